/**
 * Test setup inside workerd. The test files share one runtime (vitest.config.ts: starting one per file cost
 * about ten seconds a file), so each file starts from what a new runtime would hold: no KV entry but the legacy
 * table, seeded from redirects.json (as `npm run kv:seed` does); a new site version, so nothing any file cached
 * before (Cache API, memory, held pages) is served; the CMS without edits, archive override or faults. Each case
 * starts with the CMS's fault switches reset and its breakers closed, and an unexpected console.error or
 * console.warn fails the test.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { legacyKvEntries } from '../../contract/legacy-index';
import redirects from '../../redirects.json';
import { cms } from './cms';
import { recordPurge, siteIsolate } from './isolate';

let unexpected: string[] = [];

beforeAll(async () => {
  await Promise.all([cms.clearEdits(), cms.clearArchive(), cms.reset()]);
  for (const kv of [env.REDIRECTS, env.SITE_STATE]) await emptied(kv);
  await Promise.all(legacyKvEntries(redirects).map(({ key, value }) => env.REDIRECTS.put(key, value)));
  await recordPurge(env.SITE_STATE, { everything: true }, 0);
});

async function emptied(kv: KVNamespace): Promise<void> {
  for (let cursor: string | undefined; ; ) {
    const page = await kv.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map(({ name }) => kv.delete(name)));
    if (page.list_complete) return;
    cursor = page.cursor;
  }
}

beforeEach(async () => {
  unexpected = [];
  await cms.reset();
  // Each case starts with the CMS trusted: a breaker a case before opened would shed this one's reads.
  siteIsolate.breakers.clear();
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  const seen = unexpected;
  vi.restoreAllMocks();
  if (seen.length && !expectedConsole) throw new Error(`unexpected console output:\n${seen.join('\n')}`);
  expectedConsole = false;
});

let expectedConsole = false;

/** Call in a test that expects console.error/warn output. */
export function expectConsoleOutput(): void {
  expectedConsole = true;
}
