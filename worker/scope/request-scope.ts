/**
 * The request scope, built once per request for everything that reads
 * content (pages, `/__data`, the crawler files, error pages): the address the
 * request is about, the site state (content version and purge log, read
 * once), the preview decision
 * (made once, after the token verifies), one content service and one
 * rendered-page cache. A verified preview gets a content service without a
 * cache and no page cache, and its response is private and unindexed; every
 * other request shares the caches, so nothing an anonymous client adds to a
 * URL can make it skip them.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { PREVIEW_PATH, previewAskOf } from '../../app/routing/preview-request';
import { edgeCache } from '../bindings/edge-cache';
import { ContentService } from '../cms/content-service';
import { heldSiteState, purgedAt, siteState } from '../cms/site-state';
import type { AppContext, AppEnv } from '../context';
import { secretsOf } from '../env';
import { HttpError } from '../errors';
import { CACHE_CONTROL } from '../routes/cache-control';
import { rawPath, rawSearchOf } from './address';
import { PageCache } from './page-cache';
import { type PreviewState, PUBLIC, previewStateOf } from './preview-state';

export interface RequestScope {
  /**
   * The path of the address the request is about: the page's own, or the one `/__data?path=` names. Cut from
   * the URL string: a page-cache hit needs nothing else of the URL, and a parse is a call into the runtime.
   */
  path: string;
  /** The address's query with its `?`, or ''. */
  rawSearch: string;
  /** The address's query, parsed when first read. */
  readonly search: URLSearchParams;
  version: string;
  preview: PreviewState;
  readonly content: ContentService;
  /** Null for previews and when the page cache is switched off. */
  readonly pageCache: PageCache | null;
}

const DATA_PATH = '/__data';
const MAX_DATA_PATH = 2048;

export function requestScope(): MiddlewareHandler<AppEnv> {
  return async function setRequestScope(c, next) {
    const scope = await buildScope(c);
    c.set('scope', scope);
    await next();
    if (scope.preview.kind !== 'public') {
      // Nothing a preview answers (a draft, or a refused link) may be stored by a shared cache or indexed.
      c.res.headers.set('cache-control', CACHE_CONTROL.private);
      c.res.headers.set('x-robots-tag', 'noindex, nofollow');
    }
  };
}

async function buildScope(c: AppContext): Promise<RequestScope> {
  const config = c.get('config');
  const log = c.get('log');
  const { path, rawSearch } = addressOf(c);
  let search: URLSearchParams | undefined;
  const searchOf = () => (search ??= new URLSearchParams(rawSearch));
  const report = (dependency: string) => (message: string) => log.fault(dependency, message);
  // Nearly every request finds the site state in the isolate's memo and asks for no preview: no wait for either.
  // Only `/preview` asks without a query (previewAskOf): an address without one needs no query parsed.
  const asksPreview = (rawSearch !== '' || path === PREVIEW_PATH) && previewAskOf(path, searchOf()) !== null;
  const held = asksPreview ? null : heldSiteState();
  const [state, preview] = held
    ? [held, PUBLIC]
    : await Promise.all([
        siteState(c.env.SITE_STATE, report('SITE_STATE KV')),
        asksPreview ? previewStateOf(path, searchOf(), secretsOf(config, 'PREVIEW_SECRET')) : PUBLIC,
      ]);
  const { version } = state;
  const purged = (tags: readonly string[]) => purgedAt(state, tags);
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const cacheReport = (_: string, message: string) => log.fault('Cache API', message);
  const verified = preview.kind === 'verified';
  const cache = edgeCache(c.env);
  // Made when first asked for: a page the page cache answers needs no content service.
  let content: ContentService | undefined;
  let pageCache: PageCache | null | undefined;
  return {
    path,
    rawSearch,
    get search() {
      return searchOf();
    },
    version,
    preview,
    get content() {
      content ??= new ContentService(config, log, version, { preview: verified, waitUntil, cache, report: cacheReport, purgedAt: purged });
      return content;
    },
    get pageCache() {
      if (pageCache === undefined) {
        pageCache =
          verified || config.RENDERED_PAGE_CACHE === 'off'
            ? null
            : new PageCache(config, version, waitUntil, { cache, report: cacheReport, purgedAt: purged });
      }
      return pageCache;
    },
  };
}

/** `/__data?path=/x/` is about `/x/`; anything else is about itself. */
function addressOf(c: AppContext): { path: string; rawSearch: string } {
  const raw = c.req.url;
  const path = rawPath(raw);
  if (path !== DATA_PATH) return { path, rawSearch: rawSearchOf(raw) };
  const url = new URL(raw);
  const requested = url.searchParams.get('path') ?? '';
  if (!requested.startsWith('/') || requested.startsWith('//') || requested.length > MAX_DATA_PATH) {
    throw new HttpError(400, 'Bad Request', 'The path parameter is not valid');
  }
  const target = new URL(requested, url.origin);
  return { path: target.pathname, rawSearch: target.search };
}
