/**
 * Keyboard focus on every page type (keyboard-walk.ts) at 390, 768, 1024 and 1280 px:
 * - never hidden under the sticky header (WCAG 2.2, 2.4.11): Tab forwards and Shift+Tab backwards, and after every
 *   press the focused element lies wholly between the window's top and bottom and, unless it is part of the header
 *   itself (or the skip link, drawn over the header on purpose), wholly below the header's bottom edge. The header's
 *   height and the scroll padding come from one CSS value (tokens.css): this proves the two agree at every width;
 * - visible on every focusable element, at 1280 px and, with the phone menu opened so its links are reached too, at
 *   390 px: a focus ring of at least 2 px that no ancestor's overflow clips and that stands out 3:1 against what lies
 *   behind it (focus-ring.ts).
 * Each page type and width in a tab of its own, a few side by side (the e2e project's maxConcurrency): a Tab press
 * waits for animation frames far more than for the processor.
 */
import { beforeAll, describe, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';
import { PAGE_TYPES, pageTypePath, type WalkOptions, walk } from './keyboard-walk';

const WIDTHS = [390, 768, 1024, 1280] as const;

const browser = testBrowser();
let jobPath: string;
beforeAll(async () => {
  jobPath = await pageTypePath('a job');
});

/** The walks at one width: both ways for focus in view; the focus ring forwards at 1280, and on a phone through its opened menu. */
function walksAt(width: number): (WalkOptions & { openMenu: boolean })[] {
  return [
    { key: 'Tab', inView: true, ring: width === 1280, openMenu: false },
    { key: 'Shift+Tab', inView: true, ring: false, openMenu: false },
    ...(width === 390 ? [{ key: 'Tab' as const, inView: false, ring: true, openMenu: true }] : []),
  ];
}

describe.concurrent('keyboard focus is visible and stays in view below the sticky header', () => {
  for (const width of WIDTHS) {
    for (const pageType of PAGE_TYPES) {
      it(`${pageType} at ${width} px`, async ({ expect }) => {
        const t = await browser.open({ viewport: { width, height: 800 } });
        try {
          const path = pageType === 'a job' ? jobPath : pageType;
          for (const options of walksAt(width)) {
            await gotoHydrated(t.page, path);
            if (options.openMenu) {
              const menu = t.page.locator('header button[aria-controls]');
              if (await menu.isVisible()) await menu.click();
              await t.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            }
            const { reached, problems } = await walk(t.page, options);
            const what = `${path} at ${width} px, ${options.key}${options.openMenu ? ' with the menu open' : ''}`;
            expect(reached, `${what}: too few stops`).toBeGreaterThan(5);
            expect(problems, what).toEqual([]);
          }
        } finally {
          await t.close();
        }
      }, 240_000);
    }
  }
});
