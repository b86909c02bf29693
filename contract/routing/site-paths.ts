/**
 * The addresses of the site's crawler files, in one place: the worker serves
 * them (worker/routes/seo), the head links the feed, robots.txt names the
 * sitemaps, and the reference CMS purges them when content changes. Pure
 * constants, so the server, the client and the CMS cannot drift apart.
 * @module
 */
export const ROBOTS_PATH = '/robots.txt';
/** The sitemap index; its children sit under SITEMAPS_DIR. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAPS_DIR = '/sitemaps/';
export const NEWS_SITEMAP_PATH = '/news-sitemap.xml';
/** RSS 2.0 of the news and press releases. */
export const FEED_PATH = '/news/feed.xml';

/** RSS of the open roles, newest first (worker/routes/seo/jobs-feed.ts). */
export const JOBS_FEED_PATH = '/jobs/feed.xml';

/** RSS of one type of news, beside its list page under /news/ (`{list}feed.xml`); `category` is what its items carry. */
export const NEWS_TYPE_FEEDS = [
  { slug: 'press-releases', list: '/news/press-releases/', category: 'Press release', name: 'press releases' },
  { slug: 'company-news', list: '/news/company-news/', category: 'News', name: 'company news' },
  { slug: 'case-studies', list: '/news/case-studies/', category: 'Case study', name: 'case studies' },
] as const;
export type NewsTypeFeed = (typeof NEWS_TYPE_FEEDS)[number];

/** The feed of a list page (`/news/press-releases/` → `/news/press-releases/feed.xml`). */
export function newsTypeFeedPath(feed: NewsTypeFeed): string {
  return `${feed.list}feed.xml`;
}

/** The n-th child of the sitemap index (1-based). */
export function sitemapChildPath(child: number): string {
  return `${SITEMAPS_DIR}${child}.xml`;
}
