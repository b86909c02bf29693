/**
 * `GET /news/{type}/feed.xml`: RSS of one type of news (press releases, company news, case studies;
 * contract/routing/site-paths.ts `NEWS_TYPE_FEEDS`), for journalists who follow releases only. The CMS's news list
 * has no filter by type, so the feed reads the list newest first, FEED_SIZE items a call, and keeps the items of
 * its type: at most TYPE_FEED_READS calls (each cached and purged like the news feed's), so a rare type lists
 * what the newest FEED_SIZE × TYPE_FEED_READS stories hold. Linked from the type's list page.
 * @module
 */

import type { NewsItem } from '../../../contract/nodes';
import { NEWS_TYPE_FEEDS, type NewsTypeFeed, newsTypeFeedPath } from '../../../contract/routing/site-paths';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { MAX_FEED_ITEMS, rssFeedXml } from './rss-feed';
import { contentOf, seoResponse } from './seo-response';

/** Calls of the news list a type feed makes at most. */
export const TYPE_FEED_READS = 4;

/** The items of `feed`'s type among the newest stories, newest first, at most MAX_FEED_ITEMS. */
export async function typeFeedItems(feed: NewsTypeFeed, read: (page: number) => Promise<{ items: readonly NewsItem[]; pages: number }>) {
  const found: NewsItem[] = [];
  for (let page = 1; page <= TYPE_FEED_READS && found.length < MAX_FEED_ITEMS; page++) {
    const list = await read(page);
    found.push(...list.items.filter((item) => item.category === feed.category));
    if (page >= list.pages) break;
  }
  return found.slice(0, MAX_FEED_ITEMS);
}

export async function newsTypeFeedRoute(c: AppContext): Promise<Response> {
  const { path } = c.get('address');
  const feed = NEWS_TYPE_FEEDS.find((entry) => newsTypeFeedPath(entry) === path);
  if (!feed) throw notFound(path);
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  const content = await contentOf(c);
  const items = await typeFeedItems(feed, (page) => content.newsPage(page, MAX_FEED_ITEMS));
  const channel = { title: `${SITE_NAME} ${feed.name}`, description: `The ${feed.name} of ${SITE_NAME}`, list: feed.list, self: path };
  return seoResponse(c, rssFeedXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, items, channel }), 'rss');
}
