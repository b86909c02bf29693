/**
 * A page's response: the one place that decides whether a document goes out
 * whole or streamed, and the page's headers by what it holds. Browsers may
 * keep only a complete page: one rendered without its content is
 * `private, no-store`, and one streamed before its content arrived is
 * `no-cache` (its headers went before anyone knew). What the page cache may
 * keep of it is offered beside it (`RenderedPage.kept`). Redirect outcomes
 * are answered here too.
 * @module
 */

import { CACHE_CONTROL } from '../cache/cache-control';
import { PAGE_HEADERS, PAGE_STREAM_HEADERS, PAGE_UNCACHED_HEADERS, storesPage } from '../cache/cache-policy';
import { listTagsOf } from '../cms/content-service';
import type { AppContext } from '../context';
import type { ResolvedPage } from '../pipeline/types';
import { type HtmlPart, joinParts } from '../render/html-parts';
import { type DocumentBody, pageDocument } from './document';
import type { PageNodesResult } from './nodes';
import type { Page, Redirect } from './resolve';

/** A finished document the page cache may store, and the lists it shows (their purge tags). */
export interface KeptPage {
  html: Uint8Array;
  listTags: readonly string[];
}

export interface RenderedPage {
  response: Response;
  /**
   * The document once its body is in, if the cache policy lets it be kept (storesPage); else null. Asked for by
   * the page cache only: a render with no page cache (a preview, `RENDERED_PAGE_CACHE=off`) works out nothing of it.
   */
  kept: () => Promise<KeptPage | null>;
}

const NOTHING_KEPT = () => Promise.resolve(null);

/**
 * The one place that decides "whole or streamed": a body that is ready (or arrives within a turn: nodes already
 * in the isolate's memory) goes out with the head in one piece, without the cost of a stream; anything slower
 * streams, head first (and the log line waits for it).
 */
export async function respond(c: AppContext, resolved: Redirect | Page): Promise<RenderedPage> {
  if (resolved.kind === 'redirect') return { response: redirectResponse(resolved), kept: NOTHING_KEPT };
  const { page } = resolved;
  const { head, body } = await pageDocument(c, resolved.frame, page, resolved.nodes);
  const ready = body instanceof Promise ? await withinTurn(body) : body;
  if (ready) {
    const parts = [head, ...ready.end];
    const body = c.get('isolate').renderer.responseBody(parts);
    const complete = ready.nodes !== null && !ready.nodes.degraded;
    return {
      response: new Response(body, { status: page.status, headers: complete ? PAGE_HEADERS : PAGE_UNCACHED_HEADERS }),
      // The response's bytes are in a buffer the next response reuses: what is kept is joined apart.
      kept: async () => keptOf(page, ready.nodes, () => joinParts(parts)),
    };
  }
  const end = (body as Promise<DocumentBody>).then((done) => done.end);
  c.get('log').track(end);
  return {
    response: new Response(streamHtml(head, end), { status: page.status, headers: PAGE_STREAM_HEADERS }),
    kept: () => (body as Promise<DocumentBody>).then(({ end, nodes }) => keptOf(page, nodes, () => joinParts([head, ...end]))),
  };
}

/** What the page cache may keep of a finished document: a complete public 200 (storesPage), else nothing. */
function keptOf(page: ResolvedPage, nodes: PageNodesResult | null, html: () => Uint8Array): KeptPage | null {
  const complete = nodes !== null && !nodes.degraded;
  return nodes && storesPage(page.status, page.preview !== undefined, complete)
    ? { html: html(), listTags: listTagsOf(nodes.slots) }
    : null;
}

/** Microtasks a body at hand takes to settle (a render chain of awaits); one still pending after them waits a turn. */
const TURN_MICROTASKS = 32;

/**
 * The promise's value if it settles within a turn of the event loop, else undefined (it goes on). A body at hand
 * settles within microtasks, so it is waited for without a timer: a timer set and cleared per page cost a first
 * sight measurably (bench/README.md). Only a body still pending after them gets the turn's timer.
 */
async function withinTurn<T>(promise: Promise<T>): Promise<T | undefined> {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  promise.then(mark, mark);
  for (let turn = 0; turn < TURN_MICROTASKS && !settled; turn++) await undefined;
  if (settled) return await promise;
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
 * Writes `start` now and `rest` when it resolves; a failure aborts the stream. A reader that goes away (the
 * client disconnects) makes the writes fail: that is expected and swallowed, never an unhandled rejection.
 */
function streamHtml(start: HtmlPart, rest: Promise<readonly HtmlPart[]>): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const ignore = () => undefined;
  writer.write(joinParts([start])).catch(ignore);
  rest
    .then(
      async (parts) => {
        await writer.write(joinParts(parts));
        await writer.close();
      },
      (error: unknown) => writer.abort(error),
    )
    .catch(ignore);
  return readable;
}

function redirectResponse(redirect: Redirect): Response {
  const cacheControl = redirect.status === 302 ? CACHE_CONTROL.none : CACHE_CONTROL.redirect;
  return new Response(null, { status: redirect.status, headers: { location: redirect.location, 'cache-control': cacheControl } });
}
