/**
 * History steps and scroll, the cases test/e2e/scroll-memory.test.ts leaves out: a reader who scrolls and at
 * once presses Back (before the position's save delay has passed) finds that position again on Forward; a
 * forward navigation to a new page starts at its top, or at its #section when the link names one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTE_ANNOUNCER_ID, STATE_ELEMENT_ID } from '../../contract/dom-ids';
import { describeProblems, gotoHydrated, hasMarker, setMarker, testBrowser } from './browser';

const TOLERANCE = 10;
const browser = testBrowser();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function near(page: Page, y: number, what: string): Promise<void> {
  await page
    .waitForFunction(([want, tolerance]) => Math.abs(window.scrollY - want!) <= tolerance!, [y, TOLERANCE], { timeout: 15_000 })
    .catch(() => undefined);
  const at = await scrollY(page);
  expect(Math.abs(at - y), `${what}: at ${at}, expected ${y}`).toBeLessThanOrEqual(TOLERANCE);
}

/**
 * Waits until the router has drawn `path` and finished its commit (the title has moved on from `left`, the page
 * that was shown, and is announced): a scroll between React's commit and the router's own step would be the
 * router's to undo, not a reader's.
 */
async function shown(page: Page, path: string, left: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(
    ({ path: want, id, announcer, left }) =>
      location.pathname === want &&
      JSON.parse(document.getElementById(id)!.textContent!).page &&
      document.querySelector('main h1') &&
      document.title !== left &&
      document.getElementById(announcer)?.textContent === document.title,
    { path, id: STATE_ELEMENT_ID, announcer: ROUTE_ANNOUNCER_ID, left },
  );
}

describe('forward and back', () => {
  for (const width of [1280, 390]) {
    it(`a position scrolled to just before Back comes back on Forward at ${width} px`, async () => {
      await browser.withPage(
        async (t) => {
          await gotoHydrated(t.page, '/news/');
          await setMarker(t.page);
          const article = await t.page.$$eval('main a[href]', (links) =>
            links.map((a) => a.getAttribute('href') ?? '').find((href) => /^\/[a-z0-9-]+\/$/.test(href) && href !== '/news/'),
          );
          expect(article, 'an article link').toBeDefined();
          const news = await t.page.title();
          await t.page.locator(`main a[href="${article}"]`).first().click();
          await shown(t.page, article!, news);
          const articleTitle = await t.page.title();
          await t.page.waitForFunction(() => window.scrollY === 0);
          // Scroll, then Back at once: no time for the save delay.
          await t.page.evaluate(() => window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - window.innerHeight)));
          const y = await scrollY(t.page);
          expect(y, 'the article scrolls').toBeGreaterThan(200);
          await t.page.goBack();
          await shown(t.page, '/news/', articleTitle);
          await t.page.goForward();
          await shown(t.page, article!, news);
          await near(t.page, y, `forward to ${article}`);
          expect(await hasMarker(t.page), 'no page load').toBe(true);
          expect(t.problems, describeProblems(t.problems)).toEqual([]);
        },
        { viewport: { width, height: 900 } },
      );
    });
  }

  it('a link to a new page starts at its top, and a link to a section of it at that section', async () => {
    await browser.withPage(async (t) => {
      await gotoHydrated(t.page, '/news/');
      await t.page.evaluate(() => window.scrollTo(0, 1_200));
      await t.page.waitForFunction(() => window.scrollY > 1_000);
      await t.page.locator('footer a[href="/privacy-policy-single-page/"], footer a[href="/privacy/"]').first().click();
      await t.page.waitForURL((url) => url.pathname !== '/news/');
      await t.page.waitForFunction(() => document.querySelector('main h1') && !location.pathname.startsWith('/news/'));
      await near(t.page, 0, 'a new page');
      // A link with a #section, followed from the page's contents list or from elsewhere: the section is in view.
      await gotoHydrated(t.page, '/news/');
      const section = await t.page.evaluate(async () => {
        const html = await (await fetch('/privacy-policy-single-page/')).text();
        return /<h2 id="([a-z0-9-]+)"/.exec(html.slice(html.indexOf('<main')))?.[1] ?? null;
      });
      expect(section, 'a section id on the long policy').not.toBeNull();
      await t.page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'to the section' });
        document.querySelector('main')!.append(link);
        link.click();
      }, `/privacy-policy-single-page/#${section}`);
      await t.page.waitForURL((url) => url.hash === `#${section}`);
      await t.page.waitForFunction(
        (id) => {
          const box = document.getElementById(id)?.getBoundingClientRect();
          return box && box.top >= 0 && box.top < window.innerHeight / 2 && window.scrollY > 0;
        },
        section!,
        { timeout: 15_000 },
      );
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    });
  });
});
