/**
 * Every page request (`GET *` after the other routes): the rendered-page
 * cache, else the page rendered (render.ts) and offered to the cache. A page
 * this isolate holds fresh goes out as the bytes it is remembered as (no
 * Cache API read, no page cache made for the request), else the Cache API is
 * asked, and a stale page is also re-rendered in the background. A reader
 * that accepts gzip gets the page's gzip bytes, made once per held page.
 * Every public request takes this path, query or not (only the preview
 * hand-off, which must redirect, does not); verified previews and
 * `RENDERED_PAGE_CACHE=off` have no page cache at all.
 * @module
 */
import type { Handler } from 'hono';
import { PAGE_GZIP_HEADERS, PAGE_HEADERS, pageKey } from '../cache/cache-policy';
import type { AppContext, AppEnv } from '../context';
import { heldPage, type PageCache } from './cache';
import { acceptsGzipMemo } from './encoding';
import { renderForCache, renderPage } from './render';

export function pageRoute(): Handler<AppEnv> {
  const acceptsGzip = acceptsGzipMemo();
  return async function servePage(c) {
    const scope = c.get('scope');
    const { path } = scope;
    if (!scope.cachesPages) return (await renderPage(c)).response;
    const config = c.get('config');
    const key = pageKey(config.SITE_ORIGIN, scope.version, c.get('isBot'), path, c.get('calendar')());
    const held = heldPage(c.get('isolate').caches, key, config, scope.purged);
    const respond = (html: Uint8Array<ArrayBuffer>) => cachedResponse(c, key, html, acceptsGzip(c.req.header('accept-encoding')));
    if (held) {
      c.get('log').pageCache = 'hit';
      return respond(held);
    }
    return servePeeked(c, scope.pageCache!, key, path, respond);
  };
}

async function servePeeked(
  c: AppContext,
  pageCache: PageCache,
  key: string,
  path: string,
  respond: (html: Uint8Array<ArrayBuffer>) => Response,
): Promise<Response> {
  const cached = await pageCache.peek(key);
  c.get('log').pageCache = cached?.state ?? 'miss';
  if (cached) {
    if (cached.state === 'stale') c.executionCtx.waitUntil(pageCache.refresh(key, path, () => renderForCache(c)).catch(() => undefined));
    return respond(cached.value);
  }
  // The one place a page is stored: what the render says may be kept, once its body is in, dated by the oldest
  // content it shows.
  const { response, kept } = await renderPage(c);
  const { content } = c.get('scope');
  c.executionCtx.waitUntil(kept().then((page) => page && pageCache.store(key, path, page.html, page.listTags, content.datedAt())));
  return response;
}

function cachedResponse(c: AppContext, key: string, html: Uint8Array<ArrayBuffer>, gzip: boolean): Response {
  const gzipped = gzip ? c.get('isolate').gzippedPages.of(key, html, (promise) => c.executionCtx.waitUntil(promise)) : null;
  // `manual`: the bytes are already encoded as content-encoding says; the runtime sends them as they are.
  if (gzipped) return new Response(gzipped, { headers: PAGE_GZIP_HEADERS, encodeBody: 'manual' });
  return new Response(html, { headers: PAGE_HEADERS });
}
