/**
 * Every `Location` the site sends is built here: resolved against the
 * canonical origin with `new URL`, so `//host`, `/\host`, tabs and encoded
 * variants can never turn into another host.
 * @module
 */

/** Characters that must never reach a header or a URL we emit. */
const FORBIDDEN = /[\u0000-\u001f\u007f\u2028\u2029\\]/;

/**
 * Resolves a site-relative target (`/contact/?a=1`) to an absolute URL on
 * `origin`, or null when the result would leave the origin or the target is
 * malformed.
 */
export function sameOriginLocation(target: string, origin: string): string | null {
  if (FORBIDDEN.test(target) || !target.startsWith('/') || target.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  return url.origin === new URL(origin).origin ? url.toString() : null;
}

/**
 * A redirect target from a table or the CMS: site-relative targets stay on the
 * origin; absolute targets must be http(s) and are allowed to leave the site
 * (spec §4 step 5). Anything else (`javascript:`, control characters) is null.
 */
export function redirectLocation(target: string, origin: string): { href: string; external: boolean } | null {
  if (FORBIDDEN.test(target) || target.length > 2048) return null;
  if (target.startsWith('/')) {
    const href = sameOriginLocation(target, origin);
    return href ? { href, external: false } : null;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return { href: url.toString(), external: url.origin !== new URL(origin).origin };
}

/** Carries the request's query over to a redirect target that has none of its own. */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target;
  return target.includes('?') ? target : `${target}${search.startsWith('?') ? search : `?${search}`}`;
}
