/**
 * `GET /media/*`: CMS media (images and documents) served from the site's own
 * origin (no third-party requests for readers, one CSP source), cached at the
 * edge and in browsers for a long time.
 *
 * - Only the extensions of the allow-list (app/content/media-types.ts) are
 *   served, each with the content type the list ties to it; the upstream's own
 *   type is not trusted. Documents are downloads (`Content-Disposition`).
 * - The deadline covers the upstream's response headers only: once they are
 *   in, the body streams for as long as it takes, so a big file is never cut
 *   mid-transfer.
 * - Every failure answers a small plain-text status (404, 502, 504) straight
 *   away: no HTML error page, and so no CMS call for its menus. Each is
 *   logged once on the request's log line, naming the dependency.
 * - The sandbox CSP comes from the security-headers middleware.
 * @module
 */
import { type MediaFile, mediaFileAt } from '../../app/content/media-types';
import { withDeadline } from '../bindings/deadline';
import { edgeCache } from '../bindings/edge-cache';
import type { AppContext } from '../context';
import type { RequestLog } from '../observability/request-log';
import { CACHE_CONTROL } from './cache-control';

const REASONS: Record<number, string> = { 404: 'Not Found', 502: 'Bad Gateway', 504: 'Gateway Timeout' };

function plain(status: 404 | 502 | 504): Response {
  return new Response(`${status} ${REASONS[status]}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL.none },
  });
}

class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/** `fetch` that gives up if the response headers take longer than `ms`; the body is not timed. */
async function fetchHeaders(url: string, ms: number): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DeadlineError(`no response headers within ${ms} ms`));
  }, ms);
  try {
    return await fetch(url, { signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new DeadlineError(`no response headers within ${ms} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cachedCopy(cache: Cache, key: string, log: RequestLog): Promise<Response | undefined> {
  try {
    // A Cache API that hangs costs the reader this much at most, then the file comes from the CMS.
    return await withDeadline(cache.match(key), 300, 'Cache API read');
  } catch (error) {
    log.error(`media cache match failed: ${(error as Error).message}`);
    return undefined;
  }
}

function mediaHeaders(file: MediaFile, upstream: Response): Headers {
  const headers = new Headers({
    'content-type': file.contentType,
    'cache-control': CACHE_CONTROL.media,
  });
  if (file.kind === 'document') headers.set('content-disposition', `attachment; filename="${file.fileName}"`);
  for (const name of ['etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export async function mediaRoute(c: AppContext): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const file = mediaFileAt(pathname);
  if (!file) return plain(404);
  const log = c.get('log');
  const key = `${c.get('config').SITE_ORIGIN}${pathname}`;
  const cached = await cachedCopy(edgeCache(c.env)(), key, log);
  // A cached response's headers are immutable; the middleware still adds its own.
  if (cached) return new Response(cached.body, cached);

  let upstream: Response;
  try {
    upstream = await fetchHeaders(`${c.get('config').CMS_API_BASE}${pathname}`, c.get('config').CMS_TIMEOUT_MS);
  } catch (error) {
    const timedOut = error instanceof DeadlineError;
    log.error(`media upstream ${timedOut ? 'timed out' : 'failed'}: ${(error as Error).message}`);
    return plain(timedOut ? 504 : 502);
  }
  if (upstream.status === 404 || upstream.status === 410) {
    await upstream.body?.cancel();
    return plain(404);
  }
  const upstreamType = upstream.headers.get('content-type') ?? '';
  // An HTML answer with 200 is an error page (a proxy's, a login wall's), never the file.
  if (!upstream.ok || !upstream.body || /^text\/html\b/i.test(upstreamType)) {
    await upstream.body?.cancel();
    log.error(`media upstream answered ${upstream.status} ${upstreamType.slice(0, 60)}`);
    return plain(502);
  }

  const response = new Response(upstream.body, { headers: mediaHeaders(file, upstream) });
  // The copy for the cache streams alongside the reader's; a body that fails mid-way is not stored.
  const stored = edgeCache(c.env)()
    .put(key, response.clone())
    .catch((error: Error) => log.error(`media cache put failed: ${error.message}`));
  log.track(stored);
  c.executionCtx.waitUntil(stored);
  return response;
}
