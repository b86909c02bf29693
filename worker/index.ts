/**
 * The site worker: assembly only, in the order a request meets it. Every
 * request gets the request context, the security headers and the guard.
 * Endpoints that read no content answer next; everything after them reads
 * content through one request scope (worker/request/request-scope.ts). A page
 * is then the rendered-page cache, else the route pipeline and the render.
 * The Cron Trigger's `scheduled` handler sits beside `fetch` (schedule/).
 * @module
 */
import { Hono } from 'hono';
import { build } from './builds';
import { CACHE_CONTROL } from './cache/cache-control';
import { workersCacheHeaders } from './cache/workers-cache';
import type { AppEnv } from './context';
import { createIsolate, type Isolate } from './isolate/isolate';
import { guard } from './middleware/guard';
import { securityHeaders, withSecurityHeaders } from './middleware/security-headers';
import { pageRoute } from './page/route';
import type { TimelineState } from './preview/preview-state';
import { timelineRoute } from './preview/timeline';
import { rememberingRouter } from './remembering-router';
import { requestContext } from './request/request-context';
import { requestScope } from './request/request-scope';
import { dataRoute } from './routes/data';
import { errorResponse } from './routes/error-response';
import { mediaRoute } from './routes/media';
import { purgeRoute } from './routes/purge';
import { searchLimit } from './routes/search-limit';
import { seoRoutes } from './routes/seo';
import { scheduled } from './schedule/scheduled';

const FLOOR_HEADERS = withSecurityHeaders({ 'content-type': 'text/plain; charset=UTF-8', 'cache-control': CACHE_CONTROL.none });

/**
 * The site for an isolate: everything it remembers between requests is in `isolate` (isolate/isolate.ts).
 * Tests make one with a fresh isolate and a clock of their own. With `timeline`, the site as it will be at that
 * moment, for a verified timeline preview only (preview/timeline.ts).
 */
export function createSite(isolate: Isolate, timeline?: TimelineState): Hono<AppEnv> {
  // Hono's default router tries RegExpRouter on the first match, which cannot take these routes, then builds the
  // TrieRouter it answers with anyway: a new isolate's first request paid for both (bench/README.md). Its answers
  // are remembered per path (remembering-router.ts).
  const app = new Hono<AppEnv>({ router: rememberingRouter() });

  // A timeline's calendar reads its moment; the isolate (its memos, pauses and breaker) keeps the real clock.
  app.use(requestContext(isolate, timeline && timeline.at * 1000));
  // Cloudflare's cache in front of the Worker, when WORKERS_CACHE is on: edge headers on complete public answers only.
  app.use(workersCacheHeaders());
  app.use(securityHeaders());
  app.use(guard({ postPaths: ['/__purge'] }));

  // Endpoints that read no content.
  app.post('/__purge', purgeRoute);
  app.get('/__floor', () => new Response('ok', { headers: FLOOR_HEADERS }));
  app.get('/media/*', mediaRoute);
  // `/preview?at=`: the site at a moment, answered by a site made for it (preview/timeline.ts).
  if (!timeline) app.use(timelineRoute((moment) => createSite(isolate, moment)));

  // Everything below reads content through the request scope.
  app.use(requestScope(timeline));
  app.use(searchLimit());
  app.get('/__data', dataRoute);
  app.route('/', seoRoutes);
  app.get('*', pageRoute());

  app.onError(errorResponse);
  return app;
}

/** This isolate's: made once, when the isolate loads the worker. */
export const siteIsolate = createIsolate({ build });

/** The site, and its Cron Trigger's handler (schedule/scheduled.ts): publishing on time needs no request. */
export default Object.assign(createSite(siteIsolate), { scheduled });
