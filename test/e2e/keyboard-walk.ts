/**
 * The keyboard walk (keyboard-focus.test.ts): one page of every type a reader meets (the home page, a brand, the
 * brands list, an article, the news list, three policies, the jobs list, a job, the contact page and the 404), and a
 * walk that presses Tab (or Shift+Tab) until focus comes back round, checking after each press, once what it set
 * moving has stopped, that the focused element is wholly in view below the sticky header and, if asked, that it
 * shows a focus ring (focus-ring.ts). The checks run in the page as one call per press: they are defined there once
 * per document, by the test (never by the site's own scripts, whose CSP stays in force).
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { focusRingReport } from './focus-ring';

export const PAGE_TYPES = [
  '/',
  '/our-brands/goodfood/',
  '/our-brands/',
  '/goodfood-wins-magazine-of-the-year/',
  '/news/',
  '/privacy/',
  '/cookies/',
  '/trading-policies/',
  '/jobs/',
  'a job',
  '/contact/',
  '/no-such-page/',
] as const;

/** Enough presses for the longest page (news: 24 articles, filters, menus, footer). */
const MAX_TABS = 200;

/** The path of a page type: 'a job' is the first role the jobs list links. */
export async function pageTypePath(pageType: (typeof PAGE_TYPES)[number]): Promise<string> {
  if (pageType !== 'a job') return pageType;
  const html = await (await fetch(`${baseUrl()}/jobs/`)).text();
  const match = /href="(\/jobs\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('no job link on /jobs/');
  return match[1]!;
}

/**
 * Waits until what Tab set moving has stopped: CSS transitions (the skip link slides in) and scrolling (focus
 * scrolls a carousel, which then snaps). Runs in the page.
 */
async function settle(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  const positions = () =>
    [document.scrollingElement, ...document.querySelectorAll('.carousel__track, .site-nav, .table-wrap')]
      .map((node) => `${node?.scrollLeft},${node?.scrollTop}`)
      .join(' ');
  let last = '';
  for (let frame = 0; frame < 120; frame++) {
    await new Promise((done) => requestAnimationFrame(done));
    const now = positions();
    if (now === last) return;
    last = now;
  }
}

/**
 * Where the focused element is against the window and the header, as laid out now (runs in the page): why it is
 * not wholly in view, or null when it is. Up and down only: sideways, a carousel's card that Shift+Tab reaches on a
 * phone can still sit partly past the window's edge (its track scrolls it only so far), the carousel's to fix.
 */
function focusInView(): { key: string; hidden: string | null } | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active === document.documentElement) return null;
  const all = [...document.querySelectorAll('*')];
  const name = `<${active.tagName.toLowerCase()}${active.className ? ` class="${active.className}"` : ''}> "${(active.textContent ?? '').trim().slice(0, 40)}"`;
  const key = `${active.tagName}:${all.indexOf(active)}:${active.getAttribute('href') ?? ''}`;
  const box = active.getBoundingClientRect();
  const header = document.querySelector('.site-header');
  const problems: string[] = [];
  if (box.width === 0 || box.height === 0) problems.push('has no size');
  if (box.top < -0.5 || box.bottom > window.innerHeight + 0.5) {
    problems.push(`is above or below the window (top ${box.top.toFixed(0)}, bottom ${box.bottom.toFixed(0)})`);
  }
  // The header's own items, and the skip link drawn over it on purpose, may sit over the header.
  const overHeader = header?.contains(active) || active.classList.contains('skip-link');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  if (!overHeader && box.top < headerBottom - 0.5) {
    problems.push(`top ${box.top.toFixed(1)} is under the header (bottom ${headerBottom.toFixed(1)})`);
  }
  return { key, hidden: problems.length ? `${name}: ${problems.join('; ')}` : null };
}

export interface WalkOptions {
  key: 'Tab' | 'Shift+Tab';
  /** Check that each element reached is wholly in view below the header. */
  inView: boolean;
  /** Check that each element reached shows a focus ring. */
  ring: boolean;
}

/** What a walk found: how many elements it reached, and what was wrong where. */
export interface Walk {
  reached: number;
  problems: string[];
}

/** Presses the key until focus comes back round to an element already reached. */
export async function walk(page: Page, options: WalkOptions): Promise<Walk> {
  await page.evaluate(`window.__keyboardWalk = { settle: ${settle}, inView: ${focusInView}, ring: ${focusRingReport} };`);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press(options.key);
    const stop = await page.evaluate(async ({ inView, ring }) => {
      const probes = (
        window as unknown as { __keyboardWalk: { settle: typeof settle; inView: typeof focusInView; ring: typeof focusRingReport } }
      ).__keyboardWalk;
      await probes.settle();
      const place = probes.inView();
      if (!place) return null;
      return { key: place.key, hidden: inView ? place.hidden : null, ring: ring ? probes.ring() : null };
    }, options);
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    if (stop.hidden) problems.push(`stop ${seen.size}: ${stop.hidden}`);
    for (const problem of stop.ring?.problems ?? []) problems.push(`stop ${seen.size}: ${stop.ring!.element}: ${problem}`);
  }
  return { reached: seen.size, problems };
}
