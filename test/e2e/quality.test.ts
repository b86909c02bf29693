/**
 * What a person's browser gets: hostile CMS content runs no script in
 * Chromium, and the JavaScript a first visit loads stays within budget.
 * (Every page's validity is checked in every-route.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';

const ROOT = resolve(import.meta.dirname, '../..');
const _PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
// 73 KB since the header learnt to fold menu items that do not fit (menu-fit.ts, about 0.4 KB gzip).
const FIRST_LOAD_JS_BUDGET = 73 * 1024;
/**
 * A page no other test renders, so neither the rendered-page cache nor the
 * content cache has a clean copy of it: a duplicate story, which is in
 * neither the sitemap nor robots.txt (every-route.test.ts loads those).
 */
const HOSTILE_SLUG = 'immediate-appoints-chief-digital-officer-3';

const browser = testBrowser();

describe('hostile CMS content', () => {
  it('runs no script in Chromium', async () => {
    const cms = inject('cmsUrl');
    await fetch(`${cms}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['/nodes'], match: HOSTILE_SLUG, hostileContent: true }),
    });
    const t = await browser.open();
    try {
      let dialogs = 0;
      t.page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await gotoHydrated(t.page, `/${HOSTILE_SLUG}/`);
      await expect.poll(() => t.page.locator('h2', { hasText: 'Breakout' }).count()).toBeGreaterThan(0);
      for (const label of ['js link', 'mixed case', 'entity', 'Click']) {
        const link = t.page.getByRole('link', { name: label, exact: true });
        if (await link.count()) expect(await link.first().getAttribute('href'), label).not.toMatch(/^\s*javascript:/i);
      }
      await t.page.waitForTimeout(300);
      expect(await t.page.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await t.page.locator('#app iframe, #app script, #app math, #app svg script').count()).toBe(0);
      expect(dialogs).toBe(0);
    } finally {
      await t.close();
      await fetch(`${cms}/__faults`, { method: 'DELETE' });
    }
  });
});

describe('first load', () => {
  // What hydrates the page: scripts requested before `html[data-hydrated]`, without island chunks (each
  // island hydrates on its own when its chunk arrives). The router and renderers load later, when idle.
  it(`loads at most 73 KB of JavaScript (gzip) to hydrate the home page`, async () => {
    const t = await browser.open();
    try {
      // The moment hydration ends, in the page's own clock, to compare with each script's start time.
      await t.page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.dataset.hydrated) return;
          (window as Window & { hydratedAt?: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      await gotoHydrated(t.page, '/');
      await t.page.waitForLoadState('networkidle');
      const paths = await t.page.evaluate(() => {
        const hydratedAt = (window as Window & { hydratedAt?: number }).hydratedAt;
        if (hydratedAt === undefined) throw new Error('the moment of hydration was not recorded');
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname);
      });
      const scripts = new Set(paths.filter((path) => !/\/chunks\/carousel-/.test(path)));
      expect(scripts.size).toBeGreaterThan(0);
      const sizes = [...scripts].map((path) => gzipSync(readFileSync(join(ROOT, 'assets', path)), { level: 9 }).length);
      const total = sizes.reduce((sum, size) => sum + size, 0);
      console.log(`home first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} file(s)`);
      expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    } finally {
      await t.close();
    }
  });
});
