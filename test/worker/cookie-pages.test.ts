/**
 * The cookie pages say what is true of this site (issue 42): it sets no cookies and stores nothing about its
 * readers, so no page names a cookie or storage key, none points at a consent control that does not exist, and
 * the footer's cookie link is named for the page it opens. test/e2e/cookie-truth.test.ts checks the other half
 * in a real browser: a session on these pages stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { html } from '../helpers/site';

const COOKIE_PAGES = [
  '/cookies/',
  '/cookies/how-do-we-use-cookies/',
  '/cookies/analytics-on-our-websites/',
  '/cookies/advertising-on-our-websites/',
  '/cookies/your-preferences/',
  '/cookies/further-information/',
  '/cookies/cookies-2/',
];

/** The text of the page's main landmark, tags dropped and whitespace folded. */
function mainText(body: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(body)?.[0] ?? '';
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** Controls the site does not offer: a consent manager, a settings link, a toggle. */
const ABSENT_CONTROLS = [/privacy settings/i, /consent manager/i, /cookie settings link/i, /switch [a-z ]*off in/i, /opt[ -]out/i];

describe('the cookie pages', () => {
  it.each(COOKIE_PAGES)('%s says the site sets no cookies and names no cookie, key or absent control', async (path) => {
    const { response, body } = await html(path);
    expect(response.status).toBe(200);
    const text = mainText(body);
    expect(text, path).toMatch(/sets no cookies/);
    // A cookie or storage key is written as an identifier (consent_state, session_id, ab-variant, masthead:…).
    expect(text.match(/\b[a-z]+(?:[_:][a-z0-9]+)+\b/g) ?? [], `${path}: names a cookie or storage key`).toEqual([]);
    for (const control of ABSENT_CONTROLS) expect(text, `${path}: promises ${control}`).not.toMatch(control);
  });

  it('states it first on the policy’s own page', async () => {
    const text = mainText((await html('/cookies/')).body);
    const first = text.indexOf('sets no cookies');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(text.slice(0, first), 'only the heading comes before it').not.toMatch(/\bwe use\b|cookies are/i);
  });

  it('is reached from the footer by links named for what they open', async () => {
    const { body } = await html('/');
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(body)?.[0] ?? '';
    const links = [...footer.matchAll(/<a [^>]*href="(\/cookies\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      href: m[1]!,
      label: m[2]!.replace(/<[^>]+>/g, '').trim(),
    }));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.label, `${link.href} is not a control`).not.toMatch(/preferences|settings|manage/i);
      const page = await html(link.href);
      expect(page.response.status).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
      // "Cookies" opens the cookie policy ("Cookies - …"), "Cookie list" the list ("Cookie list - …").
      expect(title.toLowerCase(), link.label).toContain(link.label.toLowerCase());
    }
  });
});
