/**
 * `GET /media/*`: CMS media (images and documents) served from the site's own
 * origin (no third-party requests for readers, one CSP source), cached at the
 * edge and in browsers for a long time.
 *
 * - Only the extensions of the allow-list (contract/media-types.ts) are
 *   served, each with the content type the list ties to it.
 * - Nothing the CMS sends is served or stored unchecked (worker/media/): its
 *   type must fit the extension, its first bytes must be the format's and its
 *   length within the kind's limit. Anything else is a 502, stored nowhere.
 * - Stored under a key a purge reaches (worker/media/media-cache.ts); a
 *   missing file is remembered for a minute; concurrent requests for one
 *   file share one CMS call.
 * - The CMS is asked through its breaker (cms/cms-breaker.ts), with the
 *   pages' timeout: while the breaker is open a file nobody holds is a 503
 *   with Retry-After at once, and one call at a time tries the CMS again.
 * - Every failure answers a small plain-text status (404, 502, 503, 504)
 *   straight away: no HTML error page, and so no CMS call for its menus. Each
 *   is logged once on the request's log line, naming the dependency.
 * - The sandbox CSP comes from the security-headers middleware.
 * @module
 */
import { type MediaFile, mediaFileAt } from '../../contract/media-types';
import { withDeadline } from '../bindings/deadline';
import { CACHE_CONTROL } from '../cache/cache-control';
import { mediaKey } from '../cache/cache-policy';
import { edgeCache } from '../cache/edge-cache';
import type { AppContext } from '../context';
import { OUTAGE_RETRY_AFTER } from '../errors';
import { rangedResponse } from '../media/byte-range';
import { fileEntry, readEntry, servedHeaders } from '../media/media-cache';
import { fetchMedia, MEDIA_BODY_DEADLINE_MS, type MediaResult } from '../media/media-fetch';
import type { RequestLog } from '../observability/request-log';

const REASONS: Record<number, string> = { 404: 'Not Found', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

function plain(status: 404 | 502 | 503 | 504): Response {
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL.none };
  if (status === 503) headers['retry-after'] = String(OUTAGE_RETRY_AFTER);
  return new Response(`${status} ${REASONS[status]}\n`, { status, headers });
}

/** Logs the request's first Cache API failure only: one fault, one entry on the log line. */
function cacheReporter(log: RequestLog): (message: string) => void {
  let reported = false;
  return (message) => {
    if (!reported) log.error(message);
    reported = true;
  };
}

async function cachedCopy(cache: Cache, key: string, report: (message: string) => void): Promise<Response | undefined> {
  try {
    // A Cache API that hangs costs the reader this much at most, then the file comes from the CMS.
    return await withDeadline(cache.match(key), 300, 'Cache API read');
  } catch (error) {
    report(`media cache match failed: ${(error as Error).message}`);
    return undefined;
  }
}

function mediaHeaders(file: MediaFile, result: { etag: string | null; lastModified: string | null }): Headers {
  const headers = new Headers({ 'content-type': file.contentType, 'cache-control': CACHE_CONTROL.media });
  if (file.kind === 'document') headers.set('content-disposition', `attachment; filename="${file.fileName}"`);
  if (isClip(file)) headers.set('accept-ranges', 'bytes');
  if (result.etag) headers.set('etag', result.etag);
  if (result.lastModified) headers.set('last-modified', result.lastModified);
  return headers;
}

export async function mediaRoute(c: AppContext): Promise<Response> {
  const pathname = c.get('address').path;
  const file = mediaFileAt(pathname);
  if (!file) return plain(404);
  const log = c.get('log');
  const config = c.get('config');
  const isolate = c.get('isolate');
  const state = await isolate.siteState.read(c.env.SITE_STATE, (message) => log.fault('SITE_STATE KV', message));
  const key = mediaKey(config.SITE_ORIGIN, pathname, state.version);
  if (isolate.media.missing.known(key, pathname, state)) return plain(404);
  const reportCache = cacheReporter(log);
  const entry = await cachedCopy(edgeCache(c.env)(), key, reportCache);
  const cached = entry ? readEntry(entry, pathname, state, isolate.now()) : null;
  if (cached?.kind === 'missing') return plain(404);
  // A cached response's headers are immutable; the middleware still adds its own.
  if (cached) {
    if (isClip(file) && c.req.header('range')) {
      return ranged(c, new Uint8Array(await cached.response.arrayBuffer()), servedHeaders(cached.response));
    }
    return new Response(cached.response.body, { headers: servedHeaders(cached.response) });
  }
  await entry?.body?.cancel();

  // Joined by every request for the file (isolate/shared-loads.ts): the value is bytes, not a stream, so each
  // request builds its own response.
  const maxLoadMs = config.CMS_TIMEOUT_MS + MEDIA_BODY_DEADLINE_MS + 1_000;
  const breaker = isolate.breakers.for(config);
  const load = async (): Promise<MediaResult> => {
    const fetched = () =>
      fetchMedia(`${config.CMS_API_BASE}${pathname}`, file, {
        fetch: (url, init) => fetch(url, init),
        headersDeadlineMs: config.CMS_TIMEOUT_MS,
      });
    return (await breaker.run(fetched, (result) => result.kind === 'failed' && result.down)) ?? { kind: 'refused' };
  };
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const { promise, started } = isolate.media.loads.join(key, maxLoadMs, load, waitUntil);
  if (started) {
    const stored = promise.then((result) => store(c, key, pathname, file, result, reportCache));
    log.track(stored);
    waitUntil(stored);
  }
  const result = await promise;
  if (result.kind === 'missing') return plain(404);
  if (result.kind === 'refused') {
    log.fault('CMS', `${pathname}: not asked, the CMS is failing (next trial in ${breaker.retryInMs} ms)`);
    return plain(503);
  }
  if (result.kind === 'failed') {
    log.error(`media upstream ${result.reason}`);
    return plain(result.status);
  }
  if (isClip(file)) return ranged(c, result.bytes, mediaHeaders(file, result));
  return new Response(result.bytes, { headers: mediaHeaders(file, result) });
}

/** Video and audio: answered by byte range when asked (worker/media/byte-range.ts). */
const isClip = (file: MediaFile) => file.kind === 'video' || file.kind === 'audio';

function ranged(c: AppContext, bytes: Uint8Array, headers: Headers): Response {
  return rangedResponse(bytes, { range: c.req.header('range') ?? null, ifRange: c.req.header('if-range') ?? null }, headers);
}

/** Stores a checked file, or that it is missing; failures are stored nowhere. */
async function store(
  c: AppContext,
  key: string,
  pathname: string,
  file: MediaFile,
  result: MediaResult,
  report: (message: string) => void,
): Promise<void> {
  if (result.kind === 'failed' || result.kind === 'refused') return;
  const entry =
    result.kind === 'file'
      ? fileEntry(pathname, result.bytes, mediaHeaders(file, result), c.get('isolate').now())
      : c.get('isolate').media.missing.entry(key, pathname);
  try {
    await withDeadline(edgeCache(c.env)().put(key, entry), 2_000, 'Cache API write');
  } catch (error) {
    report(`media cache put failed: ${(error as Error).message}`);
  }
}
