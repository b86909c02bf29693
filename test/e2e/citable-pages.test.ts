/**
 * Issue 42's new and changed pages in Chromium: the long policies' contents list takes a reader to the section
 * (and its address names the section), "Back to top" ends only the sections longer than a phone's screen and returns to the list, the press kit's logos download as
 * files, and every such page, the cookie pages and the error page's ways on pass axe at 1280 and 390 px and vnu.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, testBrowser } from './browser';
import { AXE_SOURCE, pageProblems } from './page-checks';

const PAGES = [
  '/privacy-policy-single-page/',
  '/terms-and-conditions/',
  '/cookies/',
  '/cookies/cookies-2/',
  '/news/press-kit/',
  '/news/press-releases/',
  '/no-such-page-here/',
  // An unknown job id (404 No such role) and a closed role (410), told apart.
  '/jobs/no-such-role-here',
  '/jobs/senior-editor-bbc-good-food-1042',
];

const browser = testBrowser();

/** The phone's screen the test's window has (390 × 844 px), which "Back to top" follows a longer section than. */
const SCREEN = 844;

/** Each h2 section of the page's rich text as laid out: its height to the next section's heading, and whether a "Back to top" ends it. */
function sectionHeights(page: Page): Promise<{ id: string; height: number; back: boolean }[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('.prose > .section-heading:has(> h2)')];
    return headings.map((heading, index) => {
      const next = headings[index + 1];
      let back = false;
      let end = heading.parentElement!.getBoundingClientRect().bottom;
      for (let sibling = heading.nextElementSibling; sibling && sibling !== next; sibling = sibling.nextElementSibling) {
        if (sibling.classList.contains('back-to-top')) {
          back = true;
          end = sibling.getBoundingClientRect().top;
        }
      }
      if (next && !back) end = next.getBoundingClientRect().top;
      return { id: heading.querySelector('h2')!.id, height: Math.round(end - heading.getBoundingClientRect().top), back };
    });
  });
}

describe('a long policy', () => {
  it('takes a reader to a section from its contents, names it in the address, and back to the top', async () => {
    const t = await browser.open({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    try {
      await gotoHydrated(t.page, '/privacy-policy-single-page/');
      const link = t.page.locator('.page-contents a', { hasText: 'How long we hold personal information for' });
      await link.click();
      await t.page.waitForURL((url) => url.hash === '#how-long-we-hold-personal-information-for');
      const heading = t.page.locator('#how-long-we-hold-personal-information-for');
      await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top), { timeout: 5000 }).toBeLessThan(300);
      expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      // The heading's link to itself, named by the heading's words, gives the section's address.
      const self = t.page.getByRole('link', { name: 'Link to the section How long we hold personal information for' });
      expect(await self.getAttribute('href')).toBe('#how-long-we-hold-personal-information-for');
      expect(await self.isVisible()).toBe(true);
      // Its sections are each shorter than the phone's screen: none ends with "Back to top" (there were 16).
      const policy = await sectionHeights(t.page);
      expect(policy.length).toBeGreaterThanOrEqual(15);
      expect(policy.filter((section) => section.height > SCREEN * 0.85)).toEqual([]);
      expect(policy.filter((section) => section.back)).toEqual([]);
      // A long read's sections each fill more than a screen, and each ends with a way back that works.
      await gotoHydrated(t.page, '/long-read-the-future-of-specialist-media/');
      const long = await sectionHeights(t.page);
      expect(long.length).toBeGreaterThanOrEqual(4);
      // The server estimates length from the HTML (section-html.ts): within 15% of a screen either way may go either way.
      for (const section of long) {
        if (Math.abs(section.height - SCREEN) > SCREEN * 0.15)
          expect(section.back, `${section.id}: ${section.height} px`).toBe(section.height > SCREEN);
      }
      expect(long.filter((section) => section.back).length).toBeGreaterThanOrEqual(4);
      await t.page.locator('.back-to-top a').first().click();
      await t.page.waitForURL((url) => url.hash === '#on-this-page');
      await expect
        .poll(() => t.page.locator('#on-this-page').evaluate((element) => element.getBoundingClientRect().top), { timeout: 5000 })
        .toBeLessThan(300);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('opens at the section a citation names', async () => {
    const t = await browser.open({ reducedMotion: 'reduce' });
    try {
      await gotoHydrated(t.page, '/privacy-policy-single-page/#your-rights-and-further-information');
      await expect
        .poll(() => t.page.locator('#your-rights-and-further-information').evaluate((element) => element.getBoundingClientRect().top), {
          timeout: 5000,
        })
        .toBeLessThan(300);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the press kit', () => {
  it('shows each logo at least 160 px wide, at 1280 and 390 px, and downloads it as a file, not a page', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/news/press-kit/');
      const widths = () =>
        t.page.locator('.download__preview').evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width));
      for (const width of [1280, 390]) {
        await t.page.setViewportSize({ width, height: 900 });
        const shown = await widths();
        expect(shown.length, `${width} px`).toBeGreaterThan(0);
        expect(
          shown.filter((preview) => preview < 160),
          `${width} px`,
        ).toEqual([]);
        // Nothing wider than the window beside it.
        expect(await t.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
      }
      await t.page.setViewportSize({ width: 1280, height: 900 });
      const [download] = await Promise.all([
        t.page.waitForEvent('download'),
        t.page.locator('a[href="/media/files/press-kit-goodfood-logo.png"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe('press-kit-goodfood-logo.png');
      const response = await fetch(`${baseUrl()}/media/files/press-kit-goodfood-logo.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(t.page.url()).toBe(`${baseUrl()}/news/press-kit/`);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('quality', () => {
  it('the new and changed pages pass axe at 1280 and 390 px, and vnu', async () => {
    const t = await browser.open();
    await t.context.addInitScript({ content: AXE_SOURCE });
    try {
      expect(await pageProblems(t, PAGES)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);
});
