/**
 * Keyboard focus is visible on every focusable element: Tab through every
 * page type, at desktop and phone widths, and on each focused element find a
 * focus ring of at least 2 px (element or ::before/::after, outline or
 * box-shadow) that no ancestor's overflow clips and that stands out 3:1
 * against what lies behind it (test/e2e/focus-ring.ts).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';
import { focusRingReport } from './focus-ring';
import { PAGE_TYPES, pageTypePath, settle } from './keyboard-walk';

/** Enough presses for the longest page (news: 24 articles, filters, menus, footer). */
const MAX_TABS = 160;

const browser = testBrowser();
let jobPath: string;
beforeAll(async () => {
  jobPath = await pageTypePath('a job');
});
/** Tabs from the top of the page until focus comes back round; the problems of every element reached. */
async function tabThrough(page: Page): Promise<{ reached: number; problems: string[] }> {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press('Tab');
    await settle(page);
    const report = await page.evaluate(focusRingReport);
    if (!report) continue;
    if (seen.has(report.key)) break;
    seen.add(report.key);
    for (const problem of report.problems) problems.push(`${report.element}: ${problem}`);
  }
  return { reached: seen.size, problems };
}

// Each page in a tab of its own, a few side by side (maxConcurrency of the e2e project in vitest.config.ts): a Tab press waits
// for animation frames far more than for the processor. The test's own `expect` keeps each failure with its test.
describe.concurrent('keyboard focus is visible', () => {
  for (const width of [1280, 390]) {
    for (const pageType of PAGE_TYPES) {
      it(`on every focusable element of ${pageType} at ${width}px`, async ({ expect }) => {
        const t = await browser.open({ viewport: { width, height: 900 } });
        try {
          const path = pageType === 'a job' ? jobPath : pageType;
          await gotoHydrated(t.page, path);
          // On a phone the menu is folded: open it so its links are reached too.
          if (width < 900) {
            const menu = t.page.locator('header button[aria-controls]');
            if (await menu.isVisible()) await menu.click();
          }
          await t.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          const { reached, problems } = await tabThrough(t.page);
          expect(reached, `${path}: too few focusable elements reached`).toBeGreaterThan(5);
          expect(problems, `${path} at ${width}px`).toEqual([]);
        } finally {
          await t.close();
        }
      }, 120_000);
    }
  }
});
