/**
 * Every Cache-Control policy the worker sends, in one place. (The Cache API
 * entries' own header is computed from the freshness windows in
 * worker/cache/swr-cache.ts; static assets' headers are in assets/_headers.)
 * @module
 */
export const CACHE_CONTROL = {
  /** Browsers may keep a page briefly; the edge keeps rendered pages in the page cache. */
  page: 'public, max-age=30',
  /** The client router's data answers: like pages. */
  data: 'public, max-age=30',
  /** Permanent redirects: a while, so a moved address costs readers one hop. */
  redirect: 'public, max-age=300',
  /** Crawler files. */
  seo: 'public, max-age=300',
  /** CMS media: a URL names an upload, which is never replaced in place. */
  media: 'public, max-age=31536000, immutable',
  /** Errors, previews, 302s and anything personal. */
  none: 'no-store',
  private: 'private, no-store',
} as const;
