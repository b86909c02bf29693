/**
 * Workers Cache (worker/cache/workers-cache.ts): with `WORKERS_CACHE=on` and a
 * runtime that has `ctx.cache` (a stand-in here: workerd has none locally),
 * complete public pages carry the edge's windows and their purge tags, and
 * nothing else may be kept by the edge; a publish purges the stand-in by tag.
 * The site runs behind the middleware as worker/index.ts should register it.
 */

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextLondonMidnight } from '../../../contract/london-day';
import { edgePageCacheControl, edgeTags } from '../../../worker/cache/cache-policy';
import { purgeWorkersCache, workersCacheHeaders, workersCacheOf } from '../../../worker/cache/workers-cache';
import type { AppEnv } from '../../../worker/context';
import site, { siteIsolate } from '../../../worker/index';
import { requestContext } from '../../../worker/request/request-context';
import { clockMs } from '../../helpers/clock';
import { cms } from '../../helpers/cms';
import { recordPurge } from '../../helpers/isolate';
import { ORIGIN, PERSON } from '../../helpers/site';

const app = new Hono<AppEnv>().use(requestContext(siteIsolate)).use(workersCacheHeaders()).route('/', site);

/** A stand-in for `ctx.cache`: records every purge call and answers as told. */
function standInCache(answer: (options: CachePurgeOptions) => Promise<CachePurgeResult> = async () => ({ success: true, errors: [] })) {
  const calls: CachePurgeOptions[] = [];
  const cache: CacheContext = {
    purge: (options) => {
      calls.push(options);
      return answer(options);
    },
    invalidate: (options) => answer(options),
  };
  return { cache, calls };
}

async function get(path: string, options: { bindings?: Record<string, string>; cache?: CacheContext | null } = {}) {
  const ctx = createExecutionContext();
  if (options.cache !== null) Object.defineProperty(ctx, 'cache', { value: options.cache ?? standInCache().cache });
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers: { 'user-agent': PERSON } }),
    { ...env, WORKERS_CACHE: 'on', ...options.bindings } as Env,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const edge = (response: Response) => response.headers.get('cloudflare-cdn-cache-control');

