/**
 * The Hono environment of the worker: bindings from `wrangler types`, and the
 * per-request variables the middleware sets. Read them with `c.get(name)`:
 * Hono's `c.var` copies every variable into a new object on each access.
 * @module
 */
import type { Context } from 'hono';
import type { RenderedPage } from './cache/page-cache-middleware';
import type { Config } from './env';
import type { Isolate } from './isolate/isolate';
import type { RequestLog } from './observability/request-log';
import type { Address } from './request/address';
import type { RequestScope } from './request/request-scope';

export interface AppVariables {
  /** The request URL's path and query, cut once (request/request-context.ts). */
  address: Address;
  config: Config;
  requestId: string;
  /** Crawler user agent (isbot): complete HTML, no rendered error pages. */
  isBot: boolean;
  log: RequestLog;
  /** Everything the isolate keeps between requests (isolate/isolate.ts), made once in index.ts. */
  isolate: Isolate;
  /** Set by the request scope (worker/request/request-scope.ts) on routes that read content. */
  scope: RequestScope;
  /** Set by the page route: what it rendered, for the page cache to store (cache/page-cache-middleware.ts). */
  rendered: RenderedPage;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
