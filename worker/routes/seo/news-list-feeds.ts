/**
 * `GET /news/{brand}/feed.xml` and `/news/{brand}/{type}/feed.xml`: RSS of a brand's news, and of its stories of
 * one type (contract/routing/news-lists.ts), for journalists who follow one brand. The CMS's news list has no
 * brand, so the feed is the list page's own cards (the CMS decides which stories a brand's list holds): two reads,
 * the path lookup and the page's nodes, each cached and purged with the page. A brand or type outside the
 * contract's, or a list the CMS has no page for (no story of that brand and type), is a 404.
 * @module
 */

import type { NewsItem, Slots } from '../../../contract/nodes';
import { formatPublishedDate } from '../../../contract/published-date';
import { brandNewsListOfFeed, storyOfEyebrow } from '../../../contract/routing/news-lists';
import { slugOf } from '../../../contract/slugs';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { rssFeedXml } from './rss-feed';
import { contentOf, seoResponse } from './seo-response';

/** The stories a list page's cards link, newest first; only those of `category` when it is set. */
export function listStories(slots: Slots, category: string | null): NewsItem[] {
  const items: { item: NewsItem; iso: string }[] = [];
  for (const node of slots.main ?? []) {
    if (node.type !== 'card-grid') continue;
    for (const card of node.cards) {
      const { category: of, iso = '' } = storyOfEyebrow(card.eyebrow ?? '');
      if (!card.href || (category !== null && of !== category)) continue;
      const item: NewsItem = {
        title: card.title,
        href: card.href,
        // A card knows the day only: the feed dates it from that day's midnight, as for a day-only CMS.
        date: iso ? formatPublishedDate(new Date(`${iso}T00:00:00Z`)) : '',
        ...(card.text ? { excerpt: card.text } : {}),
        ...(of ? { category: of } : {}),
      };
      items.push({ item, iso });
    }
  }
  return items.sort((a, b) => b.iso.localeCompare(a.iso)).map(({ item }) => item);
}

export async function newsListFeedRoute(c: AppContext): Promise<Response> {
  const { path } = c.get('address');
  const found = brandNewsListOfFeed(path);
  if (!found) throw notFound(path);
  const content = contentOf(c);
  const { route } = await content.lookup(found.list);
  if (!route || route.meta.gone) throw notFound(path);
  const slots = await content.slots(slugOf(found.list), found.list);
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  const items = listStories(slots, found.type?.category ?? null);
  const channel = { title: `${SITE_NAME}: ${route.meta.title}`, description: route.meta.tags.description, list: found.list, self: path };
  return seoResponse(c, rssFeedXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, items, channel }), 'rss');
}
