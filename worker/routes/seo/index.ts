/**
 * The crawler files: robots.txt, the sitemap, the Google News sitemap and the
 * news feed, all built from the live route table. Mounted before the page
 * catch-all in worker/index.ts.
 * @module
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { newsSitemapRoute } from './news-sitemap';
import { robotsRoute } from './robots';
import { FEED_PATH, rssFeedRoute } from './rss-feed';
import { sitemapRoute } from './sitemap';

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', robotsRoute)
  .get('/sitemap.xml', sitemapRoute)
  .get('/news-sitemap.xml', newsSitemapRoute)
  .get(FEED_PATH, rssFeedRoute);
