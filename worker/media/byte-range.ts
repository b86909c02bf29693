/**
 * One byte range of a clip, for `Range` requests: Safari plays video and audio only from ranges (it asks for
 * `bytes=0-1` first and gives up on a 200), and every browser seeks by them. The whole file is in hand (the media
 * route holds a file whole to check it), so a range is a slice. One range only: a request for several gets the
 * whole file, as HTTP allows; an `If-Range` that no longer matches the file gets the whole file too.
 * @module
 */

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The range `header` asks of a file of `size` bytes; null for the whole file (no header, several, not bytes). */
export function byteRange(header: string | null, size: number): ByteRange {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last n bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The answer to a request for `bytes`: the range asked for as a 206, a 416 when none of it exists, else the whole. */
export function rangedResponse(bytes: Uint8Array, request: { range: string | null; ifRange: string | null }, headers: Headers): Response {
  headers.set('accept-ranges', 'bytes');
  const current = !request.ifRange || request.ifRange === headers.get('etag') || request.ifRange === headers.get('last-modified');
  const range = current ? byteRange(request.range, bytes.byteLength) : null;
  if (range === null) return new Response(bytes, { headers });
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${bytes.byteLength}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('content-range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
  return new Response(bytes.subarray(range.start, range.end + 1), { status: 206, headers });
}
