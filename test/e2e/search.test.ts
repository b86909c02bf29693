/**
 * Search in Chromium: axe finds nothing on the results and nothing-matched pages at 1280 and 390 px, each shows one
 * search box (its button beside it at 1280 px) and its results in line with the count above them, and vnu
 * nothing in the server HTML or hydrated DOM of results, a second page of them, nothing matched, the empty form
 * and an over-long query's 400; the header's form, used with the keyboard alone, is a client navigation with
 * script (no new document, the count announced in the title) and a plain GET form without it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '../../contract/search-limits';
import { baseUrl, gotoHydrated, testBrowser, waitForHydration } from './browser';
import { AXE_SOURCE, axeViolations, vnuErrors } from './page-checks';

/** A person's browser: crawlers get an error's status without its page. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const browser = testBrowser();

describe('search', () => {
  it('axe finds no violation on results and on nothing matched, at 1280 and 390 px', async () => {
    const t = await browser.open({ viewport: { width: 1280, height: 900 } });
    await t.context.addInitScript({ content: AXE_SOURCE });
    try {
      const problems: string[] = [];
      for (const path of ['/search/?q=podcast', '/search/?q=zzqxnothing', '/search/']) {
        await t.page.setViewportSize({ width: 1280, height: 900 });
        await t.page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
        await waitForHydration(t.page);
        for (const width of [1280, 390]) {
          await t.page.setViewportSize({ width, height: 900 });
          const violations = await axeViolations(t.page);
          problems.push(...violations.map((violation) => `${path} at ${width}: ${violation.id}`));
          // One box to type in, and at 1280 px its button beside it, not wrapped under it.
          const layout = await t.page.evaluate(() => {
            const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
            const boxes = [...document.querySelectorAll('input[type="search"]')].filter(shown).length;
            const box = document.querySelector('#search-q')?.getBoundingClientRect();
            const button = document.querySelector('.search-form button')?.getBoundingClientRect();
            // The results line up with the count above them (the page's rich text indents its own lists), each
            // title at the top of its item, under its line.
            const count = document.querySelector('.search-count')!.getBoundingClientRect();
            const results = [...document.querySelectorAll('.search-result')].map((item) => ({
              left: item.getBoundingClientRect().left - count.left,
              title: item.querySelector('.search-result__title')!.getBoundingClientRect().top - item.getBoundingClientRect().top,
            }));
            return {
              boxes,
              wrapped: !box || !button || button.top >= box.bottom,
              indented: results.filter((result) => Math.abs(result.left) > 1).length,
              lowTitles: results.filter((result) => result.title > 32).length,
            };
          });
          if (layout.boxes !== 1) problems.push(`${path} at ${width}: ${layout.boxes} search boxes`);
          if (layout.indented) problems.push(`${path} at ${width}: ${layout.indented} results indented from the count`);
          if (layout.lowTitles) problems.push(`${path} at ${width}: ${layout.lowTitles} titles far below their result's line`);
          if (width === 1280 && layout.wrapped) problems.push(`${path} at 1280: the button wraps under the box`);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('vnu finds no error on results, their second page, nothing matched, the empty form and a 400', async () => {
    const first = await (await fetch(`${baseUrl()}/search/?q=media`, { headers: { 'user-agent': PERSON } })).text();
    const more = /<p class="search-more"><a href="([^"]+)"/.exec(first)?.[1]?.replaceAll('&amp;', '&');
    expect(more, 'a search for "media" has a second page').toBeDefined();
    const pages: [string, number][] = [
      ['/search/?q=media', 200],
      [more!, 200],
      ['/search/?q=zzqxnothing', 200],
      ['/search/', 200],
      [`/search/?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, 400],
    ];
    const dir = mkdtempSync(join(tmpdir(), 'masthead-search-vnu-'));
    const t = await browser.open({ viewport: { width: 1280, height: 900 } });
    const files: string[] = [];
    try {
      for (const [path, status] of pages) {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': PERSON } });
        expect(response.status, path).toBe(status);
        files.push(join(dir, `${files.length}-server.html`));
        writeFileSync(files.at(-1)!, await response.text());
        await t.page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
        await waitForHydration(t.page);
        files.push(join(dir, `${files.length}-hydrated.html`));
        writeFileSync(files.at(-1)!, `<!DOCTYPE html>${await t.page.evaluate(() => document.documentElement.outerHTML)}`);
      }
      expect(vnuErrors(files)).toEqual([]);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('the header form, by keyboard, navigates without a new document and announces the count', async () => {
    const t = await browser.open({ viewport: { width: 390, height: 800 } });
    try {
      await gotoHydrated(t.page, '/');
      const loads = t.documentLoads.length;
      // Seen, not only heard: the box says what it is for.
      expect(await t.page.locator('#site-search-q').getAttribute('placeholder')).toBe('Search');
      await t.page.locator('#site-search-q').focus();
      await t.page.keyboard.type('podcast');
      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(/\/search\/\?q=podcast$/);
      await expect.poll(() => t.page.title()).toMatch(/^Search: \d+ results? - /);
      expect(await t.page.locator('.search-count[role="status"]').textContent()).toMatch(/results? for “podcast”/);
      expect(await t.page.locator('.search-result mark').count()).toBeGreaterThan(0);
      expect(t.documentLoads.length).toBe(loads);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('works as a plain GET form without script', async () => {
    const t = await browser.open({ javaScriptEnabled: false });
    try {
      await t.page.goto(`${baseUrl()}/`);
      await t.page.fill('#site-search-q', 'gardening');
      await t.page.press('#site-search-q', 'Enter');
      await t.page.waitForURL(/\/search\/\?q=gardening$/);
      expect(await t.page.locator('.search-count').textContent()).toContain('“gardening”');
    } finally {
      await t.close();
    }
  }, 60_000);
});
