/**
 * Per-request context: typed config, a request id, the crawler flag (isbot),
 * and on the way out `Server-Timing`, `X-Request-Id` and one JSON log line.
 * What a request may read (previews, caches) is the request scope's business
 * (worker/scope/request-scope.ts).
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import type { AppEnv } from '../context';
import { configOf } from '../env';
import { RequestLog } from '../observability/request-log';

export function requestContext(): MiddlewareHandler<AppEnv> {
  return async function setRequestContext(c, next) {
    const url = new URL(c.req.url);
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    const log = new RequestLog();
    c.set('config', configOf(c.env));
    c.set('requestId', requestId);
    c.set('isBot', isbot(c.req.header('user-agent') ?? ''));
    c.set('log', log);
    await next();
    c.header('x-request-id', requestId);
    c.header('server-timing', log.serverTiming());
    const fields = { requestId, method: c.req.method, path: url.pathname.slice(0, 256), status: c.res.status, bot: c.get('isBot') };
    // One line per request, written when a streamed body has finished so it includes node errors.
    c.executionCtx.waitUntil(log.settled().then(() => console.log(log.line(fields))));
  };
}
