/**
 * Errors become one of the spec's three error pages (§2) with the matching
 * status. Crawlers get the status without the rendered page; the client's data
 * requests get the error page state as JSON. Errors are never cached.
 * @module
 */
import type { DataAnswer } from '../../app/routing/data-answer';
import { buildHead } from '../../app/head';
import { build } from '../builds';
import { CacheUnavailableError } from '../cms/swr-cache';
import { ContentService } from '../cms/content-service';
import { contentVersion } from '../cms/content-version';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { appState, errorPage, siteFrame } from '../render/app-state';
import { documentEnd, documentStart } from '../render/document';
import { HTML_HEADERS } from '../render/html-response';
import { renderApp } from '../render/render-app';

/** Seconds a reader is asked to wait when the CMS is down and the page was never cached. */
const OUTAGE_RETRY_AFTER = 30;

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof CacheUnavailableError) {
    return new HttpError(503, 'Service Unavailable', 'The content service is not answering', { retryAfter: OUTAGE_RETRY_AFTER, cause: error });
  }
  return new HttpError(500, 'Internal Server Error', 'An unexpected error occurred', { cause: error });
}

export async function errorResponse(error: unknown, c: AppContext): Promise<Response> {
  const httpError = toHttpError(error);
  const url = new URL(c.req.url);
  const log = c.var.log;
  if (httpError.status >= 500) {
    log?.error(`${httpError.message}${httpError.cause ? `: ${String((httpError.cause as Error).message ?? httpError.cause)}` : ''}`);
  }
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (httpError.retryAfter) headers['retry-after'] = String(httpError.retryAfter);
  const allow = c.res.headers.get('allow');
  if (allow) headers.allow = allow;

  // Before the request context exists (a broken config), answer plainly.
  if (!c.var.config || !log) return new Response(`${httpError.status} ${httpError.statusMessage}`, { status: httpError.status, headers });

  const isData = url.pathname === '/__data';
  const path = isData ? (c.req.query('path') ?? '/').slice(0, 512) : url.pathname.slice(0, 512);
  const page = errorPage(httpError, path);
  if (!isData && (c.var.isBot || c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
    return c.body(`${httpError.status} ${httpError.statusMessage}`, httpError.status as 404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  }
  // The frame (menus) comes through the cache; during an outage it is not asked for again.
  const version = await contentVersion(c.env.SITE_STATE).catch(() => '0');
  const content = httpError.status === 503 ? null : new ContentService(c.var.config, log, version, {
    preview: c.var.preview, waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  const frame = await siteFrame(c.var.config, content);
  const state = appState(frame, page);
  if (isData) {
    const answer: DataAnswer = { kind: 'error', status: httpError.status, page, head: buildHead(state) };
    return c.json(answer, httpError.status as 404, headers);
  }
  const html = documentStart(buildHead(state), build) + documentEnd(await renderApp(state), state);
  return c.body(html, httpError.status as 404, { ...HTML_HEADERS, ...headers });
}
