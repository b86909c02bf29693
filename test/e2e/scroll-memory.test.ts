/**
 * Scroll positions (app/client/scroll-memory.ts): a reload (F5, and the
 * reload a new build causes) keeps the reader where they were; back and
 * forward after client navigation restore the exact position (within 10 px),
 * near the bottom of long pages too, and a restore waits for a page that is
 * not yet tall enough instead of stopping short. On a slow network (Chromium's
 * throttling over CDP) Back lands on the position too, after a client
 * navigation and after a full page load, where it must not wait for the
 * router (loaded when the browser is idle, seconds later on a slow network).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STATE_ELEMENT_ID } from '../../contract/dom-ids';
import {
  baseUrl,
  describeProblems,
  gotoHydrated,
  hasMarker,
  sentState,
  setMarker,
  type TestPage,
  testBrowser,
  waitForHydration,
} from './browser';

const TOLERANCE = 10;

const browser = testBrowser();
/** Without the back/forward cache, Back loads the page again, as a browser that evicted it does. */
const noBackForwardCache = testBrowser({ args: ['--disable-features=BackForwardCache'] });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as a reader does (the wheel), to `y` or as far as the page goes; returns where it stopped. */
async function readTo(page: Page, y: number): Promise<number> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const target = Math.min(y, max);
  await page.mouse.move(200, 300);
  for (let i = 0; i < 40 && Math.abs((await scrollY(page)) - target) > 2; i++) {
    await page.mouse.wheel(0, target - (await scrollY(page)));
    await page.waitForTimeout(60);
  }
  // Past the save delay, as a reader pausing to read.
  await page.waitForTimeout(300);
  return scrollY(page);
}

async function expectNear(page: Page, y: number, what: string, t?: TestPage): Promise<void> {
  await page
    .waitForFunction(([want, tolerance]) => Math.abs(window.scrollY - want!) <= tolerance!, [y, TOLERANCE], { timeout: 30_000 })
    .catch(() => undefined);
  const at = await scrollY(page);
  // On a miss, what the page knew: the entry's saved position, how it was loaded, and its console.
  const detail =
    Math.abs(at - y) > TOLERANCE && t
      ? `; page ${JSON.stringify(
          await page.evaluate(() => ({
            state: history.state as unknown,
            navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
            ready: document.documentElement.dataset.ready,
            height: document.documentElement.scrollHeight,
          })),
        )}; loads ${t.documentLoads.join(', ')}; console: ${t.messages.map((m) => `${m.type}: ${m.text}`).join(' | ')}`
      : '';
  expect(Math.abs(at - y), `${what}: at ${at}, expected ${y}${detail}`).toBeLessThanOrEqual(TOLERANCE);
}

