/**
 * Page requests that the page cache did not answer: the route pipeline, then
 * the render. For people the head is flushed as soon as the route is
 * resolved, before nodes arrive; crawlers get complete HTML (and a 503, never
 * a degraded 200, when nodes fail). What is rendered is handed to the page
 * cache's middleware, which stores what the cache policy lets it keep.
 *
 * Browsers may keep only a complete page: one rendered without its content is
 * `private, no-store`, and one streamed before its content arrived is
 * `no-cache` (its headers went before anyone knew).
 * @module
 */

import type { AppState, ContentPage } from '../../contract/page-state';
import { CACHE_CONTROL } from '../cache/cache-control';
import { PAGE_HEADERS, PAGE_STREAM_HEADERS, PAGE_UNCACHED_HEADERS } from '../cache/cache-policy';
import type { RenderedPage } from '../cache/page-cache-middleware';
import type { ContentAnswer, LoadResult } from '../cache/swr-cache';
import type { ContentService } from '../cms/content-service';
import { listTagsOf } from '../cms/content-service';
import type { AppContext } from '../context';
import { nowOf } from '../env';
import { HttpError } from '../errors';
import { runPipeline } from '../pipeline/run-pipeline';
import { stepInputOf } from '../pipeline/step-input';
import type { Outcome, ResolvedPage } from '../pipeline/types';
import { appState, siteFrame } from '../render/app-state';
import { type HtmlPart, joinParts, partsText } from '../render/html-parts';
import { streamHtml } from '../render/html-response';
import { heldPageNodes, loadPageNodes, type PageNodesResult } from '../render/page-nodes';
import { renderFailure } from '../render/render-failure';

/** Seconds a crawler is asked to wait when a page's nodes cannot be loaded. */
const NODES_RETRY_AFTER = 30;

/** A page's body: the rest of the document after the head, and the nodes it shows (null: it shows a failure). */
interface Body {
  end: HtmlPart[];
  nodes: PageNodesResult | null;
}

/** The document's start (the client build it links: Vite's dev server in `npm run dev`). */
function headOf(c: AppContext, state: AppState): HtmlPart {
  const { renderer } = c.get('isolate');
  return renderer.documentHead(state, renderer.client(c.get('config').DEV_CLIENT_ORIGIN));
}

/** Resolve → head → body → respond. */
export async function renderPage(c: AppContext): Promise<Response> {
  const { content } = c.get('scope');
  // The site frame depends on nothing the pipeline decides: it is read beside it.
  const framed = siteFrame(c.get('config'), content);
  const outcome = await runPipeline(stepInputOf(c));
  if (outcome.kind === 'redirect') return redirectResponse(outcome);
  const page = outcome.page;

  if (c.get('isBot') || page.nodes.kind === 'ready') {
    // Complete HTML, head included (a job's JSON-LD reads its node); a crawler gets a 503, never a degraded page.
    const nodes = await loadPageNodes(page, content, c.get('log'), nowOf(c.get('config')), c.get('isolate').renderer.openJobs);
    if (c.get('isBot') && nodes.degraded) {
      throw new HttpError(503, 'Service Unavailable', 'The page content could not be loaded', { retryAfter: NODES_RETRY_AFTER });
    }
    const state = appState(await framed, contentPage(page, nodes.slots));
    return respond(c, page, headOf(c, state), { end: await renderEnd(c, state), nodes });
  }
  // People: the route is known, so status and head go out now; the body follows the nodes.
  const early = appState(await framed, contentPage(page, {}));
  const head = headOf(c, early);
  const held = heldPageNodes(page, content, nowOf(c.get('config')), c.get('isolate').renderer.openJobs);
  const body = held
    ? // Nodes the isolate holds fresh: the body is made now.
      await bodyOf(c, early, page, Promise.resolve({ slots: held, degraded: false }))
    : bodyOf(c, early, page, loadPageNodes(page, content, c.get('log'), nowOf(c.get('config')), c.get('isolate').renderer.openJobs));
  return respond(c, page, head, body);
}

/** The body once its nodes are in; a failure (nodes or render) after the head went is shown in the page. */
function bodyOf(c: AppContext, early: AppState, page: ResolvedPage, nodes: Promise<PageNodesResult>): Promise<Body> {
  return nodes
    .then(async (loaded) => ({ end: await renderEnd(c, { ...early, page: contentPage(page, loaded.slots) }), nodes: loaded }))
    .catch(async (error: unknown) => ({ end: await renderFailure(c, early.site, page.path, error), nodes: null }));
}

/**
 * The one place that decides "whole or streamed": a body that is ready (or arrives within a turn: nodes already
 * in the isolate's memory) goes out with the head in one piece, without the cost of a stream; anything slower
 * streams, head first (and the log line waits for it).
 */
