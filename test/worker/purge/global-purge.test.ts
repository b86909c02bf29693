/**
 * Global purge through the zone purge API, against the reference CMS's
 * stand-in for that API (cms/server/cf-api-stub.ts): the switch, batching
 * within the API's limits, the bearer token, the Cache-Tag header, and every
 * failure (rate limit, error, timeout, network) as a result, never a throw.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { globalPurgeConfig } from '../../../worker/env';
import {
  cacheTagHeader,
  MAX_ITEMS_PER_CALL,
  MAX_TAG_HEADER_BYTES,
  MAX_TAG_LENGTH,
  normaliseTag,
  purgeEverywhere,
} from '../../../worker/purge/global-purge';

const CMS = 'http://127.0.0.1:8788';
const ZONE = '0123456789abcdef0123456789abcdef';
const TOKEN = 'test-purge-token';

interface Recorded {
  zone: string;
  authorization: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
}

/** A fresh env object per test: the settings are remembered per env object. */
function zoneEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { GLOBAL_PURGE: 'zone', CF_ZONE_ID: ZONE, CF_API_TOKEN: TOKEN, CF_API_BASE: `${CMS}/__cf/client/v4/`, ...extra };
}

async function recorded(): Promise<Recorded[]> {
  return ((await (await fetch(`${CMS}/__cf/requests`)).json()) as { requests: Recorded[] }).requests;
}

