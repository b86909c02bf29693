/**
 * `GET /news/{type}/feed.xml`: RSS of one type of news (press releases, company news, case studies;
 * contract/routing/site-paths.ts `NEWS_TYPE_FEEDS`), for journalists who follow releases only: the newest
 * MAX_FEED_ITEMS of the CMS's news narrowed to the type (`/news?type=`), one read however rare the type, cached and
 * purged like the news feed's. Linked from the type's list page.
 * @module
 */

import { NEWS_TYPE_FEEDS, newsTypeFeedPath } from '../../../contract/routing/site-paths';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { MAX_FEED_ITEMS, rssFeedXml } from './rss-feed';
import { contentOf, seoResponse } from './seo-response';

export async function newsTypeFeedRoute(c: AppContext): Promise<Response> {
  const { path } = c.get('address');
  const feed = NEWS_TYPE_FEEDS.find((entry) => newsTypeFeedPath(entry) === path);
  if (!feed) throw notFound(path);
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  const content = await contentOf(c);
  const { items } = await content.newsPage(1, MAX_FEED_ITEMS, { type: feed.slug });
  const channel = { title: `${SITE_NAME} ${feed.name}`, description: `The ${feed.name} of ${SITE_NAME}`, list: feed.list, self: path };
  return seoResponse(c, rssFeedXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, items, channel }), 'rss');
}
