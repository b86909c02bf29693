/**
 * The rendered-page cache in front of the pipeline: a hot page goes out as
 * the bytes it is remembered as, without running the pipeline or rendering;
 * a stale one is also re-rendered in the background. A reader that accepts
 * gzip gets the page's gzip bytes, made once per held page. Every public request
 * takes this path, query or not (only the preview hand-off, which must
 * redirect, does not); verified previews have no page cache at all.
 * @module
 */
import type { Handler, Next } from 'hono';
import { previewRequestOf } from '../../../app/routing/preview-handoff';
import type { AppContext, AppEnv } from '../../context';
import { PAGE_GZIP_HEADERS, PAGE_HEADERS } from '../../render/html-response';
import type { PageCache } from '../../scope/page-cache';
import { acceptsGzip } from '../../scope/page-encoding';
import { renderForCache } from './render-page';

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
    return pageResponse(c, pageCache, key, held);
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
  return pageResponse(c, pageCache, key, cached.value);
}

function pageResponse(c: AppContext, pageCache: PageCache, key: string, html: Uint8Array<ArrayBuffer>): Response {
  const gzipped = acceptsGzip(c.req.header('accept-encoding')) ? pageCache.gzipped(key, html) : null;
  // `manual`: the bytes are already encoded as content-encoding says; the runtime sends them as they are.
  if (gzipped) return new Response(gzipped, { status: 200, headers: PAGE_GZIP_HEADERS, encodeBody: 'manual' });
  return new Response(html, { status: 200, headers: PAGE_HEADERS });
}
