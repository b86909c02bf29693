/**
 * `GET /news/feed.xml`: RSS 2.0 of the news and press releases, the 50 newest
 * from the CMS's news list (one call: `/news?page=1&limit=50`). Linked from
 * news pages by worker/head/build-head.ts.
 * @module
 */

import { FEED_SIZE } from '../../../contract/news-pages';
import type { NewsItem } from '../../../contract/nodes';
import { momentOf, parsePublishedDate } from '../../../contract/published-date';
import { FEED_PATH } from '../../../contract/routing/site-paths';
import type { AppContext } from '../../context';
import { isPagePath } from './indexable-routes';
import { contentOf, seoResponse } from './seo-response';
import { element, escapeXml, XML_DECLARATION } from './xml';

export const MAX_FEED_ITEMS = FEED_SIZE;

export interface RssFeedInput {
  origin: string;
  siteName: string;
  /** News items, newest first (the CMS's order). */
  items: readonly NewsItem[];
  /** A feed of part of the news (news-type-feeds.ts, news-list-feeds.ts): its title and description, its list page and its own path. */
  channel?: { title: string; description: string; list: string; self: string };
}

/** When an item went out: its `published` moment, else its day's midnight in UTC (a CMS that knows the day only). */
export function publishedAt(item: Pick<NewsItem, 'date' | 'published'>): Date | null {
  return momentOf(item.published, parsePublishedDate(item.date));
}

export function rssFeedXml({ origin, siteName, items, channel }: RssFeedInput): string {
  const articles = items
    .filter((item) => isPagePath(item.href))
    .slice(0, MAX_FEED_ITEMS)
    .map((item) => ({ item, published: publishedAt(item)?.toUTCString() }));
  const entries = articles.map(({ item, published }) => {
    const link = `${origin}${item.href}`;
    return [
      '<item>',
      element('title', item.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      published ? element('pubDate', published) : '',
      item.excerpt ? element('description', item.excerpt) : '',
      item.category ? element('category', item.category) : '',
      '</item>',
    ].join('');
  });
  // The newest item's date: the feed text only changes when its content does.
  const newest = articles.find((article) => article.published)?.published;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel?.title ?? `${siteName} news`),
    element('link', `${origin}${channel?.list ?? '/news/'}`),
    element('description', channel?.description ?? `News and press releases from ${siteName}`),
    element('language', 'en-GB'),
    `<atom:link href="${escapeXml(`${origin}${channel?.self ?? FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', newest)] : []),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function rssFeedRoute(c: AppContext): Promise<Response> {
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  const content = await contentOf(c);
  const { items } = await content.newsPage(1, MAX_FEED_ITEMS);
  return seoResponse(c, rssFeedXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, items }), 'rss');
}
