/**
 * The Hono environment of the worker: bindings from `wrangler types`, and the
 * per-request variables the middleware sets. Read them with `c.get(name)`:
 * Hono's `c.var` copies every variable into a new object on each access.
 * @module
 */
import type { Context } from 'hono';
import type { Config } from './env';
import type { RequestLog } from './observability/request-log';
import type { RequestScope } from './request/request-scope';

export interface AppVariables {
  config: Config;
  requestId: string;
  /** Crawler user agent (isbot): complete HTML, no rendered error pages. */
  isBot: boolean;
  log: RequestLog;
  /** Set by the request scope (worker/request/request-scope.ts) on routes that read content. */
  scope: RequestScope;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
