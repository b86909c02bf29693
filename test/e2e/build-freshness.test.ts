/**
 * Build freshness (app/client/build-freshness.ts and
 * reload-guard.ts): a newer build id or a chunk that fails to load reloads
 * the page, but never more than once in 10 seconds. Reloads are counted as
 * document requests of the main frame; `window.__marker` shows whether the
 * page survived.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, hasMarker, sentState, setMarker, sleep, testBrowser, waitForHydration } from './browser';

const browser = testBrowser();

async function buildIdOf(page: Page): Promise<string> {
  return (await sentState(page)).buildId;
}

/** What the page does when it becomes visible again: a build check. */
async function becomeVisible(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.visibilityState !== 'visible') throw new Error(`visibilityState is ${document.visibilityState}`);
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

describe('build freshness', () => {
  it('a newer build id reloads the page once; another within 10 s does not', async () => {
    const t = await browser.open();
    try {
      let answerId = '';
      let checks = 0;
      await t.page.route('**/_app/builds/latest.json*', async (route: Route) => {
        checks += 1;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'cache-control': 'no-store' },
          body: JSON.stringify({ id: answerId, timestamp: Date.now() }),
        });
      });
      await gotoHydrated(t.page, '/news/');
      const liveId = await buildIdOf(t.page);
      expect(liveId).toMatch(/^[0-9a-f]{12}$/);
      await setMarker(t.page);

      // Control: the same id does not reload.
      answerId = liveId;
      await becomeVisible(t.page);
      await until(() => checks === 1, 30_000, 'the first build check');
      await sleep(750);
      expect(await hasMarker(t.page), 'same build id: no reload').toBe(true);
      expect(t.documentLoads).toEqual(['/news/']);

      // A newer build: one reload.
      answerId = 'e2e000000001';
      const loaded = t.page.waitForEvent('load', { timeout: 30_000 });
      await becomeVisible(t.page);
      await loaded;
      await waitForHydration(t.page);
      expect(t.documentLoads, 'reloaded once').toEqual(['/news/', '/news/']);
      expect(await hasMarker(t.page), 'the page was reloaded').toBe(false);
      expect(t.page.url()).toBe(`${baseUrl()}/news/`);

      // Yet another build within 10 s: the guard holds, no second reload.
      await setMarker(t.page);
      answerId = 'e2e000000002';
      const before = checks;
      await becomeVisible(t.page);
      await until(() => checks > before, 30_000, 'the second build check');
      await sleep(1_500);
      expect(await hasMarker(t.page), 'no second reload within 10 s').toBe(true);
      expect(t.documentLoads).toEqual(['/news/', '/news/']);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('chunk failures', () => {
  // A chunk a fresh load asks for (an island of a replaced build: the home page's carousel) reloads once.
  it('an island chunk failing on a fresh load reloads once, and the reloaded page hydrates', async () => {
    const t = await browser.open();
    try {
      // Every request for the chunk fails during the first load only.
      let failures = 0;
      await t.page.route('**/_app/chunks/carousel-*.js', async (route) => {
        if (t.documentLoads.length <= 1) {
          failures += 1;
          await route.abort('failed');
        } else {
          await route.continue();
        }
      });
      await t.page.goto(`${baseUrl()}/`);
      await until(() => failures >= 1, 30_000, 'the island chunk to be requested');
      await until(() => t.documentLoads.length >= 2, 30_000, 'a reload after the chunk failure');
      await waitForHydration(t.page);
      expect(t.documentLoads).toEqual(['/', '/']);
      // Hydrated and working: a client navigation keeps the page.
      await setMarker(t.page);
      await t.page
        .locator('header nav a', { hasText: /^Jobs$/ })
        .first()
        .click();
      await t.page.waitForURL((url) => url.pathname === '/jobs/');
      await t.page.waitForFunction(() => document.title.startsWith('Jobs'));
      expect(await hasMarker(t.page)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a chunk that keeps failing reloads once, not in a loop', async () => {
    const t = await browser.open();
    try {
      // Failed chunk requests by page load (1 = first load, 2 = after the reload).
      const failuresByLoad: number[] = [];
      await t.page.route('**/_app/chunks/carousel-*.js', async (route) => {
        failuresByLoad.push(t.documentLoads.length);
        await route.abort('failed');
      });
      await t.page.goto(`${baseUrl()}/`);
      await until(() => t.documentLoads.length >= 2, 30_000, 'a reload after the chunk failure');
      // The reloaded page fails again: the guard must stop there (a loop would reload every few hundred ms).
      await until(() => failuresByLoad.includes(2), 30_000, 'the reloaded page to request the chunk again');
      await sleep(4_000);
      expect(t.documentLoads, 'one reload, then the guard holds').toEqual(['/', '/']);
    } finally {
      await t.close();
    }
  });

  it('an icon chunk failing after hydration (during a client navigation) reloads the page once', async () => {
    const t = await browser.open();
    try {
      // /contact/ shows icons the home page does not (mail, phone): they load after hydration.
      let failures = 0;
      await t.page.route('**/_app/chunks/mail-*.js', async (route) => {
        failures += 1;
        await route.abort('failed');
      });
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);
      await t.page
        .locator('header nav a', { hasText: /^Contact$/ })
        .first()
        .click();
      await t.page.waitForURL((url) => url.pathname === '/contact/');
      await until(() => failures >= 1, 30_000, 'the mail icon chunk to be requested');
      await until(() => t.documentLoads.length >= 2, 30_000, 'a reload after the icon chunk failure');
      await waitForHydration(t.page);
      expect(t.documentLoads[1]).toBe('/contact/');
      // The reloaded page fails the same chunk again: no second reload.
      await sleep(3_000);
      expect(t.documentLoads).toEqual(['/', '/contact/']);
    } finally {
      await t.close();
    }
  });
});
