/**
 * Focus is never hidden under the sticky header (WCAG 2.2, 2.4.11): Tab forwards and Shift+Tab backwards through
 * every page type (keyboard-walk.ts) at 390, 768, 1024 and 1280 px, and after every press the focused element
 * must lie wholly between the window's top and bottom and, unless it is part of the header itself (or the skip
 * link, drawn over the header on purpose), wholly below the header's bottom edge. Up and down only: sideways, a
 * carousel's card that Shift+Tab reaches on a phone can still sit partly past the window's edge (its track
 * scrolls it only so far), which is the carousel's to fix, not the header's. The header's height comes from CSS
 * (tokens.css), the scroll padding from the same value: this is what proves the two agree at every width.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';
import { PAGE_TYPES, pageTypePath, settle } from './keyboard-walk';

const WIDTHS = [390, 768, 1024, 1280] as const;
/** Enough presses for the longest page (news: 24 articles, filters, menus, footer). */
const MAX_TABS = 200;

const browser = testBrowser();
let jobPath: string;
beforeAll(async () => {
  jobPath = await pageTypePath('a job');
});

interface Stop {
  key: string;
  /** Why the focused element is not wholly in view, or null when it is. */
  hidden: string | null;
}

/** Where the focused element is against the window and the header, as laid out now. */
function focusedStop(): Stop | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  const all = [...document.querySelectorAll('*')];
  const name = `<${active.tagName.toLowerCase()}${active.className ? ` class="${active.className}"` : ''}> "${(active.textContent ?? '').trim().slice(0, 40)}"`;
  const key = `${active.tagName}:${all.indexOf(active)}`;
  const box = active.getBoundingClientRect();
  const header = document.querySelector('.site-header');
  const view = { height: window.innerHeight };
  const problems: string[] = [];
  if (box.width === 0 || box.height === 0) problems.push('has no size');
  if (box.top < -0.5 || box.bottom > view.height + 0.5) {
    problems.push(`is above or below the window (top ${box.top.toFixed(0)}, bottom ${box.bottom.toFixed(0)})`);
  }
  const overHeader = header?.contains(active) || active.classList.contains('skip-link');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  if (!overHeader && box.top < headerBottom - 0.5) {
    problems.push(`top ${box.top.toFixed(1)} is under the header (bottom ${headerBottom.toFixed(1)})`);
  }
  return { key, hidden: problems.length ? `${name}: ${problems.join('; ')}` : null };
}

/** Presses `key` until focus comes back round to an element already reached; the stops where focus was hidden. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ reached: number; hidden: string[] }> {
  const seen = new Set<string>();
  const hidden: string[] = [];
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press(key);
    await settle(page);
    const stop = await page.evaluate(focusedStop);
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    if (stop.hidden) hidden.push(`stop ${seen.size}: ${stop.hidden}`);
  }
  return { reached: seen.size, hidden };
}

describe.concurrent('focus stays in view below the sticky header', () => {
  for (const width of WIDTHS) {
    for (const pageType of PAGE_TYPES) {
      it(`${pageType} at ${width} px, Tab and Shift+Tab`, async ({ expect }) => {
        const t = await browser.open({ viewport: { width, height: 800 } });
        try {
          const path = pageType === 'a job' ? jobPath : pageType;
          for (const key of ['Tab', 'Shift+Tab'] as const) {
            await gotoHydrated(t.page, path);
            const { reached, hidden } = await walk(t.page, key);
            expect(reached, `${path} ${key}: too few stops`).toBeGreaterThan(5);
            expect(hidden, `${path} at ${width} px, ${key}`).toEqual([]);
          }
        } finally {
          await t.close();
        }
      }, 240_000);
    }
  }
});
