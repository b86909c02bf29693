/**
 * Errors become one of the error pages with the matching status. Crawlers
 * get the status without the rendered page; the client's data requests get
 * the error page state as JSON. Errors are never cached. The site frame
 * (menus) comes from the request scope's content service when there is one
 * (cached data), and never from the CMS during an outage.
 * @module
 */

import { DATA_PATH, type DataAnswer } from '../../contract/routing/data-answer';
import { CACHE_CONTROL } from '../cache/cache-control';
import { HTML_HEADERS } from '../cache/cache-policy';
import { CacheUnavailableError, ContentAnswerError } from '../cache/swr-cache';
import type { AppContext } from '../context';
import { HttpError, notFound, OUTAGE_RETRY_AFTER } from '../errors';
import { buildHead } from '../head/build-head';
import { appState, errorPage, isOutageFrame, siteFrame } from '../render/app-state';
import { joinParts } from '../render/html-parts';

function toHttpError(error: unknown, path: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ContentAnswerError)
    return error.answer.status === 404
      ? notFound(path)
      : new HttpError(error.answer.status, error.answer.statusMessage, error.answer.message);
  if (error instanceof CacheUnavailableError) {
    return new HttpError(503, 'Service Unavailable', 'The content service is not answering', {
      retryAfter: OUTAGE_RETRY_AFTER,
      cause: error,
    });
  }
  return new HttpError(500, 'Internal Server Error', 'An unexpected error occurred', { cause: error });
}

export async function errorResponse(error: unknown, c: AppContext): Promise<Response> {
  const scope = c.get('scope');
  const address = c.get('address');
  const path = (scope?.path ?? address.path).slice(0, 512);
  const httpError = toHttpError(error, path);
  const log = c.get('log');
  if (httpError.status >= 500) {
    log?.error(`${httpError.message}${httpError.cause ? `: ${String((httpError.cause as Error).message ?? httpError.cause)}` : ''}`);
  }
  const headers: Record<string, string> = { 'cache-control': CACHE_CONTROL.none };
  if (httpError.retryAfter) headers['retry-after'] = String(httpError.retryAfter);
  const allow = c.res.headers.get('allow');
  if (allow) headers.allow = allow;

  // Before the request context exists (a broken config), answer plainly.
  if (!c.get('config') || !log)
    return new Response(`${httpError.status} ${httpError.statusMessage}`, { status: httpError.status, headers });

  const isData = address.path === DATA_PATH;
  if (!isData && (c.get('isBot') || (c.req.method !== 'GET' && c.req.method !== 'HEAD'))) {
    return c.body(`${httpError.status} ${httpError.statusMessage}`, httpError.status as 404, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
    });
  }
  const page = errorPage(httpError, path);
  const frame = await siteFrame(c.get('config'), httpError.status === 503 ? null : (scope?.content ?? null), c.get('calendar')());
  const state = appState(frame, page);
  if (isData) {
    const answer: DataAnswer = {
      kind: 'error',
      status: httpError.status,
      page,
      head: buildHead(state),
      ...(isOutageFrame(frame) ? {} : { site: frame }),
    };
    return c.json(answer, httpError.status as 404, headers);
  }
  const { renderer } = c.get('isolate');
  const html = joinParts([
    renderer.documentHead(state, renderer.client(c.get('config').DEV_CLIENT_ORIGIN)),
    ...(await renderer.documentEnd(state)),
  ]);
  return c.body(html, httpError.status as 404, { ...HTML_HEADERS, ...headers });
}
