/**
 * The accessibility statement (issue 58): at a stable address, indexable and in the sitemap, linked from every
 * footer (the full one, the minimal layout's slim one, the error pages'), saying the standard aimed at, how the
 * site is tested, what is known to fall short and how to report a problem. test/ops/accessibility-statement.test.ts
 * holds its words to the tests it names.
 */
import { describe, expect, it } from 'vitest';
import { html } from '../helpers/site';

const PATH = '/accessibility/';

/** The footer's links: every `<footer>` of the page. */
function footerHrefs(body: string): string[] {
  const footers = body.match(/<footer\b[\s\S]*?<\/footer>/g) ?? [];
  return footers.flatMap((footer) => [...footer.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!));
}

describe('the accessibility statement', () => {
  it('is an indexable page in the sitemap that says the standard, the tests, the known gaps and where to report', async () => {
    const { response, body } = await html(PATH);
    expect(response.status).toBe(200);
    expect(body).toMatch(/<meta name="robots" content="index, follow"/);
    expect(body).toMatch(/<h1[^>]*>Accessibility statement<\/h1>/);
    expect(body).toContain('WCAG) 2.2 at level AA');
    for (const heading of ['How we test this website', 'What we know is not accessible', 'Tell us about a problem']) {
      expect(body).toMatch(new RegExp(`<h2[^>]*>(?:<[^>]+>)*${heading}`));
    }
    for (const href of ['mailto:london@immediate.example', 'tel:+442079460000', '/contact/']) expect(body).toContain(`href="${href}"`);

    const index = (await html('/sitemap.xml')).body;
    const children = [...index.matchAll(/<loc>[^<]+(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    const sitemaps = await Promise.all(children.map(async (child) => (await html(child)).body));
    expect(sitemaps.some((xml) => xml.includes(`/accessibility/</loc>`))).toBe(true);
  });

  it.each(['/', '/cookies/cookies-2/', '/no-such-page/', '/jobs/99999'])('is linked from the footer of %s', async (path) => {
    const { body } = await html(path);
    expect(footerHrefs(body), path).toContain(PATH);
  });
});
