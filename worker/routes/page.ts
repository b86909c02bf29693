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

import { CACHE_CONTROL } from '../cache/cache-control';
import { PAGE_HEADERS, PAGE_STREAM_HEADERS, PAGE_UNCACHED_HEADERS } from '../cache/cache-policy';
import type { RenderedPage } from '../cache/page-cache-middleware';
import type { ContentAnswer, LoadResult } from '../cache/swr-cache';
import { listTagsOf } from '../cms/content-service';
import type { AppContext } from '../context';
import { nowOf } from '../env';
import { HttpError } from '../errors';
import { runPipeline } from '../pipeline/run-pipeline';
import { stepInputOf } from '../pipeline/step-input';
import type { Outcome, ResolvedPage } from '../pipeline/types';
import { siteFrame } from '../render/app-state';
import { joinParts, partsText } from '../render/html-parts';
import { streamHtml } from '../render/html-response';
import { type DocumentBody, type PageDocument, pageDocument } from '../render/page-document';
import { loadPageNodes, type PageNodesResult, pageNodesNow } from '../render/page-nodes';

/** Seconds a crawler is asked to wait when a page's nodes cannot be loaded. */
const NODES_RETRY_AFTER = 30;

/** Resolve → document → respond. */
export async function renderPage(c: AppContext): Promise<Response> {
  const { content } = c.get('scope');
  // The site frame depends on nothing the pipeline decides: it is read beside it.
  const frame = siteFrame(c.get('config'), content);
  const outcome = await runPipeline(stepInputOf(c));
  if (outcome.kind === 'redirect') return redirectResponse(outcome);
  const { page } = outcome;
  const now = nowOf(c.get('config'));
  const { openJobs } = c.get('isolate').renderer;
  let nodes: PageNodesResult | Promise<PageNodesResult> =
    pageNodesNow(page, content, now, openJobs) ?? loadPageNodes(page, content, c.get('log'), now, openJobs);
  if (c.get('isBot')) {
    // Crawlers get complete HTML, and a 503 rather than a page without its content.
    nodes = await nodes;
    if (nodes.degraded)
      throw new HttpError(503, 'Service Unavailable', 'The page content could not be loaded', { retryAfter: NODES_RETRY_AFTER });
  }
  return respond(c, page, await pageDocument(c, frame, page, nodes));
}

/**
 * The one place that decides "whole or streamed": a body that is ready (or arrives within a turn: nodes already
 * in the isolate's memory) goes out with the head in one piece, without the cost of a stream; anything slower
 * streams, head first (and the log line waits for it).
 */
async function respond(c: AppContext, page: ResolvedPage, { head, body }: PageDocument): Promise<Response> {
  const ready = body instanceof Promise ? await withinTurn(body) : body;
  if (ready) {
    const html = joinParts([head, ...ready.end]);
    const complete = ready.nodes !== null && !ready.nodes.degraded;
    offer(c, page, Promise.resolve(finished(html, ready.nodes)));
    return new Response(html, { status: page.status, headers: complete ? PAGE_HEADERS : PAGE_UNCACHED_HEADERS });
  }
  const end = (body as Promise<DocumentBody>).then(({ end, nodes }) => ({ end, finished: finished(joinParts([head, ...end]), nodes) }));
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
    const { head, body } = await pageDocument(c, siteFrame(c.get('config'), content), outcome.page, nodes);
    return { ok: true, value: partsText([head, ...(await body).end]), tags: listTagsOf(nodes.slots), datedAt: content.datedAt() };
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
