/**
 * A page's response: the one place that decides whether a document goes out
 * whole or streamed, and the page's headers by what it holds. Browsers may
 * keep only a complete page: one rendered without its content is
 * `private, no-store`, and one streamed before its content arrived is
 * `no-cache` (its headers went before anyone knew). What is rendered is handed
 * to the page cache's middleware (`rendered`), which alone decides whether to
 * store it. Redirect outcomes are answered here too.
 * @module
 */

import { CACHE_CONTROL } from '../cache/cache-control';
import { PAGE_HEADERS, PAGE_STREAM_HEADERS, PAGE_UNCACHED_HEADERS } from '../cache/cache-policy';
import type { RenderedPage } from '../cache/page-cache-middleware';
import { listTagsOf } from '../cms/content-service';
import type { AppContext } from '../context';
import type { Outcome, ResolvedPage } from '../pipeline/types';
import { joinParts } from './html-parts';
import { streamHtml } from './html-response';
import type { DocumentBody, PageDocument } from './page-document';
import type { PageNodesResult } from './page-nodes';

/**
 * The one place that decides "whole or streamed": a body that is ready (or arrives within a turn: nodes already
 * in the isolate's memory) goes out with the head in one piece, without the cost of a stream; anything slower
 * streams, head first (and the log line waits for it).
 */
export async function respond(c: AppContext, page: ResolvedPage, { head, body }: PageDocument): Promise<Response> {
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

export function redirectResponse(outcome: Extract<Outcome, { kind: 'redirect' }>): Response {
  const cacheControl = outcome.status === 302 ? CACHE_CONTROL.none : CACHE_CONTROL.redirect;
  return new Response(null, { status: outcome.status, headers: { location: outcome.location, 'cache-control': cacheControl } });
}
