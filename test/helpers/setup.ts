/**
 * Test setup inside workerd: the legacy table is seeded into KV from
 * redirects.json (as `npm run kv:seed` does), the CMS's fault switches are
 * reset, and an unexpected console.error or console.warn fails the test.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { legacyKvEntries } from '../../contract/legacy-index';
import redirects from '../../redirects.json';
import { cms } from './cms';
import { siteIsolate } from './isolate';

let unexpected: string[] = [];

beforeAll(async () => {
  await Promise.all(legacyKvEntries(redirects).map(({ key, value }) => env.REDIRECTS.put(key, value)));
});

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
