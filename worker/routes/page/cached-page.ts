/**
 * The rendered-page cache in front of the pipeline: a hot page goes out as
 * the bytes it is remembered as, without running the pipeline or rendering;
 * a stale one is also re-rendered in the background. Every public request
 * takes this path, query or not (only the preview hand-off, which must
 * redirect, does not); verified previews have no page cache at all.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { previewRequestOf } from '../../../app/routing/preview-handoff';
import type { AppEnv } from '../../context';
import { PAGE_HEADERS } from '../../render/html-response';
import { renderForCache } from './render-page';

export function cachedPage(): MiddlewareHandler<AppEnv> {
  return async function serveCachedPage(c, next) {
    const { pageCache, target } = c.get('scope');
    if (!pageCache || previewRequestOf(target.searchParams)) return next();
    const key = pageCache.keyFor(target.pathname, c.get('isBot'));
    const cached = await pageCache.peek(key, target.pathname);
    c.get('log').pageCache = cached?.state ?? 'miss';
    if (!cached) return next();
    if (cached.state === 'stale') {
      c.executionCtx.waitUntil(pageCache.refresh(key, target.pathname, () => renderForCache(c)).catch(() => undefined));
    }
    return new Response(cached.value, { status: 200, headers: PAGE_HEADERS });
  };
}
