/**
 * The request scope, built once per request for everything that reads
 * content (pages, `/__data`, the crawler files, error pages): the address the
 * request is about, the site state (content version and purge log, read
 * once), the preview decision
 * (made once, after the token verifies), one content service and one
 * rendered-page cache. A verified preview (a draft, or the site at a moment) gets a content service without a
 * cache and no page cache, and its response is private and unindexed; every
 * other request shares the caches, so nothing an anonymous client adds to a
 * URL can make it skip them.
 * @module
 */
import type { MiddlewareHandler, Next } from 'hono';
import { DATA_PATH } from '../../contract/routing/data-answer';
import { usesPageCache } from '../cache/cache-policy';
import { edgeCache } from '../cache/edge-cache';
import type { PurgeLog } from '../cache/swr-cache';
import { ContentService } from '../cms/content-service';
import type { SiteState } from '../cms/site-state';
import type { AppContext, AppEnv, RequestScope } from '../context';
import { nowOf, secretsOf } from '../env';
import { HttpError } from '../errors';
import { PageCache } from '../page/cache';
import {
  asksForPreview,
  markPreviewResponse,
  type PreviewState,
  PUBLIC,
  previewStateOf,
  showsUnpublished,
  type TimelineState,
} from '../preview/preview-state';
import type { Address } from './address';

const MAX_DATA_PATH = 2048;

/**
 * One per request. What only some requests need (the parsed query, the content service, the page cache, the
 * callbacks they take) is made when first read: a page the isolate holds needs none but the page cache.
 */
class Scope implements RequestScope {
  readonly version: string;
  readonly purged: PurgeLog;
  readonly cachesPages: boolean;
  #search: URLSearchParams | undefined;
  #content: ContentService | undefined;
  #pageCache: PageCache | null | undefined;

  constructor(
    private readonly c: AppContext,
    readonly path: string,
    readonly rawSearch: string,
    private readonly state: SiteState,
    readonly preview: PreviewState,
  ) {
    this.version = state.version;
    this.purged = state.purged;
    const config = c.get('config');
    this.cachesPages = usesPageCache(config, { verifiedPreview: showsUnpublished(preview), path, rawSearch, search: () => this.search });
  }

  get search(): URLSearchParams {
    this.#search ??= new URLSearchParams(this.rawSearch);
    return this.#search;
  }

  get content(): ContentService {
    this.#content ??= this.contentService(false);
    return this.#content;
  }

  revalidatingContent(): ContentService {
    return this.contentService(true);
  }

  private contentService(revalidate: boolean): ContentService {
    const config = this.c.get('config');
    const isolate = this.c.get('isolate');
    return new ContentService(config, this.c.get('log'), this.version, {
      preview: showsUnpublished(this.preview),
      ...(this.preview.kind === 'timeline' ? { timeline: this.preview } : {}),
      revalidate,
      caches: isolate.caches,
      breaker: isolate.breakers.for(config),
      // Not with Vite's dev server: a worker edit there keeps the build, and stored markup would outlive it.
      markup: config.DEV_CLIENT_ORIGIN ? undefined : isolate.renderer.storedMarkup,
      ...this.cacheOptions(),
    });
  }

  get pageCache(): PageCache | null {
    if (this.#pageCache === undefined) {
      const options = this.cachesPages ? this.cacheOptions() : null;
      this.#pageCache = options && new PageCache(this.c.get('isolate').caches, this.c.get('config'), options.waitUntil, options);
    }
    return this.#pageCache;
  }

  private cacheOptions() {
    const { c, state } = this;
    const log = c.get('log');
    return {
      waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
      cache: edgeCache(c.env),
      report: (_: string, message: string) => log.fault('Cache API', message),
      purges: state.purged,
    };
  }
}

/** `timeline`: the site a timeline preview runs (preview/timeline.ts), whose every request shows that moment. */
export function requestScope(timeline?: TimelineState): MiddlewareHandler<AppEnv> {
  return function setRequestScope(c, next) {
    const { path, rawSearch } = addressOf(c);
    if (timeline) return withTimelineScope(c, next, path, rawSearch, timeline);
    // Nearly every request asks for no preview and finds the site state in the isolate's memo: it goes on at once.
    const asksPreview = asksForPreview(path, rawSearch);
    const held = asksPreview ? null : c.get('isolate').siteState.held();
    if (held) {
      c.set('scope', new Scope(c, path, rawSearch, held, PUBLIC));
      return next();
    }
    return withReadScope(c, next, path, rawSearch, asksPreview);
  };
}

/** The site state from KV, and for a request that asks for a draft, the preview decision. */
async function withReadScope(c: AppContext, next: Next, path: string, rawSearch: string, asksPreview: boolean): Promise<void> {
  const report = (message: string) => c.get('log').fault('SITE_STATE KV', message);
  const [state, preview] = await Promise.all([
    c.get('isolate').siteState.read(c.env.SITE_STATE, report),
    asksPreview
      ? previewStateOf(
          path,
          new URLSearchParams(rawSearch),
          secretsOf(c.get('config'), 'PREVIEW_SECRET'),
          Math.floor(nowOf(c.get('config')) / 1000),
        )
      : PUBLIC,
  ]);
  c.set('scope', new Scope(c, path, rawSearch, state, preview));
  await next();
  markPreviewResponse(preview, c.res.headers);
}

async function withTimelineScope(c: AppContext, next: Next, path: string, rawSearch: string, timeline: TimelineState): Promise<void> {
  const state = await c.get('isolate').siteState.read(c.env.SITE_STATE, (message) => c.get('log').fault('SITE_STATE KV', message));
  c.set('scope', new Scope(c, path, rawSearch, state, timeline));
  await next();
  markPreviewResponse(timeline, c.res.headers);
}

/** `/__data?path=/x/` is about `/x/`; anything else is about itself. */
function addressOf(c: AppContext): Address {
  const address = c.get('address');
  if (address.path !== DATA_PATH) return address;
  const url = new URL(c.req.url);
  const requested = url.searchParams.get('path') ?? '';
  if (!requested.startsWith('/') || requested.startsWith('//') || requested.length > MAX_DATA_PATH) {
    throw new HttpError(400, 'Bad Request', 'The path parameter is not valid');
  }
  const target = new URL(requested, url.origin);
  return { path: target.pathname, rawSearch: target.search };
}
