/**
 * Page requests that the page cache did not answer: the route pipeline, then
 * the render. For people the head is flushed as soon as the route is
 * resolved, before nodes arrive; crawlers get complete HTML (and a 503, never
 * a degraded 200, when nodes fail). Complete public pages are stored in the
 * page cache.
 * @module
 */
import type { AppState, ContentPage } from '../../../app/content/page-state';
import { buildHead } from '../../../app/head';
import { build } from '../../builds';
import { listTagsOf } from '../../cms/content-service';
import type { LoadResult } from '../../cms/swr-cache';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { runPipeline } from '../../pipeline/run-pipeline';
import { stepInputOf } from '../../pipeline/step-input';
import type { Outcome, ResolvedPage } from '../../pipeline/types';
import { appState, siteFrame } from '../../render/app-state';
import { documentEnd, documentStart } from '../../render/document';
import { HTML_HEADERS, streamHtml } from '../../render/html-response';
import { loadPageNodes, type PageNodesResult } from '../../render/page-nodes';
import { renderApp } from '../../render/render-app';
import { renderFailure } from '../../render/render-failure';
import { CACHE_CONTROL } from '../cache-control';

/** Seconds a crawler is asked to wait when a page's nodes cannot be loaded. */
const NODES_RETRY_AFTER = 30;

export async function renderPage(c: AppContext): Promise<Response> {
  const outcome = await runPipeline(stepInputOf(c));
  if (outcome.kind === 'redirect') return redirectResponse(outcome);
  const page = outcome.page;
  const headers = { ...HTML_HEADERS, 'cache-control': CACHE_CONTROL.page };
  const { pageCache, target } = c.var.scope;
  const key = pageCache && !page.preview && page.status === 200 ? pageCache.keyFor(target.pathname, c.var.isBot) : null;
  const store = (html: string, nodes: PageNodesResult) => {
    if (key && !nodes.degraded) pageCache!.store(key, target.pathname, html, listTagsOf(nodes.slots));
  };

  if (c.var.isBot || page.nodes.kind === 'ready') {
    const nodes = await loadPageNodes(page, c.var.scope.content, c.var.log);
    if (c.var.isBot && nodes.degraded) {
      throw new HttpError(503, 'Service Unavailable', 'The page content could not be loaded', { retryAfter: NODES_RETRY_AFTER });
    }
    const html = await renderDocument(c, page, nodes);
    store(html, nodes);
    return c.body(html, page.status as 200, headers);
  }
  // People: the route is known, so status and head go out now; the body follows the nodes.
  const frame = await siteFrame(c.var.config, c.var.scope.content);
  const early = appState(frame, contentPage(page, {}));
  const start = documentStart(buildHead(early), build);
  const rest = loadPageNodes(page, c.var.scope.content, c.var.log)
    .then(async (nodes) => {
      const end = await renderEnd(c, { ...early, page: contentPage(page, nodes.slots) });
      store(start + end, nodes);
      return end;
    })
    .catch((error: unknown) => renderFailure(c, early.site, page.path, error));
  c.var.log.track(rest);
  // Nodes already in the isolate's memory arrive within a turn: then the page goes out in one
  // piece, without the cost of a stream. Anything slower streams, head first.
  const ready = await Promise.race([rest, nextTurn()]);
  if (typeof ready === 'string') return c.body(start + ready, page.status as 200, headers);
  return c.body(streamHtml(start, rest), page.status as 200, headers);
}

/** The finished document in one piece, for the page cache's background refresh. */
export async function renderForCache(c: AppContext): Promise<LoadResult<string>> {
  const outcome: Outcome = await runPipeline(stepInputOf(c));
  if (outcome.kind !== 'page' || outcome.page.status !== 200) return { ok: false, error: 'not a page any more' };
  const nodes = await loadPageNodes(outcome.page, c.var.scope.content, c.var.log);
  // A page rendered without its nodes does not replace a complete one.
  if (nodes.degraded) return { ok: false, error: 'nodes unavailable' };
  return { ok: true, value: await renderDocument(c, outcome.page, nodes), tags: listTagsOf(nodes.slots) };
}

function redirectResponse(outcome: Extract<Outcome, { kind: 'redirect' }>): Response {
  const cacheControl = outcome.status === 302 ? CACHE_CONTROL.none : CACHE_CONTROL.redirect;
  return new Response(null, { status: outcome.status, headers: { location: outcome.location, 'cache-control': cacheControl } });
}

function nextTurn(): Promise<undefined> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function contentPage(page: ResolvedPage, slots: ContentPage['slots']): ContentPage {
  return { kind: 'content', path: page.path, route: page.route, slots, ...(page.preview ? { preview: page.preview } : {}) };
}

async function renderEnd(c: AppContext, state: AppState): Promise<string> {
  const started = performance.now();
  const html = documentEnd(await renderApp(state), state);
  c.var.log.render(Math.round(performance.now() - started));
  return html;
}

async function renderDocument(c: AppContext, page: ResolvedPage, nodes: PageNodesResult): Promise<string> {
  const frame = await siteFrame(c.var.config, c.var.scope.content);
  const state = appState(frame, contentPage(page, nodes.slots));
  return documentStart(buildHead(state), build) + (await renderEnd(c, state));
}
