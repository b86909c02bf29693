/**
 * Per-request context: the address (cut once: address.ts), typed config, a request id (observability/request-id.ts), the crawler flag (crawler.ts),
 * and on the way out `X-Request-Id`, `Server-Timing` for operators (observability/diagnostics.ts) and, for a request with
 * something to report, one JSON log line (observability/request-log.ts).
 * What a request may read (previews, caches) is the request scope's business
 * (request-scope.ts). Every request pays for this middleware,
 * cache hits included, so it parses nothing twice and remembers crawler
 * verdicts per user agent.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { boundedMemo } from '../../contract/bounded-memo';
import type { AppEnv } from '../context';
import { type Config, nowOf } from '../env';
import type { Isolate } from '../isolate/isolate';
import { DIAGNOSTICS_HEADER, showsDiagnostics } from '../observability/diagnostics';
import { requestIdOf } from '../observability/request-id';
import { RequestLog } from '../observability/request-log';
import { addressOf } from './address';
import { isCrawlerAgent } from './crawler';

/**
 * `isolate`: made once (worker/index.ts), handed to every request. `moment` (ms): the calendar of a timeline
 * preview's site (preview/timeline.ts), which every day rule reads in place of the one clock.
 */
export function requestContext(isolate: Isolate, moment?: number): MiddlewareHandler<AppEnv> {
  /** A large regular expression (crawler.ts): the handful of user agents an isolate sees are answered from memory. */
  const isCrawler = boundedMemo(isCrawlerAgent, 256);
  // One calendar per config (the isolate's, the same object on every request) rather than a closure per request.
  const fixed = moment === undefined ? undefined : () => moment;
  let calendar = { config: undefined as Config | undefined, now: () => 0 };
  const calendarOf = (config: Config): (() => number) => {
    if (fixed) return fixed;
    if (calendar.config !== config) calendar = { config, now: () => nowOf(config) };
    return calendar.now;
  };
  return async function setRequestContext(c, next) {
    // First: everything after (an answer to a broken config included) reads the address from here.
    c.set('address', addressOf(c.req.url));
    const requestId = requestIdOf(c.req.header('cf-ray'));
    const log = new RequestLog();
    c.set('isolate', isolate);
    const config = isolate.configOf(c.env);
    c.set('config', config);
    c.set('calendar', calendarOf(config));
    c.set('requestId', requestId);
    c.set('isBot', isCrawler(c.req.header('user-agent') ?? ''));
    c.set('log', log);
    await next();
    // Set on the finished response's headers: `c.header()` after the handler rebuilds the whole Response.
    const headers = c.res.headers;
    headers.set('x-request-id', requestId);
    // Operators only (observability/diagnostics.ts).
    const diagnostics = showsDiagnostics(c.get('config'), c.req.header(DIAGNOSTICS_HEADER));
    if (diagnostics === true || (diagnostics !== false && (await diagnostics))) headers.set('server-timing', log.serverTiming());
    const status = c.res.status;
    const write = () => {
      if (log.worthLogging(status)) {
        console.log(log.line({ requestId, method: c.req.method, path: c.get('address').path.slice(0, 256), status, bot: c.get('isBot') }));
      }
    };
    // After a streamed body has finished, so the line includes node errors. Most requests have nothing still
    // running: they are judged now, without keeping the request open.
    if (log.pending) c.executionCtx.waitUntil(log.settled().then(write));
    else write();
  };
}
