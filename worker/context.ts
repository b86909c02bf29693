/**
 * The Hono environment of the worker: bindings from `wrangler types`, and the
 * per-request variables the middleware sets. Read them with `c.get(name)`:
 * Hono's `c.var` copies every variable into a new object on each access.
 * @module
 */
import type { Context } from 'hono';
import type { PurgeLog } from './cache/swr-cache';
import type { ContentService } from './cms/content-service';
import type { Config } from './env';
import type { Isolate } from './isolate/isolate';
import type { RequestLog } from './observability/request-log';
import type { PageCache } from './page/cache';
import type { PreviewState } from './preview/preview-state';
import type { Address } from './request/address';

export interface AppVariables {
  /** The request URL's path and query, cut once (request/request-context.ts). */
  address: Address;
  config: Config;
  /**
   * Now (ms) for whatever is judged by the calendar (open roles, "Closes in 3 days", the news sitemap's window):
   * the one clock (env.ts `nowOf`), or on a timeline preview's site its moment. Token expiry and signatures read
   * the one clock, durations the isolate's (`isolate.now`).
   */
  calendar: () => number;
  requestId: string;
  /** Crawler user agent (isbot): complete HTML, no rendered error pages. */
  isBot: boolean;
  log: RequestLog;
  /** Everything the isolate keeps between requests (isolate/isolate.ts), made once in index.ts. */
  isolate: Isolate;
  /** Set by the request scope (worker/request/request-scope.ts) on routes that read content. */
  scope: RequestScope;
}

/**
 * What a request that reads content reads it through, made once per request by the request scope
 * (request/request-scope.ts).
 */
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
  /** When each tag was last purged (the site state's purge log): what a held page is judged against. */
  readonly purged: PurgeLog;
  preview: PreviewState;
  /** Whether this request may be answered from, and stored in, the page cache: not for previews, not when it is off, not in `npm run dev`. */
  readonly cachesPages: boolean;
  readonly content: ContentService;
  /** Null for previews and when the page cache is switched off. */
  readonly pageCache: PageCache | null;
  /**
   * A content service of its own whose reads reload anything past its fresh window: for the page cache's
   * re-render of a stale page, so the page is made from current data, never from data as stale as itself.
   */
  revalidatingContent(): ContentService;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
