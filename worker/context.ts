/**
 * The Hono environment of the worker: bindings from `wrangler types`, and the
 * per-request variables the middleware sets.
 * @module
 */
import type { Context } from 'hono';
import type { Config } from './env';
import type { RequestLog } from './observability/request-log';

export interface AppVariables {
  config: Config;
  requestId: string;
  /** Crawler user agent (isbot): complete HTML, no rendered error pages. */
  isBot: boolean;
  /** Set once by the preview step: every cache is bypassed and the response is private. */
  preview: boolean;
  log: RequestLog;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
