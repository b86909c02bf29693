/**
 * Anchor scrolling (app/client/anchors.ts): a same-page `#id` link scrolls
 * after a 1 second delay to 132 px above the target, then focus moves to the
 * target. With reduced motion the scroll is instant, so its position and
 * timing can be measured exactly; with motion the page must still settle at
 * the offset. The skip link is the one exception, with no delay: skip-link.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, hasMarker, setMarker, testBrowser, waitForHydration } from './browser';

const OFFSET = 132;
const TARGET_ID = 'e2e-anchor-target';

const browser = testBrowser();

/**
 * Puts a target element half-way down <main> and a `#id` link at its top;
 * returns where the page should end up (target top − 132) and checks that the
 * page can scroll that far. Records the time of the click and of the first
 * scroll event in the page.
 */
async function prepare(page: Page): Promise<number> {
  return page.evaluate(
    ({ id }) => {
      const main = document.getElementById('main')!;
      // A block of the page's content well below the first screen; the target goes at its start.
      const blocks = [...main.querySelectorAll<HTMLElement>('section, article, li, div')].filter(
        (el) => !el.parentElement?.closest('a, p, h1, h2, h3, h4, figure') && el.getBoundingClientRect().height > 0,
      );
      const below = blocks.find((el) => el.getBoundingClientRect().top + window.scrollY >= 1_500);
      if (!below) throw new Error('no content block 1500 px down the page');
      const target = document.createElement('div');
      target.id = id;
      target.textContent = 'Anchor target';
      below.prepend(target);
      const link = document.createElement('a');
      link.href = `#${id}`;
      link.id = 'e2e-anchor-link';
      link.textContent = 'Jump to the target';
      main.prepend(link);
      const w = window as Window & { __e2eFirstScroll?: number; __e2eClick?: number };
      link.addEventListener('click', () => (w.__e2eClick = performance.now()), { capture: true });
      window.addEventListener('scroll', () => (w.__e2eFirstScroll ??= performance.now()), { passive: true });
      return target.getBoundingClientRect().top + window.scrollY;
    },
    { id: TARGET_ID },
  );
}

async function timings(page: Page): Promise<{ click?: number; firstScroll?: number }> {
  return page.evaluate(() => {
    const w = window as Window & { __e2eFirstScroll?: number; __e2eClick?: number };
    return { click: w.__e2eClick, firstScroll: w.__e2eFirstScroll };
  });
}

describe('anchor links', () => {
  it('a same-page #id link scrolls after ~1 s to 132 px above the target (reduced motion: instant)', async () => {
    const t = await browser.open({ reducedMotion: 'reduce' });
    try {
      await gotoHydrated(t.page, '/news/');
      await setMarker(t.page);
      const targetTop = await prepare(t.page);
      const maxScroll = await t.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const expected = targetTop - OFFSET;
      expect(expected, 'the target is far enough down').toBeGreaterThan(1_000);
      expect(expected, 'the page can scroll that far').toBeLessThan(maxScroll);

      await t.page.locator('#e2e-anchor-link').click();
      await t.page.waitForURL((url) => url.hash === `#${TARGET_ID}`);
      // At the offset, and not before the delay: judged by the page's own clock (the click and the first scroll
      // event), not by how long this test waited, which a busy machine stretches past the delay.
      await t.page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 4, expected, { timeout: 30_000 });
      const { click, firstScroll } = await timings(t.page);
      expect(click).toBeDefined();
      expect(firstScroll).toBeDefined();
      const delay = firstScroll! - click!;
      expect(delay, `first scroll ${delay.toFixed(0)} ms after the click`).toBeGreaterThanOrEqual(900);
      // The target's top now sits 132 px below the viewport's top.
      const top = await t.page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, TARGET_ID);
      expect(Math.abs(top - OFFSET), `target top at ${top}px`).toBeLessThanOrEqual(4);
      // Focus moved to the target with the scroll.
      await t.page.waitForFunction((id) => document.activeElement?.id === id, TARGET_ID, { timeout: 30_000 });
      expect(t.page.url()).toBe(`${baseUrl()}/news/#${TARGET_ID}`);
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('with motion allowed the scroll also starts after ~1 s and settles 132 px above the target', async () => {
    const t = await browser.open({ reducedMotion: 'no-preference' });
    try {
      await gotoHydrated(t.page, '/news/');
      const targetTop = await prepare(t.page);
      const expected = targetTop - OFFSET;
      await t.page.locator('#e2e-anchor-link').click();
      await t.page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 4, expected, { timeout: 30_000 });
      // Settled: still there a moment later.
      await t.page.waitForTimeout(300);
      expect(Math.abs((await t.page.evaluate(() => window.scrollY)) - expected)).toBeLessThanOrEqual(4);
      const { click, firstScroll } = await timings(t.page);
      expect(firstScroll! - click!).toBeGreaterThanOrEqual(900);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  // A hash that is not valid percent-encoding (`#%`, a mangled shared link) must not stop the router.
  it('an address with a malformed hash (#%) still gets client navigation', async () => {
    const t = await browser.open();
    try {
      await t.page.goto(`${baseUrl()}/news/#%`);
      await waitForHydration(t.page);
      await setMarker(t.page);
      await t.page
        .locator('header nav a', { hasText: /^Jobs$/ })
        .first()
        .click();
      await t.page.waitForURL((url) => url.pathname === '/jobs/');
      await t.page.waitForFunction(() => document.title.startsWith('Jobs'));
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
