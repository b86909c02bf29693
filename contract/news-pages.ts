/**
 * Where the pages of the news index live: `/news/` is page 1, then
 * `/news/page-2/`, `/news/page-3/`… (24 articles a page). They are ordinary
 * routes answered by the CMS's path lookup, so the worker and the client
 * router need no special case and a page past the last is a plain 404. The
 * segment is `page-N`, not `N`: a numeric last segment is a preview id.
 * The feed and news sitemap sizes are here too: the CMS names them in its
 * purge when an article enters or leaves them.
 * @module
 */

export const NEWS_INDEX_PATH = '/news/';
/** Articles on one page of the news index. */
export const NEWS_PAGE_SIZE = 24;

/** Items in the RSS feed: the newest articles. */
export const FEED_SIZE = 50;
/** The Google News sitemap lists articles from the last two days (an article counts from 00:00 UTC of its date)… */
export const NEWS_SITEMAP_WINDOW_MS = 48 * 60 * 60 * 1000;
/** …and at most this many. */
export const NEWS_SITEMAP_MAX = 1000;

/** A page of the news index after the first; its number is the first group. */
export const NEWS_PAGE_PATH = /^\/news\/page-([1-9]\d{0,6})\/$/;

/** Path of page `page` (1-based) of the news index. */
export function newsPagePath(page: number): string {
  return page <= 1 ? NEWS_INDEX_PATH : `${NEWS_INDEX_PATH}page-${page}/`;
}

/** The page number a path names (`/news/` → 1, `/news/page-3/` → 3), or null for any other path. */
export function newsPageNumber(path: string): number | null {
  if (path === NEWS_INDEX_PATH) return 1;
  const match = NEWS_PAGE_PATH.exec(path);
  return match ? Number(match[1]) : null;
}

/** Pages needed for `total` articles (at least one: an empty index still has its first page). */
export function newsPageCount(total: number, size = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
