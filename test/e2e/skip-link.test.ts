/**
 * The skip link works at once (app/client/anchors.ts): activating it and
 * pressing Tab straight after lands on the first focusable element inside
 * main (no timer in the way: the other anchors' 1 s delay would leave Tab in
 * the header), on every layout, with the client router running (the router handles
 * in-page links; other anchors keep their 1 s delay, anchors.test.ts), with
 * motion allowed and reduced, and by mouse as well as by keyboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeProblems, gotoHydrated, hasMarker, setMarker, testBrowser } from './browser';

const PATHS = ['/', '/news/', '/jobs/', '/our-brands/goodfood/', '/trading-policies/advertising-terms-and-conditions/'];

const browser = testBrowser();

/** Marks main's first focusable element, and returns its markup (null when main has none). */
async function markFirstInMain(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const first = [
      ...document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main input, main select, main textarea, main summary, main [tabindex]:not([tabindex="-1"])',
      ),
    ].find((element) => element.getClientRects().length > 0 && !element.closest('[hidden], [inert]'));
    first?.setAttribute('data-e2e-first', '');
    return first?.outerHTML.slice(0, 120) ?? null;
  });
}

/** The page's key presses, in the order the page saw them. */
async function recordKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __e2eKeys?: string[] };
    w.__e2eKeys = [];
    document.addEventListener('keydown', (event) => w.__e2eKeys!.push(event.key), { capture: true });
  });
}

async function landed(page: Page): Promise<{ first: boolean; inMain: boolean; html: string | undefined }> {
  return page.evaluate(() => ({
    first: document.activeElement?.hasAttribute('data-e2e-first') ?? false,
    inMain: !!document.activeElement?.closest('main') && document.activeElement?.id !== 'main',
    html: document.activeElement?.outerHTML.slice(0, 120),
  }));
}

describe('skip link', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    it(`Enter then Tab at once lands on main's first focusable element (motion: ${reducedMotion})`, async () => {
      const t = await browser.open({ reducedMotion });
      try {
        for (const path of PATHS) {
          await gotoHydrated(t.page, path);
          await setMarker(t.page);
          const expected = await markFirstInMain(t.page);
          expect(expected, `a focusable element in main on ${path}`).not.toBeNull();
          await recordKeys(t.page);
          await t.page.keyboard.press('Tab');
          expect(await t.page.evaluate(() => document.activeElement?.textContent?.trim()), `${path}: first Tab`).toMatch(
            /skip to content/i,
          );
          await t.page.keyboard.press('Enter');
          await t.page.keyboard.press('Tab');
          // The page saw the keys in order, nothing waited between them.
          const keys = await t.page.evaluate(() => (window as Window & { __e2eKeys?: string[] }).__e2eKeys ?? []);
          expect(keys, `${path}: the keys the page saw`).toEqual(['Tab', 'Enter', 'Tab']);
          const at = await landed(t.page);
          expect(at.first, `${path}: Tab went to ${at.html}, expected ${expected}`).toBe(true);
          expect(t.page.url()).toMatch(/#main$/);
          expect(await hasMarker(t.page), 'no page load').toBe(true);
        }
        expect(t.problems, describeProblems(t.problems)).toEqual([]);
      } finally {
        await t.close();
      }
    });
  }

  it('a click on the skip link moves focus into main at once', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/news/');
      await markFirstInMain(t.page);
      await t.page.keyboard.press('Tab');
      // The link shows when focused; a pointer then clicks it.
      await t.page.locator('a.skip-link').click();
      expect(await t.page.evaluate(() => document.activeElement?.id), 'main holds focus right after the click').toBe('main');
      await t.page.keyboard.press('Tab');
      expect((await landed(t.page)).first).toBe(true);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
