/**
 * Client-side navigation (app/client/router.ts): link clicks change
 * the page without a page load, update the head, move focus and announce the
 * new title; history keeps scroll positions; legacy links are redirected and
 * unknown paths show the 404 page, all without a reload. A page load is
 * detected twice over: `window.__marker` set by the test disappears, and a
 * document request is seen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, h1Text, hasMarker, setMarker, testBrowser, waitForHydration } from './browser';

const SITE_NAME = 'Immediate Media';

const browser = testBrowser();

/** The <title> and first <h1> the server renders for `path` (as a person, not a crawler). */
async function serverRendered(path: string): Promise<{ status: number; title: string; h1: string }> {
  const response = await fetch(baseUrl() + path, {
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' },
    redirect: 'manual',
  });
  const html = await response.text();
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim();
  const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
  const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  return { status: response.status, title, h1 };
}

/** Appends a link to the start of <main> and returns its locator. */
async function injectLink(page: Page, href: string, text: string): Promise<ReturnType<Page['locator']>> {
  await page.evaluate(
    ({ href, text }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      link.id = 'e2e-injected-link';
      document.getElementById('main')!.prepend(link);
    },
    { href, text },
  );
  return page.locator('#e2e-injected-link');
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

describe('client navigation', () => {
  it('a header nav link changes page without a reload: head, focus and announcement follow', async () => {
    await browser.withPage(async (t) => {
      const expected = await serverRendered('/our-brands/');
      expect(expected.status).toBe(200);
      expect(expected.title).toMatch(new RegExp(`^.+ - ${SITE_NAME}$`));

      await gotoHydrated(t.page, '/');
      const homeHeading = await h1Text(t.page);
      await setMarker(t.page);

      await t.page
        .locator('header nav a', { hasText: /^Our brands$/ })
        .first()
        .click();
      await waitForPath(t.page, '/our-brands/');
      await t.page.waitForFunction((previous) => document.querySelector('main h1')?.textContent?.trim() !== previous, homeHeading);
      await t.page.waitForFunction((title) => document.title === title, expected.title);

      expect(await h1Text(t.page)).toBe(expected.h1);
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.documentLoads).toEqual(['/']);
      expect(await t.page.title()).toBe(expected.title);
      // The head follows: canonical link of the new page.
      expect(await t.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/our-brands/`);
      // Focus moves to the main landmark and the title is announced.
      await t.page.waitForFunction(() => document.activeElement?.id === 'main');
      expect(await t.page.locator('#route-announcer').textContent()).toBe(expected.title);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    });
  });

  it('back and forward restore pages and scroll positions without a reload', async () => {
    await browser.withPage(async (t) => {
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);

      await t.page
        .locator('header nav a', { hasText: /^News$/ })
        .first()
        .click();
      await waitForPath(t.page, '/news/');
      const newsHeading = (await serverRendered('/news/')).h1;
      await t.page.waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, newsHeading);

      await t.page.evaluate(() => window.scrollTo(0, 800));
      await t.page.waitForFunction(() => Math.abs(window.scrollY - 800) < 2);

      // An article link already in the viewport, so the click does not scroll.
      const articleHref = await t.page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')];
        const inView = links.find((a) => {
          const href = a.getAttribute('href') ?? '';
          const box = a.getBoundingClientRect();
          return (
            /^\/[a-z0-9-]+\/$/.test(href) && href !== '/news/' && box.top > 80 && box.bottom < window.innerHeight - 20 && box.height > 0
          );
        });
        return inView?.getAttribute('href') ?? null;
      });
      expect(articleHref, 'an article link visible at scrollY 800 on /news/').not.toBeNull();
      const article = await serverRendered(articleHref!);
      await t.page.locator(`main a[href="${articleHref}"]`).first().click();
      await waitForPath(t.page, articleHref!);
      await t.page.waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, article.h1);
      await t.page.waitForFunction(() => window.scrollY === 0);

      // Back: /news/ at the scroll position it was left at.
      await t.page.evaluate(() => history.back());
      await waitForPath(t.page, '/news/');
      await t.page.waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, newsHeading);
      await t.page.waitForFunction(() => Math.abs(window.scrollY - 800) <= 4, undefined, { timeout: 30_000 }).catch(() => undefined);
      const restored = await t.page.evaluate(() => window.scrollY);
      expect(Math.abs(restored - 800), `scrollY after back: ${restored}`).toBeLessThanOrEqual(4);
      expect(await t.page.title()).toBe((await serverRendered('/news/')).title);

      // Forward: the article again, at its top.
      await t.page.evaluate(() => history.forward());
      await waitForPath(t.page, articleHref!);
      await t.page.waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, article.h1);
      await t.page.waitForFunction(() => window.scrollY === 0);
      expect(await t.page.title()).toBe(article.title);

      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.documentLoads).toEqual(['/']);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    });
  });

  it('a legacy link (/contact-us) ends on /contact/ without a reload', async () => {
    await browser.withPage(async (t) => {
      const contact = await serverRendered('/contact/');
      await gotoHydrated(t.page, '/news/');
      await setMarker(t.page);

      await (await injectLink(t.page, '/contact-us', 'Legacy contact link')).click();
      await waitForPath(t.page, '/contact/');
      await t.page.waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, contact.h1);

      expect(t.page.url()).toBe(`${baseUrl()}/contact/`);
      expect(await t.page.title()).toBe(contact.title);
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.documentLoads).toEqual(['/news/']);
      // The legacy URL never became a history entry: back returns to /news/.
      await t.page.evaluate(() => history.back());
      await waitForPath(t.page, '/news/');
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    });
  });

  it('a link to an unknown path shows the 404 page without a reload; a direct load answers 404', async () => {
    await browser.withPage(async (t) => {
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);

      await (await injectLink(t.page, '/no-such-page/', 'Broken link')).click();
      await waitForPath(t.page, '/no-such-page/');
      const main = t.page.locator('main');
      await main.getByText('The requested URL /no-such-page/ was not found.').waitFor();
      expect(await t.page.locator('main h1').first().innerText()).toBe('Not Found');
      expect(await main.innerText()).toContain("I don't believe it!");
      expect(await t.page.title()).toBe(`Not Found - ${SITE_NAME}`);
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.documentLoads).toEqual(['/']);
      // The browser logs the 404 of the page data request; nothing else may be logged.
      const others = t.problems.filter((p) => !(p.text.includes('404') && p.url.includes('/__data?path=%2Fno-such-page%2F')));
      expect(others, describeProblems(others)).toEqual([]);
    });

    await browser.withPage(async (t) => {
      const response = await t.page.goto(`${baseUrl()}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await waitForHydration(t.page);
      expect(await t.page.locator('main h1').first().innerText()).toBe('Not Found');
      const text = await t.page.locator('main').innerText();
      expect(text).toContain('The requested URL /no-such-page/ was not found.');
      expect(text).toContain("I don't believe it!");
      expect(await t.page.title()).toBe(`Not Found - ${SITE_NAME}`);
    });
  });

  // A page embeds only the frame's basics (its footer is adopted from the document): a navigation to a page of
  // the other layout draws that layout's footer from the whole frame its answer brings.
  it('between the default and the minimal layout, each page shows the footer the server draws for it, without a reload', async () => {
    const MINIMAL = '/terms-and-conditions/';
    const serverFooter = async (path: string) => {
      const response = await fetch(baseUrl() + path, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130.0.0.0 Safari/537.36' } });
      const html = await response.text();
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
      return {
        slim: /^<footer class="[^"]*site-footer--slim/.test(footer),
        hrefs: [...footer.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')),
        text: footer
          .replace(/<[^>]+>/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/\s+/g, ' ')
          .trim(),
      };
    };
    const shownFooter = (page: Page) =>
      page.evaluate(() => {
        const footers = [...document.querySelectorAll('footer')];
        const footer = footers[0];
        return {
          count: footers.length,
          slim: footer?.classList.contains('site-footer--slim') ?? false,
          hrefs: [...(footer?.querySelectorAll('[href]') ?? [])].map((element) => element.getAttribute('href') ?? ''),
          text: (footer?.innerHTML ?? '')
            .replace(/<[^>]+>/g, ' ')
            .replace(/&amp;/g, '&')
            .replace(/\s+/g, ' ')
            .trim(),
        };
      });
    const [full, slim] = await Promise.all([serverFooter('/'), serverFooter(MINIMAL)]);
    expect(full.slim).toBe(false);
    expect(slim.slim, `${MINIMAL} uses the minimal layout`).toBe(true);
    expect(full.hrefs.length).toBeGreaterThan(slim.hrefs.length);

    const expectFooter = async (page: Page, expected: typeof full) => {
      const shown = await shownFooter(page);
      expect(shown.count).toBe(1);
      expect(shown.slim).toBe(expected.slim);
      expect(shown.hrefs).toEqual(expected.hrefs);
      expect(shown.text).toBe(expected.text);
    };

    for (const start of [MINIMAL, '/']) {
      await browser.withPage(async (t) => {
        await gotoHydrated(t.page, start);
        await setMarker(t.page);
        await expectFooter(t.page, start === '/' ? full : slim);
        for (const [target, expected] of start === '/'
          ? ([
              [MINIMAL, slim],
              ['/', full],
            ] as const)
          : ([
              ['/', full],
              [MINIMAL, slim],
            ] as const)) {
          const heading = (await serverRendered(target)).h1;
          // The way a reader goes: the logo to the home page, the footer's legal link to the terms.
          const link = target === '/' ? t.page.locator('header a.logo') : t.page.locator(`footer a[href="${MINIMAL}"]`).first();
          await link.click();
          await waitForPath(t.page, target);
          await t.page.waitForFunction((h) => document.querySelector('main h1')?.textContent?.trim() === h, heading);
          await expectFooter(t.page, expected);
        }
        expect(await hasMarker(t.page), 'no page load').toBe(true);
        expect(t.documentLoads).toEqual([start]);
        expect(t.problems, describeProblems(t.problems)).toEqual([]);
      });
    }
  });
});
