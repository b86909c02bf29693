/**
 * `GET /news/{brand}/feed.xml` and `/news/{brand}/{type}/feed.xml`: RSS of a brand's news, and of its stories of
 * one type (contract/routing/news-lists.ts), for journalists who follow one brand: the CMS's news list narrowed to
 * the brand's items (`/news?brand=…&type=…`), each dated by the moment it was published. Two reads, the list page's
 * path lookup (its title; the site's own for a list the CMS holds no page for) and the narrowed list, each cached
 * and purged with the brand's news. A brand or type outside the contract's, or a list with no story, is a 404.
 * @module
 */

import { brandNewsListOfFeed } from '../../../contract/routing/news-lists';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { drawnListRoute } from '../../pipeline/news-list-frame';
import { MAX_FEED_ITEMS, rssFeedXml } from './rss-feed';
import { contentOf, seoResponse } from './seo-response';

export async function newsListFeedRoute(c: AppContext): Promise<Response> {
  const { path } = c.get('address');
  const found = brandNewsListOfFeed(path);
  if (!found) throw notFound(path);
  const content = contentOf(c);
  const filter = { brand: found.brand, ...(found.type ? { type: found.type.slug } : {}) };
  const [{ route: held }, { items, total }] = await Promise.all([content.lookup(found.list), content.newsPage(1, MAX_FEED_ITEMS, filter)]);
  const own = held?.path === found.list ? held : null;
  if (own?.meta.gone || items.length === 0) throw notFound(path);
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  // Titled as its list, which the site draws when the CMS holds no page for it.
  const route = own ?? drawnListRoute(found, total, items[0]!.date, SITE_ORIGIN);
  const channel = { title: `${SITE_NAME}: ${route.meta.title}`, description: route.meta.tags.description, list: found.list, self: path };
  return seoResponse(c, rssFeedXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, items, channel }), 'rss');
}
