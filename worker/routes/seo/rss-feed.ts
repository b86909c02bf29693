/**
 * `GET /news/feed.xml`: RSS 2.0 of the news and press releases (the indexable
 * articles), newest first, at most 50. Linked from news pages by app/head.ts.
 * @module
 */
import type { RouteEntry } from '../../../app/content/route';
import type { AppContext } from '../../context';
import { indexableArticles } from './indexable-routes';
import { routeTable, seoResponse } from './seo-response';
import { element, escapeXml, XML_DECLARATION } from './xml';

export const FEED_PATH = '/news/feed.xml';
export const MAX_FEED_ITEMS = 50;

export interface RssFeedInput {
  origin: string;
  siteName: string;
  routes: readonly RouteEntry[];
}

/** RFC 822 date (`Tue, 14 Nov 2023 00:00:00 GMT`) of an ISO date. */
export function rfc822(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toUTCString();
}

export function rssFeedXml({ origin, siteName, routes }: RssFeedInput): string {
  const articles = indexableArticles(routes).slice(0, MAX_FEED_ITEMS);
  const items = articles.map(({ route, published }) => {
    const link = `${origin}${route.path}`;
    return [
      '<item>',
      element('title', route.meta.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      published ? element('pubDate', rfc822(published)) : '',
      element('description', route.meta.tags.description),
      route.meta.category ? element('category', route.meta.category) : '',
      '</item>',
    ].join('');
  });
  // The newest item's date: the feed text only changes when its content does.
  const newest = articles.find((article) => article.published)?.published;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', `${siteName} news`),
    element('link', `${origin}/news/`),
    element('description', `News and press releases from ${siteName}`),
    element('language', 'en-GB'),
    `<atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function rssFeedRoute(c: AppContext): Promise<Response> {
  const { SITE_ORIGIN, SITE_NAME } = c.var.config;
  return seoResponse(c, rssFeedXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, routes: await routeTable(c) }), 'rss');
}
