/**
 * A streamed HTML response: the head is written at once and the body follows
 * when it is ready (people). Its headers, like every page's, are the cache
 * policy's (worker/cache/cache-policy.ts).
 * @module
 */

import { type HtmlPart, joinParts } from './html-parts';

/**
 * Writes `start` now and `rest` when it resolves; a failure aborts the stream.
 * A reader that goes away (the client disconnects) makes the writes fail:
 * that is expected and swallowed, never an unhandled rejection.
 */
export function streamHtml(start: HtmlPart, rest: Promise<readonly HtmlPart[]>): ReadableStream<Uint8Array> {
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
