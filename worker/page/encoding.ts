/**
 * Pages from the page cache go out gzip-compressed, compressed once per held
 * page: a reader's request reaches the worker asking for gzip (the edge asks
 * for it on every client's behalf and decodes for a client that cannot), so a
 * hit writes about a fifth of the bytes, and nothing is compressed per request.
 * Rendered pages stream uncompressed; the edge compresses those.
 * @module
 */

import { boundedMemo } from '../../contract/bounded-memo';

/**
 * Whether an Accept-Encoding header accepts gzip (`gzip`, `x-gzip` or `*`, unless given q=0): the few headers an
 * isolate sees, each parsed once by the memo this makes (one per page route).
 */
export function acceptsGzipMemo(): (header: string | undefined) => boolean {
  const memo = boundedMemo(parseAccepts, 64);
  return (header) => (header ? memo(header) : false);
}

function parseAccepts(header: string): boolean {
  let wildcard = false;
  for (const item of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (coding === 'gzip' || coding === 'x-gzip') return !refused;
    if (coding === '*') wildcard = !refused;
  }
  return wildcard;
}

/** The bytes gzip-compressed, by the runtime's CompressionStream. */
export async function gzip(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
