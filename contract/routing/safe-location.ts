/**
 * Every `Location` the site sends is built here: resolved against the
 * canonical origin with `new URL`, so `//host`, `/\host`, tabs and encoded
 * variants can never turn into another host. Same-site targets are sent as a
 * path and query (relative), so one build redirects correctly on any host it
 * is served from (staging, production, a preview URL); only targets that
 * leave the site are absolute.
 * @module
 */
import { hasControlChars } from '../link-safety';

/** Beyond the control characters: line separators and backslashes never reach a header or a URL we emit. */
const FORBIDDEN_EXTRA = /[\u2028\u2029\\]/;

function forbidden(target: string): boolean {
  return hasControlChars(target) || FORBIDDEN_EXTRA.test(target);
}

/**
 * Resolves a site-relative target (`/contact/?a=1`) against `origin` and
 * returns its normalised path and query, or null when the result would leave
 * the origin or the target is malformed.
 */
export function sameOriginLocation(target: string, origin: string): string | null {
  if (forbidden(target) || !target.startsWith('/') || target.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  return url.origin === new URL(origin).origin ? relative(url) : null;
}

/**
 * Path, query and hash. A path that still begins with `//` after resolution
 * (`/.//host`) would be read by a browser as another host: refused.
 */
function relative(url: URL): string | null {
  return url.pathname.startsWith('//') ? null : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A redirect target from a table or the CMS: site-relative targets stay on the
 * origin; absolute targets must be http(s) and are allowed to leave the site
 * (the redirect step). Anything else (`javascript:`, control characters) is null.
 */
export function redirectLocation(target: string, origin: string): { href: string; external: boolean } | null {
  if (forbidden(target) || target.length > 2048) return null;
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
  if (url.origin !== new URL(origin).origin) return { href: url.toString(), external: true };
  const href = relative(url);
  return href ? { href, external: false } : null;
}

/** Carries the request's query over to a redirect target that has none of its own. */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target;
  return target.includes('?') ? target : `${target}${search.startsWith('?') ? search : `?${search}`}`;
}
