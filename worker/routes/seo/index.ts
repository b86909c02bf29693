/**
 * The crawler files: robots.txt, the sitemap index and its children, the
 * Google News sitemap and the news feed, built from the CMS's paged route
 * listing and news list. Mounted before the page catch-all in worker/index.ts.
 * @module
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { newsSitemapRoute } from './news-sitemap';
import { robotsRoute } from './robots';
import { FEED_PATH, rssFeedRoute } from './rss-feed';
import { sitemapChildRoute, sitemapIndexRoute } from './sitemap';

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', robotsRoute)
  .get('/sitemap.xml', sitemapIndexRoute)
  .get('/sitemaps/:file', sitemapChildRoute)
  .get('/news-sitemap.xml', newsSitemapRoute)
  .get(FEED_PATH, rssFeedRoute);
