/**
 * Media at the edge obey purges (worker/cache/workers-cache.ts, cache-policy.ts `edgeMediaTags`): with Workers
 * Cache on, a `/media/*` file keeps its own year-long Cache-Control for the edge and carries the `Cache-Tag` of its
 * path, `page:/media/…`, loaded from the CMS and served from this location's copy alike; a signed purge naming the
 * file (its path, or that tag) sends the same tag to the Workers Cache purge (`ctx.cache.purge`, a stand-in
 * here) and reloads this location's copy. A missing file is kept nowhere at the edge.
 */

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { signPurge } from '../../../contract/signing.server';
import { CACHE_CONTROL } from '../../../worker/cache/cache-control';
import { workersCacheHeaders } from '../../../worker/cache/workers-cache';
import type { AppEnv } from '../../../worker/context';
import site, { siteIsolate } from '../../../worker/index';
import { requestContext } from '../../../worker/request/request-context';
import { clockSeconds } from '../../helpers/clock';
import { cms } from '../../helpers/cms';
import { ORIGIN, PERSON } from '../../helpers/site';

const app = new Hono<AppEnv>().use(requestContext(siteIsolate)).use(workersCacheHeaders()).route('/', site);

/** A stand-in for `ctx.cache`: records every purge call. */
function standInCache() {
  const calls: CachePurgeOptions[] = [];
  const cache: CacheContext = {
    purge: async (options) => {
      calls.push(options);
      return { success: true, errors: [] };
    },
    invalidate: async () => ({ success: true, errors: [] }),
  };
  return { cache, calls };
}

async function send(path: string, cache: CacheContext, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  Object.defineProperty(ctx, 'cache', { value: cache });
  const headers = new Headers(init.headers);
  headers.set('user-agent', PERSON);
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers }),
    { ...env, WORKERS_CACHE: 'on' } as Env,
    ctx,
  );
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** A signed purge body, as the CMS sends it. */
async function purge(body: unknown, cache: CacheContext) {
  const text = JSON.stringify(body);
  const timestamp = String(clockSeconds());
  const signature = await signPurge(env.PURGE_SECRET, timestamp, text);
  return send('/__purge', cache, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', 'x-masthead-timestamp': timestamp, 'x-masthead-signature': signature },
  });
}

/** A media path nothing has cached yet (the CMS draws an SVG for any name). */
function freshMedia(): string {
  return `/media/card/edge-${crypto.randomUUID()}.svg`;
}

beforeEach(() => cms.reset());

describe('a media file with Workers Cache on', () => {
  it('keeps its own year for the edge and carries the tag of its path, loaded or from the cache', async () => {
    const path = freshMedia();
    const { cache } = standInCache();
    for (const round of ['loaded from the CMS', "from this location's copy"]) {
      const { response } = await send(path, cache);
      expect(response.status, round).toBe(200);
      expect(response.headers.get('cache-control'), round).toBe(CACHE_CONTROL.media);
      expect(response.headers.get('cloudflare-cdn-cache-control'), round).toBeNull();
      expect(response.headers.get('cache-tag'), round).toBe(`page:${path}`);
    }
    expect((await cms.counts())[path], 'one CMS call').toBe(1);
  });

  it.each([
    ['its path', (path: string) => ({ paths: [path] })],
    ['its tag', (path: string) => ({ tags: [`page:${path}`] })],
  ])('a purge naming %s purges that tag from the Workers Cache and reloads the file here', async (_name, bodyOf) => {
    const path = freshMedia();
    const { cache, calls } = standInCache();
    const { response } = await send(path, cache);
    const tag = response.headers.get('cache-tag')!;

    const purged = await purge(bodyOf(path), cache);
    expect(purged.response.status).toBe(200);
    expect(calls.flatMap((call) => call.tags ?? [])).toContain(tag);

    await cms.reset();
    const again = await send(path, cache);
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('cache-tag')).toBe(tag);
    expect((await cms.counts())[path], 'reloaded once after the purge').toBe(1);
  });

  it('a missing or refused media path is kept nowhere at the edge', async () => {
    const { cache } = standInCache();
    await cms.faults({ paths: ['/media/'], status: 404 });
    for (const path of [freshMedia(), '/media/files/x.exe']) {
      const { response } = await send(path, cache);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cloudflare-cdn-cache-control'), path).toBe('no-store');
      expect(response.headers.get('cache-tag'), path).toBeNull();
    }
  });
});
