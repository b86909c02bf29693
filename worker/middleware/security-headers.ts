/**
 * Security headers on every worker response (hono/secure-headers). The CSP
 * allows scripts from the site only: no inline script exists (state is a JSON
 * data block), so no nonce is needed and cached pages stay valid.
 *
 * CMS media under `/media/` gets a policy of its own: a file from the CMS
 * (an SVG, a PDF) is treated as a document that may run nothing, even when
 * opened directly. It is chosen here, by path, rather than set by the media
 * route, because this middleware writes its headers last and would replace
 * the route's (and it also covers the media route's error answers).
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The site's own pages and files. */
const SITE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** CMS media: nothing loads, nothing runs, the document is sandboxed (inline styles only, for SVG). */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const COMMON: SecureHeadersOptions = {
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    browsingTopics: [],
  },
};

export function securityHeaders(): MiddlewareHandler {
  const site = secureHeaders({ ...COMMON, contentSecurityPolicy: SITE_CSP });
  const media = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      sandbox: [],
    },
  });
  return function setSecurityHeaders(c, next) {
    return c.req.path.startsWith('/media/') ? media(c, next) : site(c, next);
  };
}
