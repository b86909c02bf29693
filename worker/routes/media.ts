/**
 * `GET /media/*`: CMS media served from the site's own origin (no third-party
 * requests for readers, one CSP source), cached at the edge for a day.
 * @module
 */
import type { AppContext } from '../context';
import { notFound } from '../errors';

const MEDIA_PATH = /^\/media\/[a-z0-9/-]{1,200}\.(svg|png|jpe?g|webp|avif|pdf)$/;
const MEDIA_TYPES = /^(image\/(svg\+xml|png|jpeg|webp|avif)|application\/pdf)/;

export async function mediaRoute(c: AppContext): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  if (!MEDIA_PATH.test(pathname)) throw notFound(pathname);
  const key = `${c.var.config.SITE_ORIGIN}${pathname}`;
  const cached = await caches.default.match(key);
  // A cached response's headers are immutable; the middleware still adds its own.
  if (cached) return new Response(cached.body, cached);
  const upstream = await fetch(`${c.var.config.CMS_API_BASE}${pathname}`, { signal: AbortSignal.timeout(c.var.config.CMS_TIMEOUT_MS) });
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !MEDIA_TYPES.test(type)) {
    await upstream.body?.cancel();
    throw notFound(pathname);
  }
  const response = new Response(upstream.body, {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
      // SVG from a CMS is treated as a document of its own: no scripts even if opened directly.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
  c.executionCtx.waitUntil(caches.default.put(key, response.clone()));
  return response;
}
