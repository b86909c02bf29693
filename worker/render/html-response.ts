/**
 * HTML responses: a stream whose head is written at once and whose body
 * follows when it is ready (people), or the finished document in one piece
 * (crawlers and cached pages).
 * @module
 */

import { CACHE_CONTROL } from '../cache/cache-control';
import { withSecurityHeaders } from '../middleware/security-headers';
import { type HtmlPart, joinParts } from './html-parts';

export const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' } as const;

/**
 * A public page's headers, security headers included (worker/middleware/security-headers.ts). Pages from the
 * page cache may go out gzip-compressed (worker/cache/page-encoding.ts), so every page varies by Accept-Encoding.
 */
export const PAGE_HEADERS = withSecurityHeaders({ ...HTML_HEADERS, 'cache-control': CACHE_CONTROL.page, vary: 'accept-encoding' });
/**
 * A page whose content could not be loaded (an empty body after a nodes failure, or an error view finishing a
 * document): no browser or shared cache may keep it.
 */
export const PAGE_UNCACHED_HEADERS = withSecurityHeaders({
  ...HTML_HEADERS,
  'cache-control': CACHE_CONTROL.private,
  vary: 'accept-encoding',
});
/**
 * A page streamed before its content arrived: when the headers go, nobody knows whether the content will load,
 * so a browser may keep the page but must ask again before showing it (`no-cache`; unlike `no-store`, it does
 * not keep the page out of the back/forward cache). A later request is answered complete from the page cache.
 */
export const PAGE_STREAM_HEADERS = withSecurityHeaders({ ...HTML_HEADERS, 'cache-control': 'no-cache', vary: 'accept-encoding' });
/** PAGE_HEADERS for a page's gzip bytes. */
export const PAGE_GZIP_HEADERS = withSecurityHeaders({
  ...HTML_HEADERS,
  'cache-control': CACHE_CONTROL.page,
  vary: 'accept-encoding',
  'content-encoding': 'gzip',
});

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
