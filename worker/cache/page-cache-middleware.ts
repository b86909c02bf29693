/**
 * The rendered-page cache in front of the pipeline: a hot page goes out as
 * the bytes it is remembered as, without running the pipeline or rendering;
 * a stale one is also re-rendered in the background. A reader that accepts
 * gzip gets the page's gzip bytes, made once per held page. Every public request
 * takes this path, query or not (only the preview hand-off, which must
 * redirect, does not); verified previews have no page cache at all.
 *
 * Two handlers: `hotPage`, in front of the request scope, answers the
 * commonest request of all (an address without a query, its page held fresh
 * by this isolate, the site state known) with nothing else made for it;
 * `cachedPage`, behind the scope, answers the rest from the Cache API.
 * @module
 */
import type { Handler, Next } from 'hono';
import { previewRequestOf } from '../../app/routing/preview-handoff';
import { PREVIEW_PATH } from '../../app/routing/preview-request';
import { heldSiteState } from '../cms/site-state';
import type { AppContext, AppEnv } from '../context';
import { PAGE_GZIP_HEADERS, PAGE_HEADERS } from '../render/html-response';
import { rawPath, rawSearchOf } from '../request/address';
import { renderForCache } from '../routes/page';
import { gzippedPage, heldPage, type PageCache, pageKey } from './page-cache';
import { acceptsGzip } from './page-encoding';

/**
 * A page the isolate holds fresh, for an address without a query: the same
 * answer `cachedPage` would give, without the request scope. An address with
 * a query may ask for a preview, and that is the scope's to decide.
 */
export function hotPage(): Handler<AppEnv> {
  return function serveHotPage(c, next) {
    const config = c.get('config');
    const url = c.req.url;
    if (config.RENDERED_PAGE_CACHE === 'off' || rawSearchOf(url) !== '') return next();
    const state = heldSiteState();
    const path = rawPath(url);
    if (!state || path === PREVIEW_PATH) return next();
    const key = pageKey(config, state.version, c.get('isBot'), path);
    const html = heldPage(key, config, state.purged);
    if (!html) return next();
    c.get('log').pageCache = 'hit';
    return pageResponse(c, key, html);
  };
}

export function cachedPage(): Handler<AppEnv> {
  return function serveCachedPage(c, next) {
    const scope = c.get('scope');
    const { pageCache, path } = scope;
    if (!pageCache || (scope.rawSearch && previewRequestOf(scope.search))) return next();
    const key = pageCache.keyFor(path, c.get('isBot'));
    // A page the isolate holds fresh goes out at once; otherwise the Cache API is asked (and a stale page refreshed).
    const held = pageCache.held(key);
    if (!held) return servePeeked(c, next, pageCache, key, path);
    c.get('log').pageCache = 'hit';
    return pageResponse(c, key, held);
  };
}

async function servePeeked(c: AppContext, next: Next, pageCache: PageCache, key: string, path: string): Promise<Response | undefined> {
  const cached = await pageCache.peek(key);
  c.get('log').pageCache = cached?.state ?? 'miss';
  if (!cached) {
    await next();
    return;
  }
  if (cached.state === 'stale') {
    c.executionCtx.waitUntil(pageCache.refresh(key, path, () => renderForCache(c)).catch(() => undefined));
  }
  return pageResponse(c, key, cached.value);
}

function pageResponse(c: AppContext, key: string, html: Uint8Array<ArrayBuffer>): Response {
  const gzipped = acceptsGzip(c.req.header('accept-encoding'))
    ? gzippedPage(key, html, (promise) => c.executionCtx.waitUntil(promise))
    : null;
  // `manual`: the bytes are already encoded as content-encoding says; the runtime sends them as they are.
  if (gzipped) return new Response(gzipped, { headers: PAGE_GZIP_HEADERS, encodeBody: 'manual' });
  return new Response(html, { headers: PAGE_HEADERS });
}
