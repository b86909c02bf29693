/**
 * Accessibility in Chromium: axe-core finds no violation on the main page
 * types at desktop and mobile widths, and a keyboard alone reaches every link
 * and the mobile menu.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations;
  });
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

const PAGES = ['/', '/our-brands/goodfood/', '/long-read-the-future-of-specialist-media/', '/jobs/', '/modern-slavery-and-human-trafficking-statement/', '/no-such-page/'];

describe('axe-core', () => {
  for (const width of [1280, 390]) {
    it(`finds no violations at ${width} px`, async () => {
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const t = await openPage(browser, { viewport: { width, height: 900 }, bypassCSP: true });
      try {
        const problems: string[] = [];
        for (const path of PAGES) {
          await gotoHydrated(t.page, path);
          for (const violation of await axe(t.page)) problems.push(`${path}: ${violation}`);
        }
        // And a job detail page, reached from the jobs list.
        await gotoHydrated(t.page, '/jobs/');
        const jobHref = await t.page.locator('a[href^="/jobs/"]:not([href="/jobs/"])').first().getAttribute('href');
        await gotoHydrated(t.page, jobHref!);
        for (const violation of await axe(t.page)) problems.push(`${jobHref}: ${violation}`);
        expect(problems).toEqual([]);
      } finally {
        await t.close();
      }
    }, 90_000);
  }
});

describe('keyboard', () => {
  it('reaches every link of the page with Tab, starting with the skip link', async () => {
    const t = await openPage(browser);
    try {
      await gotoHydrated(t.page, '/');
      const links = await t.page.locator('a[href]:visible').count();
      const reached = new Set<string>();
      await t.page.keyboard.press('Tab');
      const first = await t.page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(first).toMatch(/skip to content/i);
      for (let i = 0; i < links + 40; i++) {
        const id = await t.page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          if (!active || active === document.body) return null;
          const all = [...document.querySelectorAll('a[href], button')];
          return `${active.tagName}:${all.indexOf(active)}`;
        });
        if (id) reached.add(id);
        await t.page.keyboard.press('Tab');
      }
      const linkCount = [...reached].filter((id) => id.startsWith('A:')).length;
      expect(linkCount).toBeGreaterThanOrEqual(links);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('opens and closes the mobile menu with the keyboard and reaches its links', async () => {
    const t = await openPage(browser, { viewport: { width: 390, height: 800 } });
    try {
      await gotoHydrated(t.page, '/');
      const button = t.page.locator('header button[aria-controls]');
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.focus();
      await t.page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await t.page.keyboard.press('Tab');
      const focused = await t.page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'));
      expect(focused).toBe('/who-we-are/');
      await t.page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await t.page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBeTruthy();
    } finally {
      await t.close();
    }
  }, 60_000);
});