async function behave(behaviour: Record<string, number>): Promise<void> {
  const response = await fetch(`${CMS}/__cf/behaviour`, {
    method: 'POST',
    body: JSON.stringify(behaviour),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
}

beforeEach(async () => {
  await fetch(`${CMS}/__cf/requests`, { method: 'DELETE' });
});

describe('global purge settings', () => {
  it('is off unless switched on, and then sends nothing', async () => {
    expect(globalPurgeConfig({})).toEqual({ ok: true, settings: { mode: 'off' } });
    const result = await purgeEverywhere({ tags: ['site'], everything: true }, { env: { GLOBAL_PURGE: 'off', CF_API_BASE: 'not a url' } });
    expect(result).toMatchObject({ mode: 'off', ok: true, calls: [] });
    expect(await recorded()).toEqual([]);
  });

  it('reports a zone switch without its zone id or token as a failed result, not a throw', async () => {
    for (const env of [
      { GLOBAL_PURGE: 'zone', CF_API_TOKEN: TOKEN },
      { GLOBAL_PURGE: 'zone', CF_ZONE_ID: ZONE },
      zoneEnv({ CF_ZONE_ID: 'zone-name' }),
      { GLOBAL_PURGE: 'everywhere' },
    ]) {
      const result = await purgeEverywhere({ tags: ['site'] }, { env });
      expect(result.ok).toBe(false);
      expect(result.calls).toEqual([]);
      expect(result.error).toMatch(/misconfigured/);
    }
    expect((await purgeEverywhere({ tags: ['site'] }, { env: { GLOBAL_PURGE: 'zone', CF_ZONE_ID: ZONE } })).error).toContain(
      'CF_API_TOKEN',
    );
    expect(await recorded()).toEqual([]);
  });

  it('defaults to the Cloudflare API base and a 3 s deadline', () => {
    expect(globalPurgeConfig({ GLOBAL_PURGE: 'zone', CF_ZONE_ID: ZONE, CF_API_TOKEN: TOKEN })).toEqual({
      ok: true,
      settings: { mode: 'zone', apiBase: 'https://api.cloudflare.com/client/v4', zoneId: ZONE, apiToken: TOKEN, timeoutMs: 3000 },
    });
  });
});

describe('Cache-Tag header', () => {
  it('joins normalised tags with commas, without repeats', () => {
    expect(cacheTagHeader(['site', 'path:/news/', 'Path:/News/', 'seo:sitemap', '', 'site'])).toBe('site,path:/news/,seo:sitemap');
    expect(cacheTagHeader([])).toBe('');
  });

  it('encodes what a tag may not hold (space, comma, %, non-ASCII) so tags stay distinct and valid', () => {
    expect(normaliseTag('path:/a b,c%d/')).toBe('path:/a%20b%2cc%25d/');
    expect(normaliseTag('path:/café/')).toBe('path:/caf%c3%a9/');
    expect(normaliseTag('path:/a,b/')).not.toBe(normaliseTag('path:/a%2Cb/'));
    for (const tag of ['path:/a b,c%d/', 'path:/café/', 'x'.repeat(5000)]) expect(normaliseTag(tag)!).toMatch(/^[!-+\--~]+$/);
  });

  it('names a tag over 1024 characters by its hash, the same in the header and the purge call', async () => {
    const long = `path:/${'a'.repeat(MAX_TAG_LENGTH)}/`;
    const named = normaliseTag(long)!;
    expect(named).toMatch(/^h:[0-9a-f]{16}$/);
    expect(normaliseTag(`path:/${'a'.repeat(MAX_TAG_LENGTH)}/`)).toBe(named);
    expect(normaliseTag(`path:/${'b'.repeat(MAX_TAG_LENGTH)}/`)).not.toBe(named);
    expect(cacheTagHeader(['site', long])).toBe(`site,${named}`);
    const result = await purgeEverywhere({ tags: [long] }, { env: zoneEnv() });
    expect(result.ok).toBe(true);
    expect((await recorded())[0]!.body).toEqual({ tags: [named] });
  });

  it('stays within 16 KB and 1000 tags, keeping the first tags given', () => {
    const many = Array.from({ length: 3000 }, (_, index) => `path:/news/article-number-${index}/`);
    const header = cacheTagHeader(['site', ...many]);
    expect(header.length).toBeLessThanOrEqual(MAX_TAG_HEADER_BYTES);
    expect(header.startsWith('site,path:/news/article-number-0/,')).toBe(true);
    const short = cacheTagHeader(Array.from({ length: 1500 }, (_, index) => `t${index}`));
    expect(short.split(',')).toHaveLength(1000);
  });

  it('is accepted on a response stored with cache.put', async () => {
    const key = 'https://www.immediate.co.uk/__cache/test/global-purge-tag';
    await caches.default.put(
      key,
      new Response('stored', { headers: { 'cache-control': 'public, max-age=60', 'cache-tag': cacheTagHeader(['site', 'path:/news/']) } }),
    );
    expect(await (await caches.default.match(key))?.text()).toBe('stored');
    await caches.default.delete(key);
  });
});

describe('purgeEverywhere', () => {
  it('sends tags, URLs and prefixes in batches of at most 30, one kind per call, with the bearer token', async () => {
    const tags = Array.from({ length: 65 }, (_, index) => `path:/news/story-${index}/`);
    const urls = Array.from({ length: 40 }, (_, index) => `https://www.immediate.co.uk/__cache/v3/nodes/story-${index}#frag`);
    const result = await purgeEverywhere(
      { tags: [...tags, 'PATH:/news/story-0/'], urls, prefixes: ['https://www.immediate.co.uk/__page/', 'www.immediate.co.uk/__cache/'] },
      { env: zoneEnv() },
    );
    expect(result.ok).toBe(true);
    expect(result.skipped).toEqual([]);
    expect(result.calls.map((entry) => [entry.kind, entry.items, entry.status])).toEqual([
      ['tags', 30, 200],
      ['tags', 30, 200],
      ['tags', 5, 200],
      ['files', 30, 200],
      ['files', 10, 200],
      ['prefixes', 2, 200],
    ]);
    for (const entry of result.calls) expect(entry.id).toMatch(/^[0-9a-f]{32}$/);
    const calls = await recorded();
    expect(calls).toHaveLength(6);
    for (const call of calls) {
      expect(call.zone).toBe(ZONE);
      expect(call.authorization).toBe(`Bearer ${TOKEN}`);
      expect(call.contentType).toBe('application/json');
      expect(Object.keys(call.body)).toHaveLength(1);
      expect((Object.values(call.body)[0] as string[]).length).toBeLessThanOrEqual(MAX_ITEMS_PER_CALL);
    }
    const sentTags = calls.flatMap((call) => (call.body.tags as string[] | undefined) ?? []);
    expect(sentTags.sort()).toEqual(tags.map((tag) => normaliseTag(tag)).sort());
    const sentFiles = calls.flatMap((call) => (call.body.files as string[] | undefined) ?? []);
    expect(sentFiles.sort()).toEqual(urls.map((url) => url.replace('#frag', '')).sort());
    expect(calls.find((call) => call.body.prefixes)!.body.prefixes).toEqual([
      'www.immediate.co.uk/__page/',
      'www.immediate.co.uk/__cache/',
    ]);
  });

  it('purges everything in one call when asked, whatever else is named', async () => {
    const result = await purgeEverywhere({ everything: true, tags: ['site'], urls: ['https://www.immediate.co.uk/'] }, { env: zoneEnv() });
    expect(result).toMatchObject({ ok: true, calls: [{ kind: 'purge_everything', ok: true, status: 200 }] });
    expect((await recorded()).map((call) => call.body)).toEqual([{ purge_everything: true }]);
  });

  it('sends nothing for nothing, and skips what the API cannot take', async () => {
    expect(await purgeEverywhere({}, { env: zoneEnv() })).toMatchObject({ ok: true, calls: [], skipped: [] });
    const result = await purgeEverywhere(
      { urls: ['/news/', 'ftp://x.example/'], prefixes: ['www.immediate.co.uk/news?page=2'] },
      { env: zoneEnv() },
    );
    expect(result).toMatchObject({ ok: true, calls: [], skipped: ['/news/', 'ftp://x.example/', 'www.immediate.co.uk/news?page=2'] });
    expect(await recorded()).toEqual([]);
  });

  it('reports a rate limit with its Retry-After, and the calls that did go through', async () => {
    await behave({ failWith: 429, failFrom: 1, retryAfter: 12 });
    const tags = Array.from({ length: 31 }, (_, index) => `t${index}`);
    const result = await purgeEverywhere({ tags }, { env: zoneEnv() });
    expect(result.ok).toBe(false);
    const byStatus = result.calls.map((entry) => entry.status).sort();
    expect(byStatus).toEqual([200, 429]);
    const limited = result.calls.find((entry) => entry.status === 429)!;
    expect(limited).toMatchObject({ ok: false, failure: 'rate-limited', retryAfterSeconds: 12 });
    expect(limited.message).toContain('971');
  });

  it('reports an API error and a refused token as rejected', async () => {
    await behave({ failWith: 500 });
    const failed = await purgeEverywhere({ tags: ['site'] }, { env: zoneEnv() });
    expect(failed).toMatchObject({ ok: false, calls: [{ ok: false, status: 500, failure: 'rejected' }] });
    await fetch(`${CMS}/__cf/requests`, { method: 'DELETE' });
    const refused = await purgeEverywhere(
      { tags: ['site'] },
      { env: zoneEnv(), fetch: (input, init) => fetch(input, { ...init, headers: { 'content-type': 'application/json' } }) },
    );
    expect(refused).toMatchObject({
      ok: false,
      calls: [{ ok: false, status: 403, failure: 'rejected', message: '10000: Authentication error' }],
    });
  });

  it('gives up at its deadline with a timeout result', async () => {
    // The API would answer long after the test ends: a result at all is the purge's own deadline.
    await behave({ delayMs: 30_000 });
    const started = Date.now();
    const result = await purgeEverywhere(
      { tags: ['site'], urls: ['https://www.immediate.co.uk/news/'] },
      { env: zoneEnv({ GLOBAL_PURGE_TIMEOUT_MS: '250' }) },
    );
    // Not before it either: a timer never fires early, however fast or slow the machine.
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(result.ok).toBe(false);
    expect(result.calls.map((entry) => [entry.kind, entry.failure, entry.status])).toEqual([
      ['tags', 'timeout', null],
      ['files', 'timeout', null],
    ]);
  });

  it('turns a network failure, or a fetch that throws outright, into a result', async () => {
    const network = await purgeEverywhere(
      { tags: ['site'] },
      { env: zoneEnv(), fetch: () => Promise.reject(new TypeError('connection refused')) },
    );
    expect(network).toMatchObject({ ok: false, calls: [{ ok: false, status: null, failure: 'network', message: 'connection refused' }] });
    const broken = await purgeEverywhere(
      { tags: ['site'] },
      {
        env: zoneEnv(),
        fetch: () => {
          throw new Error('boom');
        },
      },
    );
    expect(broken).toMatchObject({ ok: false, calls: [{ ok: false, failure: 'network', message: 'boom' }] });
    const garbage = await purgeEverywhere(
      { tags: ['site'] },
      { env: zoneEnv(), fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }) },
    );
    expect(garbage).toMatchObject({
      ok: false,
      calls: [{ ok: false, status: 502, failure: 'rejected', message: 'purge API answered 502 without a valid body' }],
    });
    expect(await recorded()).toEqual([]);
  });
});
