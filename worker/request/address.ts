/**
 * The parts of a request URL as the runtime wrote it (already parsed and
 * serialised, so percent-encoded exactly as `new URL(url)` would give them),
 * cut from the string: most requests need only the path and whether there is
 * a query, and a URL parse per request is a call into the runtime.
 * @module
 */

/** The address a request is for: worked out once per request (request-context.ts), read as `c.get('address')`. */
export interface Address {
  /** `new URL(url).pathname`. */
  path: string;
  /** `new URL(url).search`: the query with its `?`, or ''. */
  rawSearch: string;
}

export function addressOf(url: string): Address {
  return { path: rawPath(url), rawSearch: rawSearchOf(url) };
}

/** Where the path ends: at the query, or the end (a request URL carries no fragment, but one is cut too). */
function pathEnd(url: string, start: number): number {
  let end = url.length;
  for (const mark of ['?', '#']) {
    const at = url.indexOf(mark, start);
    if (at >= 0 && at < end) end = at;
  }
  return end;
}

function pathStart(url: string): number {
  return url.indexOf('/', url.indexOf('//') + 2);
}

/** `new URL(url).pathname`. */
export function rawPath(url: string): string {
  const start = pathStart(url);
  return start < 0 ? '/' : url.slice(start, pathEnd(url, start));
}

/** `new URL(url).search`: the query with its `?`, or '' when there is none or it is empty. */
export function rawSearchOf(url: string): string {
  const start = pathStart(url);
  if (start < 0) return '';
  const from = pathEnd(url, start);
  if (url[from] !== '?') return '';
  const hash = url.indexOf('#', from);
  const search = url.slice(from, hash < 0 ? url.length : hash);
  return search === '?' ? '' : search;
}
