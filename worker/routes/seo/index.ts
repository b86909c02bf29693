/**
 * The crawler files: robots.txt, the sitemap index and its children, the
 * Google News sitemap, the news feed, one feed per type of news, per brand and
 * per brand and type, and the open roles' feed, built from the CMS's paged route
 * listing and news list, and the open jobs' sitemap from the jobs list; and
 * security.txt, which reads no content.
 * Mounted before the page catch-all in worker/index.ts.
 * @module
 */
import { Hono } from 'hono';
import { brandNewsListOfFeed } from '../../../contract/routing/news-lists';
import {
  FEED_PATH,
  JOBS_FEED_PATH,
  NEWS_SITEMAP_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
  SITEMAPS_DIR,
} from '../../../contract/routing/site-paths';
import type { AppEnv } from '../../context';
import { jobsFeedRoute } from './jobs-feed';
import { JOBS_SITEMAP_PATH, jobsSitemapRoute } from './jobs-sitemap';
import { newsListFeedRoute } from './news-list-feeds';
import { newsSitemapRoute } from './news-sitemap';
import { newsTypeFeedRoute } from './news-type-feeds';
import { robotsRoute } from './robots';
import { rssFeedRoute } from './rss-feed';
import { SECURITY_TXT_PATH, securityTxtRoute } from './security-txt';
import { sitemapChildRoute, sitemapIndexRoute } from './sitemap';

export const seoRoutes = new Hono<AppEnv>()
  .get(ROBOTS_PATH, robotsRoute)
  .get(SITEMAP_PATH, sitemapIndexRoute)
  .get(JOBS_SITEMAP_PATH, jobsSitemapRoute)
  .get(`${SITEMAPS_DIR}:file`, sitemapChildRoute)
  .get(NEWS_SITEMAP_PATH, newsSitemapRoute)
  .get(FEED_PATH, rssFeedRoute)
  // A type's feed (`/news/press-releases/feed.xml`) or a brand's (`/news/topgear/feed.xml`); a brand's of one type.
  .get('/news/:list/feed.xml', (c) => (brandNewsListOfFeed(c.get('address').path) ? newsListFeedRoute(c) : newsTypeFeedRoute(c)))
  .get('/news/:brand/:type/feed.xml', newsListFeedRoute)
  .get(JOBS_FEED_PATH, jobsFeedRoute)
  .get(SECURITY_TXT_PATH, securityTxtRoute);
