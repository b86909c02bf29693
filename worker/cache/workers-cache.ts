/**
 * Workers Cache: Cloudflare's cache in front of the worker, which answers a
 * hit before the worker runs and is purged in every location by
 * `ctx.cache.purge` (docs/decisions/006-global-invalidation.md).
 *
 * Behind `WORKERS_CACHE` (worker/env.ts) and only where the runtime has
 * `ctx.cache`: elsewhere (local, tests, a worker with `cache.enabled` off)
 * nothing here changes a response, and the rendered-page cache and the KV
 * purge log carry everything as before.
 *
 * What the edge may keep, for how long and under which tags is the cache
 * policy's (cache-policy.ts). It goes in `Cloudflare-CDN-Cache-Control`, which Cloudflare
 * reads first and strips before the reader: browsers keep today's
 * `Cache-Control`, and `s-maxage` is avoided because it switches off
 * stale-while-revalidate and stale-if-error at the edge. Only a complete
 * public page or data answer (its `Cache-Control` exactly the public policy,
 * status 200, no preview, the CMS answering) gets the edge's windows and its
 * `Cache-Tag`; a media file keeps its own year, tagged with its path (so a
 * purge naming the file reaches it); every other response is `no-store` for
 * the edge, so a preview, an error page, a page made while the CMS fails or
 * anything private is never kept there (a response without the header would
 * be kept by heuristic freshness).
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { nextLondonMidnight } from '../../contract/london-day';
import type { AppEnv } from '../context';
import type { Config } from '../env';
import { cacheTagHeader, MAX_ITEMS_PER_CALL, normaliseTag } from '../purge/global-purge';
import { dataWindows, edgeMediaTags, edgePageCacheControl, edgeTags, edgeVerdict } from './cache-policy';

/** The edge-only header: highest precedence at Cloudflare, never sent on to readers. */
export const EDGE_CACHE_CONTROL = 'cloudflare-cdn-cache-control';
export const CACHE_TAG = 'cache-tag';
const EDGE_NO_STORE = 'no-store';
/** How long a purge may take before the publish is answered without it (the KV purge log still carries it). */
const PURGE_DEADLINE_MS = 3000;

/** The runtime's Workers Cache when the switch is on and the runtime has one; else null. */
export function workersCacheOf(config: Pick<Config, 'WORKERS_CACHE'>, ctx: { cache?: CacheContext } | undefined): CacheContext | null {
  if (config.WORKERS_CACHE !== 'on') return null;
  const cache = ctx?.cache;
  return cache && typeof cache.purge === 'function' ? cache : null;
}

/**
 * Middleware, registered before the request scope so it sees every response last (previews' private headers
 * included): adds the edge's headers when Workers Cache is on, and nothing otherwise.
 */
export function workersCacheHeaders(): MiddlewareHandler<AppEnv> {
  const midnightAfter = midnightMemo();
  return async function setWorkersCacheHeaders(c, next) {
    await next();
    const config = c.get('config');
    if (!config || !workersCacheOf(config, executionCtxOf(c))) return;
    const scope = c.get('scope');
    const path = scope?.path ?? c.get('address').path;
    const verdict = edgeVerdict({
      method: c.req.method,
      status: c.res.status,
      cacheControl: c.res.headers.get('cache-control') ?? '',
      setsCookie: c.res.headers.has('set-cookie'),
      path,
      publicRequest: scope === undefined || scope.preview.kind === 'public',
      cmsUp: c.get('isolate').breakers.for(config).closed,
    });
    if (verdict === 'as-is') {
      // Kept for as long as it says, so tagged: a purge naming the file reaches the edge's copy too.
      editHeaders(c, (headers) => headers.set(CACHE_TAG, cacheTagHeader(edgeMediaTags(path))));
      return;
    }
    if (verdict === 'no-store') {
      editHeaders(c, (headers) => {
        headers.set(EDGE_CACHE_CONTROL, EDGE_NO_STORE);
        headers.delete(CACHE_TAG);
      });
      return;
    }
    const now = c.get('calendar')();
    const edge = edgePageCacheControl(dataWindows(config), now, midnightAfter(now));
    const tags = cacheTagHeader(edgeTags(path));
    editHeaders(c, (headers) => {
      headers.set(EDGE_CACHE_CONTROL, edge);
      headers.set(CACHE_TAG, tags);
    });
  };
}

/** Hono throws when a context has no execution context (a plain `app.request` in a test). */
function executionCtxOf(c: { readonly executionCtx: object }): { cache?: CacheContext } | undefined {
  try {
    // Hono types the context without `cache`; the runtime's has it where Workers Cache exists.
    return c.executionCtx as { cache?: CacheContext };
  } catch {
    return undefined;
  }
}

/** Changes the response's headers, on a copy when the runtime handed over immutable ones. */
function editHeaders(c: { res: Response }, change: (headers: Headers) => void): void {
  try {
    change(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    change(c.res.headers);
  }
}

export interface WorkersCachePurgeResult {
  /** True when there was nothing to purge (no Workers Cache) or every call succeeded. */
  ok: boolean;
  /** Calls made to `purge` (tags in batches, or one purge-everything). */
  calls: number;
  errors: string[];
}

/**
 * Purges the edge's copies of what a publish names: its tags in batches, or everything. With no Workers
 * Cache (null) it does nothing. Never throws: a refusal, a rate limit or a timeout comes back as errors, and
 * the KV purge log and the pages' short fresh window still bring the edge up to date.
 */
export async function purgeWorkersCache(
  cache: CacheContext | null,
  purge: { tags: readonly string[] } | { everything: true },
  deadlineMs = PURGE_DEADLINE_MS,
): Promise<WorkersCachePurgeResult> {
  if (!cache) return { ok: true, calls: 0, errors: [] };
  const requests: CachePurgeOptions[] = 'everything' in purge ? [{ purgeEverything: true }] : batches(purge.tags).map((tags) => ({ tags }));
  let timer: number | null = null;
  const deadline = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([`Workers Cache purge timed out after ${deadlineMs} ms`]), deadlineMs);
  });
  const calls = Promise.all(requests.map((request) => purgeOnce(cache, request))).then((results) => results.flat());
  const errors = await Promise.race([calls, deadline]);
  clearTimeout(timer);
  return { ok: errors.length === 0, calls: requests.length, errors };
}

async function purgeOnce(cache: CacheContext, request: CachePurgeOptions): Promise<string[]> {
  try {
    const result = await cache.purge(request);
    if (result?.success) return [];
    const errors = result?.errors ?? [];
    return errors.length > 0 ? errors.map((error) => `${error.code}: ${error.message}`) : ['purge was not accepted'];
  } catch (error) {
    return [`purge failed: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** Tags normalised as `Cache-Tag` writes them, without repeats, in calls of at most MAX_ITEMS_PER_CALL. */
function batches(tags: readonly string[]): string[][] {
  const unique = [...new Set(tags.map(normaliseTag).filter((tag): tag is string => tag !== null))];
  const out: string[][] = [];
  for (let start = 0; start < unique.length; start += MAX_ITEMS_PER_CALL) out.push(unique.slice(start, start + MAX_ITEMS_PER_CALL));
  return out;
}

/** London's next midnight, worked out once per London day (it walks hours through Intl) rather than per response. */
function midnightMemo(): (now: number) => number {
  let midnight = { from: 0, at: 0 };
  return (now) => {
    if (now < midnight.from || now >= midnight.at) midnight = { from: now, at: nextLondonMidnight(now) };
    return midnight.at;
  };
}
