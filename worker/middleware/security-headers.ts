/**
 * Security headers on every worker response. The CSP allows scripts from the
 * site only: no inline script exists (state is a JSON data block), so no
 * nonce is needed and cached pages stay valid.
 *
 * Every request pays for this middleware, cache hits included, so the header
 * sets are computed once and applied with one `set` per header, after the
 * handler, unless the route built its response with them
 * (`withSecurityHeaders`). The set is decision 009: what a browser that runs
 * this site acts on; headers only Internet Explorer, Flash or a retired XSS
 * filter read are left out.
 *
 * CMS media under `/media/` gets a policy of its own: a file from the CMS (an
 * SVG, a PDF) is treated as a document that may run nothing, even when opened
 * directly. It is chosen here, by path, because this middleware writes its
 * headers last and would replace the route's (it also covers the media
 * route's error answers).
 *
 * `npm run dev` only (DEV_CLIENT_ORIGIN set, worker/env.ts): the client comes
 * from Vite's dev server, so scripts, the stylesheet and the hot-update socket
 * may also come from that origin. Unset, every header is as above.
 * @module
 */
import type { MiddlewareHandler } from 'hono';

/** Where embedded videos' players come from: YouTube's no-cookie domain and Vimeo's player, nothing else. */
const EMBED_PLAYER_ORIGINS = 'https://www.youtube-nocookie.com https://player.vimeo.com';

/** The site's policy; `devClient` (a loopback origin, `npm run dev` only) is allowed to serve the client. */
function siteCsp(devClient?: string): string {
  const client = devClient ? ` ${devClient}` : '';
  const socket = devClient ? ` ${devClient.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${client}`,
    `style-src 'self'${client}`,
    "img-src 'self' data:",
    "media-src 'self'",
    // The two video players an embed loads on a reader's click (app/nodes/embed.tsx). Site-wide, not per page:
    // the router shows later pages under the first page's policy. The sanitiser drops CMS HTML's iframes.
    `frame-src ${EMBED_PLAYER_ORIGINS}`,
    "font-src 'self'",
    `connect-src 'self'${client}${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SITE_CSP = siteCsp();

/** CMS media: nothing loads, nothing runs, the document is sandboxed (inline styles only, for SVG). */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const COMMON: readonly (readonly [string, string])[] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=63072000; includeSubDomains; preload'],
  ['x-content-type-options', 'nosniff'],
  // Kept for browsers older than CSP's frame-ancestors.
  ['x-frame-options', 'DENY'],
];

/** The headers every site response carries, written once per isolate. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = Object.freeze([['content-security-policy', SITE_CSP], ...COMMON]);
const MEDIA_HEADERS: readonly (readonly [string, string])[] = Object.freeze([['content-security-policy', MEDIA_CSP], ...COMMON]);

/**
 * The site's security headers with a response's own, for the busiest routes
 * (pages, the floor) to build their response with: made once per isolate,
 * and this middleware then finds them in place and writes nothing. A
 * `Headers` rather than a plain object: the runtime copies a `Headers` into
 * each response as it is, where an object's every name and value is read and
 * converted again (measured: about half the cost of the response). Shared by
 * every response, so never changed: a response's own copy may be.
 */
export function withSecurityHeaders(own: Record<string, string>): Headers {
  return new Headers({ ...own, ...Object.fromEntries(SECURITY_HEADERS) });
}

export function securityHeaders(): MiddlewareHandler {
  /** The site's headers with the dev client's origin allowed (`npm run dev`), made once per origin. */
  const devHeaders = new Map<string, readonly (readonly [string, string])[]>();
  function siteHeaders(devClient: string | undefined): readonly (readonly [string, string])[] {
    if (!devClient) return SECURITY_HEADERS;
    let headers = devHeaders.get(devClient);
    if (!headers) {
      headers = Object.freeze([['content-security-policy', siteCsp(devClient)], ...COMMON] as const);
      devHeaders.set(devClient, headers);
    }
    return headers;
  }
  return async function setSecurityHeaders(c, next) {
    await next();
    const headers = c.res.headers;
    const media = c.get('address').path.startsWith('/media/');
    // The config is missing only when it is invalid (the plain 503): then there is no dev client either.
    const wanted = media ? MEDIA_HEADERS : siteHeaders(c.get('config')?.DEV_CLIENT_ORIGIN);
    if (headers.get('content-security-policy') === wanted[0]![1]) return;
    for (const [name, value] of wanted) headers.set(name, value);
  };
}
