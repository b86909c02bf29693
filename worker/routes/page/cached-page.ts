/**
 * The rendered-page cache in front of the pipeline: a hot page goes out as
 * the bytes it is remembered as, without running the pipeline or rendering;
 * a stale one is also re-rendered in the background. A reader that accepts
 * gzip gets the page's gzip bytes, made once per held page. Every public request
 * takes this path, query or not (only the preview hand-off, which must
 * redirect, does not); verified previews have no page cache at all.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { previewRequestOf } from '../../../app/routing/preview-handoff';
import type { AppEnv } from '../../context';
import { PAGE_GZIP_HEADERS, PAGE_HEADERS } from '../../render/html-response';
import { acceptsGzip } from '../../scope/page-encoding';
import { renderForCache } from './render-page';

export function cachedPage(): MiddlewareHandler<AppEnv> {
  return async function serveCachedPage(c, next) {
    const scope = c.get('scope');
    const { pageCache, path } = scope;
    if (!pageCache || (scope.rawSearch && previewRequestOf(scope.search))) return next();
    const key = pageCache.keyFor(path, c.get('isBot'));
    // A page the isolate holds fresh goes out at once; otherwise the Cache API is asked (and a stale page refreshed).
    const held = pageCache.held(key, path);
    const cached = held ? { value: held, state: 'hit' as const } : await pageCache.peek(key, path);
    c.get('log').pageCache = cached?.state ?? 'miss';
    if (!cached) return next();
    if (cached.state === 'stale') {
      c.executionCtx.waitUntil(pageCache.refresh(key, path, () => renderForCache(c)).catch(() => undefined));
    }
    const gzipped = acceptsGzip(c.req.header('accept-encoding')) ? pageCache.gzipped(cached.value) : null;
    // `manual`: the bytes are already encoded as content-encoding says; the runtime sends them as they are.
    if (gzipped) return new Response(gzipped, { status: 200, headers: PAGE_GZIP_HEADERS, encodeBody: 'manual' });
    return new Response(cached.value, { status: 200, headers: PAGE_HEADERS });
  };
}
