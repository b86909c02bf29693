/**
 * Version skew: a reader holding a page of build 1 keeps working after build 2
 * goes live. The client is built a second time (a new release label, so new
 * chunk hashes and a new build id) while the page of build 1 stays open; the
 * next navigation either continues in place or reloads once into build 2.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmCommand } from '../../scripts/lib/run-bin.ts';
import { baseUrl, gotoHydrated, h1Text, sentState, setMarker, type TestPage, testBrowser, waitForHydration } from './browser';

const ROOT = resolve(import.meta.dirname, '../..');

function buildClient(release: string): void {
  // NODE_ENV is 'test' inside vitest: the client build must still be React's production build.
  execFileSync(...npmCommand(['run', 'build:client', '--silent']), {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production', MASTHEAD_RELEASE: release },
  });
}

async function liveBuildId(): Promise<string> {
  return ((await (await fetch(`${baseUrl()}/_app/builds/latest.json?${Date.now()}`)).json()) as { id: string }).id;
}

/** What the page loaded and logged, for a failure's message. */
function story(t: TestPage): string {
  return `document loads: ${t.documentLoads.join(', ')}\nconsole: ${t.messages.map((m) => `${m.type}: ${m.text}`).join('\n')}`;
}

/**
 * Waits until no document load has started for a second, then for that
 * document to hydrate: a reload set off by a failed chunk comes a moment after
 * the navigation, and the old document still looks hydrated until it does.
 */
async function settle(t: TestPage): Promise<void> {
  let loads = -1;
  let since = Date.now();
  while (Date.now() - since < 1_000) {
    if (t.documentLoads.length !== loads) [loads, since] = [t.documentLoads.length, Date.now()];
    await new Promise((done) => setTimeout(done, 100));
  }
  await waitForHydration(t.page);
}

const browser = testBrowser();
afterAll(() => {
  // Leave the tree as the rest of the suite expects it.
  buildClient('local');
});

describe('version skew', () => {
  it('a page of build 1 keeps working after build 2 is live', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/news/');
      const first = await liveBuildId();
      expect((await sentState(t.page)).buildId).toBe(first);
      await setMarker(t.page);

      buildClient(`skew-${Date.now()}`);
      await expect.poll(liveBuildId, { timeout: 30_000, interval: 250 }).not.toBe(first);
      const second = await liveBuildId();
      // The worker serves pages of build 2 as well (it was rebuilt with the new build info).
      await expect
        .poll(
          async () =>
            (await (await fetch(`${baseUrl()}/jobs/`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' } })).text()).includes(
              `"buildId":"${second}"`,
            ),
          { timeout: 30_000, interval: 250 },
        )
        .toBe(true);

      // The reader, still on build 1, goes on.
      await t.page
        .locator('header nav a', { hasText: /^Jobs$/ })
        .first()
        .click();
      await t.page.waitForURL((url) => url.pathname === '/jobs/', { timeout: 30_000 });
      // A chunk of build 1 that build 2 removed fails a moment after the URL changed and reloads the page.
      await settle(t);
      await expect.poll(() => h1Text(t.page), { timeout: 30_000 }).not.toBe('');
      expect(await t.page.locator('.error-page').count()).toBe(0);
      // Either the navigation stayed in build 1's app, or the page reloaded once into build 2.
      const reloads = t.documentLoads.length - 1;
      expect(reloads, story(t)).toBeLessThanOrEqual(1);
      if (reloads === 1) {
        expect((await sentState(t.page)).buildId).toBe(second);
      } else {
        expect(await t.page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBeDefined();
      }
      // And it keeps navigating.
      await t.page
        .locator('header nav a', { hasText: /^News$/ })
        .first()
        .click();
      await t.page.waitForURL((url) => url.pathname === '/news/', { timeout: 30_000 });
      await settle(t);
      await expect.poll(() => h1Text(t.page), { timeout: 30_000 }).not.toBe('');
      expect(t.documentLoads.length - 1, story(t)).toBeLessThanOrEqual(1);
    } finally {
      await t.close();
    }
  }, 180_000);
});
