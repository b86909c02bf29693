/**
 * What the keyboard walks share (focus-visible.test.ts, focus-in-view.test.ts): one page of every type a reader
 * meets (the home page, a brand, the brands list, an article, the news list, three policies, the jobs list, a job,
 * the contact page and the 404) and the wait for what a Tab press set moving.
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

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

/** The path of a page type: 'a job' is the first role the jobs list links. */
export async function pageTypePath(pageType: (typeof PAGE_TYPES)[number]): Promise<string> {
  if (pageType !== 'a job') return pageType;
  const html = await (await fetch(`${baseUrl()}/jobs/`)).text();
  const match = /href="(\/jobs\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('no job link on /jobs/');
  return match[1]!;
}

/**
 * Waits until what Tab set moving has stopped: CSS transitions (the skip link
 * slides in) and scrolling (focus scrolls a carousel, which then snaps).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
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
  });
}