async function clickArticleInView(page: Page): Promise<string> {
  const href = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')];
    return (
      links
        .find((a) => {
          const href = a.getAttribute('href') ?? '';
          const box = a.getBoundingClientRect();
          return (
            /^\/[a-z0-9-]+\/$/.test(href) && href !== '/news/' && box.top > 80 && box.bottom < window.innerHeight - 20 && box.height > 0
          );
        })
        ?.getAttribute('href') ?? null
    );
  });
  expect(href, 'an article link in view').not.toBeNull();
  await page.locator(`main a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === href);
  await page.waitForFunction(
    ({ path, id }) =>
      JSON.parse(document.getElementById(id)!.textContent!).page && document.querySelector('main h1') && location.pathname === path,
    { path: href, id: STATE_ELEMENT_ID },
  );
  await page.waitForFunction(() => window.scrollY === 0);
  return href!;
}

describe('reload', () => {
  it('F5 keeps the position, at both widths', async () => {
    for (const width of [1280, 390]) {
      await browser.withPage(
        async (t) => {
          await gotoHydrated(t.page, '/news/');
          const y = await readTo(t.page, 1_800);
          expect(y).toBeGreaterThan(1_500);
          await t.page.reload();
          await waitForHydration(t.page);
          await expectNear(t.page, y, `after F5 at ${width} px`);
          // And a second reload from the restored position.
          await t.page.reload();
          await waitForHydration(t.page);
          await expectNear(t.page, y, `after a second F5 at ${width} px`);
          expect(t.documentLoads).toEqual(['/news/', '/news/', '/news/']);
          expect(t.problems, describeProblems(t.problems)).toEqual([]);
        },
        { viewport: { width, height: 900 } },
      );
    }
  });

  it('the reload on a new build keeps the position', async () => {
    await browser.withPage(async (t) => {
      let answerId = '';
      await t.page.route('**/_app/builds/latest.json*', async (route: Route) => {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'cache-control': 'no-store' },
          body: JSON.stringify({ id: answerId }),
        });
      });
      await gotoHydrated(t.page, '/news/');
      answerId = (await sentState(t.page)).buildId;
      // Scroll and reload within the save delay: the position at the moment of the reload counts.
      await t.page.mouse.move(200, 300);
      await t.page.mouse.wheel(0, 2_100);
      await t.page.waitForFunction(() => window.scrollY > 2_000);
      answerId = 'e2e0000000ff';
      const loaded = t.page.waitForEvent('load', { timeout: 30_000 });
      const y = await scrollY(t.page);
      await t.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await loaded;
      await waitForHydration(t.page);
      expect(t.documentLoads).toEqual(['/news/', '/news/']);
      await expectNear(t.page, y, 'after the new-build reload', t);
    });
  });
});

describe('back and forward', () => {
  for (const width of [1280, 390]) {
    it(`restore exact positions after client navigation at ${width} px, near the bottom of a long page too`, async () => {
      await browser.withPage(
        async (t) => {
          await gotoHydrated(t.page, '/');
          await setMarker(t.page);
          const loadsBefore = t.documentLoads.length;
          await t.page.locator('a[href="/news/"]:visible').first().click();
          await t.page.waitForURL((url) => url.pathname === '/news/');
          await t.page.waitForFunction(() => document.title.startsWith('News'));
          const newsY = await readTo(t.page, 1_800);
          const article = await clickArticleInView(t.page);
          const articleY = await readTo(t.page, 100_000); // the bottom of the article
          expect(articleY).toBeGreaterThan(300);

          await t.page.goBack();
          await t.page.waitForURL((url) => url.pathname === '/news/');
          await expectNear(t.page, newsY, 'back to /news/');
          await t.page.goForward();
          await t.page.waitForURL((url) => url.pathname === article);
          await expectNear(t.page, articleY, `forward to the bottom of ${article}`);
          // Back once more, then to the very bottom of /news/ and through an article and back again.
          await t.page.goBack();
          await expectNear(t.page, newsY, 'back to /news/ again');
          await readTo(t.page, 100_000);
          // The footer's first Contact link may sit above the last screen (on a phone the footer is long): a click
          // scrolls it into view first, so the position to come back to is the one it is clicked from.
          const contact = t.page.locator('footer a[href="/contact/"]').first();
          await contact.scrollIntoViewIfNeeded();
          await t.page.waitForTimeout(300); // Past the save delay, as a reader pausing.
          const bottom = await scrollY(t.page);
          expect(bottom, 'near the bottom of /news/').toBeGreaterThan(5_000);
          await contact.click();
          await t.page.waitForURL((url) => url.pathname === '/contact/');
          await t.page.waitForFunction(() => window.scrollY === 0);
          await t.page.goBack();
          await expectNear(t.page, bottom, 'back to the bottom of /news/');

          // Every step was client navigation: no document loaded after the first page (hydration has its own test).
          expect(await hasMarker(t.page), 'no page load').toBe(true);
          expect(t.documentLoads.slice(loadsBefore)).toEqual([]);
          expect(t.problems, describeProblems(t.problems)).toEqual([]);
        },
        { viewport: { width, height: 900 } },
      );
    });
  }

  it('waits for a page that is not yet tall enough, then lands on the position', async () => {
    // The stylesheet below is injected inline, which the site's CSP rightly refuses.
    await browser.withPage(
      async (t) => {
        await gotoHydrated(t.page, '/');
        await t.page.locator('a[href="/news/"]:visible').first().click();
        await t.page.waitForURL((url) => url.pathname === '/news/');
        await t.page.waitForFunction(() => document.title.startsWith('News'));
        const newsY = await readTo(t.page, 2_400);
        await clickArticleInView(t.page);
        // While this holds, /news/ is drawn with its list collapsed: too short to reach newsY.
        await t.page.addStyleTag({ content: 'html.e2e-short .news-grid, html.e2e-short .news-rows { display: none; }' });
        await t.page.evaluate(() => document.documentElement.classList.add('e2e-short'));
        await t.page.goBack();
        await t.page.waitForURL((url) => url.pathname === '/news/');
        await t.page.waitForFunction(() => document.title.startsWith('News'));
        await t.page.waitForTimeout(800);
        const short = await t.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        expect(short, 'the page is too short for the position while collapsed').toBeLessThan(newsY);
        // The content arrives: the restore, still waiting, completes.
        await t.page.evaluate(() => document.documentElement.classList.remove('e2e-short'));
        await expectNear(t.page, newsY, 'after the page grew');
        expect(t.problems, describeProblems(t.problems)).toEqual([]);
      },
      { bypassCSP: true },
    );
  });
});

/** Roughly a slow 3G connection: 400 ms round trips, 50 KB/s each way. */
async function slowNetwork(t: TestPage): Promise<void> {
  const cdp = await t.context.newCDPSession(t.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  // Nothing from the browser's HTTP cache: every answer comes over the slow line.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

describe('back on a slow network', () => {
  for (const width of [1280, 390]) {
    it(`after client navigation, /news/ comes back at the position at ${width} px`, async () => {
      await browser.withPage(
        async (t) => {
          await slowNetwork(t);
          await gotoHydrated(t.page, '/');
          await setMarker(t.page);
          await t.page.locator('a[href="/news/"]:visible').first().click();
          await t.page.waitForURL((url) => url.pathname === '/news/');
          await t.page.waitForFunction(() => document.title.startsWith('News'), undefined, { timeout: 30_000 });
          const newsY = await readTo(t.page, 3_000);
          expect(newsY, 'well down the list').toBeGreaterThan(2_000);
          await clickArticleInView(t.page);
          await t.page.goBack();
          await t.page.waitForURL((url) => url.pathname === '/news/');
          await t.page.waitForFunction(() => document.title.startsWith('News'), undefined, { timeout: 30_000 });
          await expectNear(t.page, newsY, `back to /news/ at ${width} px`, t);
          expect(await hasMarker(t.page), 'no page load').toBe(true);
          expect(t.problems, describeProblems(t.problems)).toEqual([]);
        },
        { viewport: { width, height: 900 } },
      );
    });
  }

  it('after a full page load, /news/ comes back at the position before the router has loaded', async () => {
    // Without the back/forward cache, Back loads /news/ again, as a browser that evicted it does.
    const t = await noBackForwardCache.open({ viewport: { width: 390, height: 844 } });
    try {
      await gotoHydrated(t.page, '/news/');
      const newsY = await readTo(t.page, 4_000);
      expect(newsY, 'well down the list').toBeGreaterThan(3_000);
      const article = await t.page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
            .map((a) => a.getAttribute('href') ?? '')
            .find((href) => /^\/[a-z0-9-]+\/$/.test(href) && href !== '/news/') ?? null,
      );
      expect(article).not.toBeNull();
      // The article as a full page load (as when a reader follows a link before the router has loaded).
      await t.page.goto(`${baseUrl()}${article}`, { waitUntil: 'load' });
      await slowNetwork(t);
      // The router's chunk does not arrive: the position must not depend on it.
      await t.page.route('**/_app/chunks/after-hydration-*.js', () => new Promise<void>(() => undefined));
      await t.page.goBack({ waitUntil: 'commit' });
      await t.page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
      expect(t.documentLoads, 'Back loaded the document again').toEqual(['/news/', article, '/news/']);
      await expectNear(t.page, newsY, 'back to /news/ after a full page load', t);
      expect(await t.page.evaluate(() => document.documentElement.dataset.ready), 'the router had not loaded').toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
