/**
 * Search in Chromium: axe finds nothing on the results and nothing-matched pages at 1280 and 390 px; the header's
 * form, used with the keyboard alone, is a client navigation with script (no new document, the count announced in
 * the title) and a plain GET form without it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, testBrowser, waitForHydration } from './browser';

const browser = testBrowser();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('search', () => {
  it('axe finds no violation on results and on nothing matched, at 1280 and 390 px', async () => {
    const t = await browser.open({ viewport: { width: 1280, height: 900 } });
    await t.context.addInitScript({ content: axeSource });
    try {
      const problems: string[] = [];
      for (const path of ['/search/?q=podcast', '/search/?q=zzqxnothing', '/search/']) {
        await t.page.setViewportSize({ width: 1280, height: 900 });
        await t.page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
        await waitForHydration(t.page);
        for (const width of [1280, 390]) {
          await t.page.setViewportSize({ width, height: 900 });
          const violations = await t.page.evaluate(async (tags) => {
            const axe = (
              window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string }[] }> } }
            ).axe;
            return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
          }, AXE_TAGS);
          problems.push(...violations.map((violation) => `${path} at ${width}: ${violation.id}`));
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('the header form, by keyboard, navigates without a new document and announces the count', async () => {
    const t = await browser.open({ viewport: { width: 390, height: 800 } });
    try {
      await gotoHydrated(t.page, '/');
      const loads = t.documentLoads.length;
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
