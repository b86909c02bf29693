/**
 * The legacy table in KV (worker/pipeline/legacy-lookup.ts): its index
 * (contract/legacy-index.ts) lets a path the table does not know pass with
 * no KV read, a known path is read and memoised, a namespace without an index
 * is read key by key, and bad values are read and skipped (never a header or
 * an open redirect).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LEGACY_INDEX_KEY, legacyKvEntries } from '../../contract/legacy-index';
import redirects from '../../redirects.json';
import { LegacyTable } from '../../worker/pipeline/legacy-lookup';
import { getWith } from '../helpers/site-with';

/** The real namespace, counting the keys read; `withoutIndex` hides the index, as a namespace seeded before it. */
function countingKv(options: { withoutIndex?: boolean } = {}) {
  const read: string[] = [];
  const kv = new Proxy(env.REDIRECTS, {
    get(target, property) {
      if (property === 'get')
        return (key: string) => {
          read.push(key);
          return options.withoutIndex && key === LEGACY_INDEX_KEY ? Promise.resolve(null) : target.get(key);
        };
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { kv, read };
}

describe('bad values in the redirect table', () => {
  it('are read and skipped: CR/LF, NUL, U+2028, another scheme, a loop', async () => {
    const bad = {
      '/bad-crlf': '/contact/\r\nSet-Cookie: a=b',
      '/bad-nul': '/contact/\u0000',
      '/bad-ls': '/contact/\u2028',
      '/bad-js': 'javascript:alert(1)',
      '/bad-proto': '//evil.example/',
      '/loop-a': '/loop-b/',
      '/loop-b': '/loop-a/',
    };
    const table = { ...redirects, ...bad };
    await Promise.all(legacyKvEntries(table).map(({ key, value }) => env.REDIRECTS.put(key, value)));
    const { kv, read } = countingKv();
    try {
      for (const path of Object.keys(bad)) {
        const response = await getWith({ REDIRECTS: kv as never }, `${path}/`);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('location'), path).toBeNull();
        expect(response.headers.get('set-cookie')).toBeNull();
        // Read, so skipped for its value, not unseen for want of an index entry.
        expect(read, path).toContain(path);
      }
    } finally {
      await Promise.all(Object.keys(bad).map((key) => env.REDIRECTS.delete(key)));
      await Promise.all(legacyKvEntries(redirects).map(({ key, value }) => env.REDIRECTS.put(key, value)));
    }
  });
});

describe('the index', () => {
  // Each test reads through a table of a new isolate's: nothing is memoised for it yet.
  const report = () => undefined;
  const keep = () => undefined;
  const known = Object.entries(redirects)[0]!;

  it('passes a path the table does not know with one index read for any number of paths', async () => {
    const { kv, read } = countingKv();
    const table = new LegacyTable(Date.now);
    for (let i = 0; i < 50; i++) expect(await table.lookup(kv, `/archive/article-${i}`, report, keep)).toBeNull();
    expect(read).toEqual([LEGACY_INDEX_KEY]);
  });

  it('reads a known key once, then answers it from memory', async () => {
    const { kv, read } = countingKv();
    const table = new LegacyTable(Date.now);
    expect(await table.lookup(kv, known[0], report, keep)).toBe(known[1]);
    expect(await table.lookup(kv, known[0], report, keep)).toBe(known[1]);
    expect(read).toEqual([LEGACY_INDEX_KEY, known[0]]);
  });

  it('without an index, reads every key as before', async () => {
    const { kv, read } = countingKv({ withoutIndex: true });
    const table = new LegacyTable(Date.now);
    expect(await table.lookup(kv, '/archive/one', report, keep)).toBeNull();
    expect(await table.lookup(kv, '/archive/two', report, keep)).toBeNull();
    expect(await table.lookup(kv, known[0], report, keep)).toBe(known[1]);
    expect(read).toEqual([LEGACY_INDEX_KEY, '/archive/one', '/archive/two', known[0]]);
  });

  it('lists every key of the table, and only them', () => {
    const index = legacyKvEntries(redirects).find((entry) => entry.key === LEGACY_INDEX_KEY)!;
    expect(JSON.parse(index.value)).toEqual(Object.keys(redirects).sort());
  });
});