beforeEach(async () => {
  await cms.reset();
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

describe("the edge's windows", () => {
  const windows = { fresh: 30, stale: 300, error: 86_400 };
  const midnight = Date.parse('2026-11-25T00:00:00Z'); // London is on GMT in November

  it('are the configured ones early in the day', () => {
    expect(edgePageCacheControl(windows, midnight - 12 * 3_600_000)).toBe('max-age=30, stale-while-revalidate=300, stale-if-error=43200');
    expect(edgePageCacheControl(windows, midnight + 1000)).toBe('max-age=30, stale-while-revalidate=300, stale-if-error=86399');
  });

  it("end by London's next midnight, in summer time too", () => {
    expect(edgePageCacheControl(windows, midnight - 600_000)).toBe('max-age=30, stale-while-revalidate=300, stale-if-error=600');
    expect(edgePageCacheControl(windows, midnight - 20_000)).toBe('max-age=20, stale-while-revalidate=20, stale-if-error=20');
    const summerMidnight = Date.parse('2026-07-01T23:00:00Z'); // BST: London's midnight is 23:00 UTC
    expect(edgePageCacheControl(windows, summerMidnight - 120_000)).toBe('max-age=30, stale-while-revalidate=120, stale-if-error=120');
  });
});

describe('a complete public page with Workers Cache on', () => {
  it("carries the edge's windows and its purge tags; browsers keep today's policy", async () => {
    // The page's data in the isolate's memory first (a data answer stores no page): the page then renders whole at
    // once, as in a warm isolate, instead of streaming while its nodes load (a streamed page is `no-cache`).
    expect((await get('/__data?path=/who-we-are/')).response.status).toBe(200);
    for (const round of ['rendered', 'from the page cache']) {
      const { response } = await get('/who-we-are/');
      expect(response.status, round).toBe(200);
      // The configured windows, none past London's next midnight (to within the second between the two clocks).
      const now = clockMs();
      const left = Math.floor((nextLondonMidnight(now) - now) / 1000);
      const windows = Object.fromEntries(
        edge(response)!
          .split(', ')
          .map((item) => item.split('=') as [string, string]),
      );
      expect(Object.keys(windows), round).toEqual(['max-age', 'stale-while-revalidate', 'stale-if-error']);
      for (const [name, configured] of [
        ['max-age', 30],
        ['stale-while-revalidate', 300],
        ['stale-if-error', 86_400],
      ] as const) {
        expect(Math.abs(Number(windows[name]) - Math.min(configured, left)), `${round}: ${name}`).toBeLessThanOrEqual(1);
      }
      expect(response.headers.get('cache-control'), round).toBe('public, max-age=30');
      const tags = response.headers.get('cache-tag')!.split(',');
      expect(tags, round).toEqual(expect.arrayContaining(['page:/who-we-are/', 'lookup:/who-we-are/', 'site', 'list:news', 'jobs']));
      expect(response.headers.get('cache-control'), round).not.toMatch(/s-maxage|must-revalidate|proxy-revalidate/);
    }
  });

  it("tags a job's page with the job, and a data answer with the page it is about", async () => {
    const { response: data } = await get('/__data?path=/who-we-are/');
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-tag')).toContain('page:/who-we-are/');
    expect(edgeTags('/jobs/team/editorial/')).toEqual(expect.arrayContaining(['page:/jobs/', 'lookup:/jobs/', 'jobs']));
  });

  it('changes nothing when the switch is off or the runtime has no ctx.cache (local, tests)', async () => {
    for (const options of [{ bindings: { WORKERS_CACHE: 'off' } }, { cache: null }]) {
      const { response } = await get('/who-we-are/', options);
      expect(response.status).toBe(200);
      expect(edge(response)).toBeNull();
      expect(response.headers.get('cache-tag')).toBeNull();
    }
  });
});

describe('responses the edge must never keep', () => {
  it('an error page for people', async () => {
    const { response } = await get('/no-such-page-at-all/');
    expect(response.status).toBe(404);
    expect(edge(response)).toBe('no-store');
    expect(response.headers.get('cache-tag')).toBeNull();
  });

  it.each([
    ['a page rendered without its content after a CMS failure', ['/nodes'], 200],
    ['the error page when the CMS fails', ['/nodes', '/paths', '/site'], 503],
  ] as const)('%s', async (_name, paths, status) => {
    await cms.faults({ paths: [...paths], status: 500 });
    const { response } = await get('/gender-pay/', { bindings: { CMS_API_BASE: `http://cms-${crypto.randomUUID()}.test` } });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(edge(response)).toBe('no-store');
    expect(response.headers.get('cache-tag')).toBeNull();
  });

  it('a preview, verified or refused, and the preview hand-off', async () => {
    const handoff = await get('/goodfood-wins-magazine-of-the-year/?preview=true&preview_id=2001&typeName=post');
    expect(handoff.response.status).toBe(302);
    expect(edge(handoff.response)).toBe('no-store');
    const generate = await fetch(handoff.response.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(generate.headers.get('location')!);
    const verified = await get(back.pathname + back.search);
    expect(verified.response.headers.get('cache-control')).toBe('private, no-store');
    expect(edge(verified.response)).toBe('no-store');
    expect(verified.response.headers.get('cache-tag')).toBeNull();
    const refused = await get(`/preview?preview_id=2001&post_type=post&token=not-a-token`);
    expect(refused.response.headers.get('cache-control')).toBe('private, no-store');
    expect(edge(refused.response)).toBe('no-store');
  });
});

describe('purging the Workers Cache', () => {
  it('purges tags normalised as Cache-Tag writes them, without repeats, in batches', async () => {
    const { cache, calls } = standInCache();
    const tags = Array.from({ length: 65 }, (_, index) => `page:/News-${index}/`);
    const result = await purgeWorkersCache(cache, { tags: [...tags, tags[0]!] });
    expect(result).toEqual({ ok: true, calls: 3, errors: [] });
    expect(calls.map((call) => call.tags?.length)).toEqual([30, 30, 5]);
    expect(calls[0]!.tags![0]).toBe('page:/news-0/');
  });

  it('purges everything with one call', async () => {
    const { cache, calls } = standInCache();
    expect((await purgeWorkersCache(cache, { everything: true })).ok).toBe(true);
    expect(calls).toEqual([{ purgeEverything: true }]);
  });

  it('reports a refusal, a throw and a hang without throwing', async () => {
    const refused = standInCache(async () => ({ success: false, errors: [{ code: 1134, message: 'rate limited' }] }));
    expect(await purgeWorkersCache(refused.cache, { tags: ['site'] })).toEqual({ ok: false, calls: 1, errors: ['1134: rate limited'] });
    const throwing = standInCache(async () => {
      throw new Error('no purge here');
    });
    expect((await purgeWorkersCache(throwing.cache, { tags: ['site'] })).errors).toEqual(['purge failed: no purge here']);
    const hanging = standInCache(() => new Promise(() => undefined));
    const result = await purgeWorkersCache(hanging.cache, { tags: ['site'] }, 20);
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatch(/timed out/);
  });

  it('does nothing without a Workers Cache, and only uses one whose switch is on', async () => {
    expect(await purgeWorkersCache(null, { everything: true })).toEqual({ ok: true, calls: 0, errors: [] });
    const { cache } = standInCache();
    expect(workersCacheOf({ WORKERS_CACHE: 'off' }, { cache })).toBeNull();
    expect(workersCacheOf({ WORKERS_CACHE: 'on' }, {})).toBeNull();
    expect(workersCacheOf({ WORKERS_CACHE: 'on' }, { cache })).toBe(cache);
  });
});
