/**
 * What a person's browser gets, checked with real tools: every page type is
 * valid HTML (vnu), hostile CMS content runs no script in Chromium, and the
 * JavaScript a first visit loads stays within budget.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage } from './browser';

const ROOT = resolve(import.meta.dirname, '../..');
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const FIRST_LOAD_JS_BUDGET = 72 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function firstJobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/jobs/`, { headers: { 'user-agent': PERSON } })).text();
  return /href="(\/jobs\/[a-z0-9-]+)"/.exec(html)![1]!;
}

/** One page of every type the site renders. */
async function pageTypes(): Promise<Record<string, string>> {
  return {
    home: '/',
    brand: '/our-brands/goodfood/',
    brands: '/our-brands/',
    article: '/long-read-the-future-of-specialist-media/',
    duplicate: '/goodfood-wins-magazine-of-the-year-2/',
    news: '/news/',
    jobs: '/jobs/',
    job: await firstJobPath(),
    policy: '/modern-slavery-and-human-trafficking-statement/',
    privacy: '/privacy/who-are-we/our-titles/',
    noindex: '/privacy-policy-single-page/',
    contact: '/contact/',
    table: '/test-table/',
    carousel: '/imd-225-carousel/',
    minimal: '/terms-and-conditions/',
    notFound: '/no-such-page/',
    jobError: '/jobs/no-such-job',
  };
}

describe('HTML validity', () => {
  it('every page type validates with vnu (0 errors)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'masthead-vnu-'));
    const files: string[] = [];
    for (const [name, path] of Object.entries(await pageTypes())) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': PERSON } });
      expect([200, 404], `${path} status`).toContain(response.status);
      const file = join(dir, `${name}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    let output = '';
    try {
      execFileSync('java', ['-jar', join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar'), '--errors-only', '--format', 'json', ...files], { stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    const messages = output ? (JSON.parse(output) as { messages: { url: string; message: string }[] }).messages : [];
    expect(messages.map((message) => `${message.url.split('/').pop()}: ${message.message}`)).toEqual([]);
  }, 120_000);
});

describe('hostile CMS content', () => {
  it('runs no script in Chromium', async () => {
    const cms = inject('cmsUrl');
    await fetch(`${cms}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paths: ['/nodes'], match: 'imd-228-test', hostileContent: true }) });
    const t = await openPage(browser);
    try {
      let dialogs = 0;
      t.page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      // A page no other test renders, so the rendered-page cache has no clean copy of it.
      await gotoHydrated(t.page, '/imd-228-test/');
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
  it(`loads at most 72 KB of JavaScript (gzip) to hydrate the home page`, async () => {
    const t = await openPage(browser);
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
        return performance.getEntriesByType('resource')
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