async function respond(c: AppContext, page: ResolvedPage, head: HtmlPart, body: Body | Promise<Body>): Promise<Response> {
  const ready = body instanceof Promise ? await withinTurn(body) : body;
  if (ready) {
    const html = joinParts([head, ...ready.end]);
    const complete = ready.nodes !== null && !ready.nodes.degraded;
    offer(c, page, Promise.resolve(finished(html, ready.nodes)));
    return new Response(html, { status: page.status, headers: complete ? PAGE_HEADERS : PAGE_UNCACHED_HEADERS });
  }
  const end = (body as Promise<Body>).then(({ end, nodes }) => ({ end, finished: finished(joinParts([head, ...end]), nodes) }));
  offer(
    c,
    page,
    end.then((done) => done.finished),
  );
  const parts = end.then((done) => done.end);
  c.get('log').track(parts);
  return new Response(streamHtml(head, parts), { status: page.status, headers: PAGE_STREAM_HEADERS });
}

/** The finished document with what the page cache needs to judge and date it. */
function finished(html: Uint8Array, nodes: PageNodesResult | null) {
  return { html, listTags: nodes ? listTagsOf(nodes.slots) : [], complete: nodes !== null && !nodes.degraded };
}

/** Hands the rendered page to the page cache (cache/page-cache-middleware.ts), which alone decides whether to store it. */
function offer(c: AppContext, page: ResolvedPage, done: RenderedPage['finished']): void {
  c.set('rendered', { status: page.status, draft: page.preview !== undefined, finished: done });
}

/** The promise's value if it settles within a turn of the event loop, else undefined (it goes on). */
async function withinTurn<T>(promise: Promise<T>): Promise<T | undefined> {
  let timer = 0;
  const turn = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, 0);
  });
  try {
    return await Promise.race([promise, turn]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The finished document in one piece, for the page cache's background refresh of a stale page. Its data is
 * revalidated with it (a content service that reloads anything past its fresh window), so what the CMS has
 * withdrawn leaves with this one render. A page that is no longer there (404, 410, a redirect now) answers so,
 * and the page cache drops it; a failure keeps the stale page. While the CMS is failing the page is not made
 * again: the site frame is read instead, which probes the CMS when its breaker allows.
 */
export async function renderForCache(c: AppContext): Promise<LoadResult<string>> {
  const content = c.get('scope').revalidatingContent();
  if (!content.cmsUp) {
    await content.site().catch(() => undefined);
    return { ok: false, error: 'the CMS is failing' };
  }
  try {
    const outcome: Outcome = await runPipeline({ ...stepInputOf(c), content });
    if (outcome.kind !== 'page') return notAPage({ status: outcome.status, statusMessage: 'Redirected', message: outcome.location });
    if (outcome.page.status !== 200)
      return notAPage({ status: outcome.page.status, statusMessage: 'Not a page', message: outcome.page.path });
    const nodes = await loadPageNodes(outcome.page, content, c.get('log'), nowOf(c.get('config')), c.get('isolate').renderer.openJobs);
    // A page rendered without its nodes does not replace a complete one.
    if (nodes.degraded) return { ok: false, error: 'nodes unavailable' };
    const html = await renderDocument(c, content, outcome.page, nodes);
    return { ok: true, value: partsText([html]), tags: listTagsOf(nodes.slots), datedAt: content.datedAt() };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return notAPage(error);
    return { ok: false, error: `re-render failed: ${(error as Error)?.message ?? String(error)}` };
  }
}

function notAPage(answer: ContentAnswer): LoadResult<string> {
  return {
    ok: false,
    error: `not a page any more (${answer.status})`,
    answer: { status: answer.status, statusMessage: answer.statusMessage, message: answer.message },
  };
}

function redirectResponse(outcome: Extract<Outcome, { kind: 'redirect' }>): Response {
  const cacheControl = outcome.status === 302 ? CACHE_CONTROL.none : CACHE_CONTROL.redirect;
  return new Response(null, { status: outcome.status, headers: { location: outcome.location, 'cache-control': cacheControl } });
}

export function contentPage(page: ResolvedPage, slots: ContentPage['slots']): ContentPage {
  return { kind: 'content', path: page.path, route: page.route, slots, ...(page.preview ? { preview: page.preview } : {}) };
}

async function renderEnd(c: AppContext, state: AppState): Promise<HtmlPart[]> {
  const started = performance.now();
  const html = await c.get('isolate').renderer.documentEnd(state);
  c.get('log').render(Math.round(performance.now() - started));
  return html;
}

async function renderDocument(
  c: AppContext,
  content: ContentService,
  page: ResolvedPage,
  nodes: PageNodesResult,
): Promise<Uint8Array<ArrayBuffer>> {
  const frame = await siteFrame(c.get('config'), content);
  const state = appState(frame, contentPage(page, nodes.slots));
  return joinParts([headOf(c, state), ...(await renderEnd(c, state))]);
}
