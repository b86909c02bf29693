/**
 * The rendered-page cache in front of the pipeline, in one middleware: a page
 * this isolate holds fresh goes out as the bytes it is remembered as (no
 * Cache API read, no page cache made for the request), else the Cache API is
 * asked, and a stale page is also re-rendered in the background. A reader
 * that accepts gzip gets the page's gzip bytes, made once per held page.
 * Every public request takes this path, query or not (only the preview
 * hand-off, which must redirect, does not); verified previews and
 * `RENDERED_PAGE_CACHE=off` have no page cache at all.
 * @module
 */
import type { Handler, Next } from 'hono';
import { previewRequestOf } from '../../app/routing/preview-handoff';
import type { AppContext, AppEnv } from '../context';
import { nowOf } from '../env';
import { PAGE_GZIP_HEADERS, PAGE_HEADERS, pageKey, storesPage } from './cache-policy';
import { heldPage, type PageCache } from './page-cache';
import { acceptsGzipMemo } from './page-encoding';
import type { LoadResult } from './swr-cache';

/**
 * What the page route rendered, for this middleware to store: the route sets it on the context (`rendered`) and
 * stores nothing itself.
 */
export interface RenderedPage {
  status: number;
  /** A verified preview's draft: never stored. */
  draft: boolean;
  /** The document once its body is in, the lists it shows (their purge tags) and whether its content loaded. */
  finished: Promise<{ html: Uint8Array; listTags: readonly string[]; complete: boolean }>;
}

/** Renders the page again for the cache (routes/page.ts `renderForCache`): passed in, so the cache knows no route. */
type RenderForCache = (c: AppContext) => Promise<LoadResult<string>>;

export function pageCache(renderForCache: RenderForCache): Handler<AppEnv> {
  const acceptsGzip = acceptsGzipMemo();
  return function servePageCache(c, next) {
    const scope = c.get('scope');
    const { path } = scope;
    if (!scope.cachesPages || (scope.rawSearch && previewRequestOf(scope.search))) return next();
    const config = c.get('config');
    const key = pageKey(config.SITE_ORIGIN, scope.version, c.get('isBot'), path, nowOf(config));
    const held = heldPage(c.get('isolate').caches, key, config, scope.purged);
    const respond = (html: Uint8Array<ArrayBuffer>) => pageResponse(c, key, html, acceptsGzip(c.req.header('accept-encoding')));
    if (held) {
      c.get('log').pageCache = 'hit';
      return respond(held);
    }
    return servePeeked(c, next, scope.pageCache!, key, path, renderForCache, respond);
  };
}

async function servePeeked(
  c: AppContext,
  next: Next,
  pageCache: PageCache,
  key: string,
  path: string,
  renderForCache: RenderForCache,
  respond: (html: Uint8Array<ArrayBuffer>) => Response,
): Promise<Response | undefined> {
  const cached = await pageCache.peek(key);
  c.get('log').pageCache = cached?.state ?? 'miss';
  if (!cached) {
    await next();
    storeRendered(c, pageCache, key, path);
    return;
  }
  if (cached.state === 'stale') {
    c.executionCtx.waitUntil(pageCache.refresh(key, path, () => renderForCache(c)).catch(() => undefined));
  }
  return respond(cached.value);
}

/**
 * The one place a page is stored: what the route rendered (`rendered` on the context), once its body is in, if
 * the cache policy lets it be kept (storesPage), dated by the oldest content it shows.
 */
function storeRendered(c: AppContext, pageCache: PageCache, key: string, path: string): void {
  const rendered = c.get('rendered');
  if (!rendered || !storesPage(rendered.status, rendered.draft, true)) return;
  const { content } = c.get('scope');
  c.executionCtx.waitUntil(
    rendered.finished.then(({ html, listTags, complete }) => {
      if (complete) pageCache.store(key, path, html, listTags, content.datedAt());
    }),
  );
}

function pageResponse(c: AppContext, key: string, html: Uint8Array<ArrayBuffer>, gzip: boolean): Response {
  const gzipped = gzip ? c.get('isolate').gzippedPages.of(key, html, (promise) => c.executionCtx.waitUntil(promise)) : null;
  // `manual`: the bytes are already encoded as content-encoding says; the runtime sends them as they are.
  if (gzipped) return new Response(gzipped, { headers: PAGE_GZIP_HEADERS, encodeBody: 'manual' });
  return new Response(html, { headers: PAGE_HEADERS });
}
