/**
 * `GET /news-sitemap.xml`: Google News sitemap of the indexable articles
 * published in the 48 hours before `now` (an empty, valid urlset otherwise).
 * Dates are days, so an article counts from 00:00 UTC of its date.
 * @module
 */
import type { RouteEntry } from '../../../app/content/route';
import type { AppContext } from '../../context';
import { indexableArticles } from './indexable-routes';
import { routeTable, seoResponse } from './seo-response';
import { element, XML_DECLARATION } from './xml';

/** Google News takes articles from the last two days. */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
/** Google News sitemap limit. */
const MAX_NEWS_URLS = 1000;

export interface NewsSitemapInput {
  origin: string;
  siteName: string;
  routes: readonly RouteEntry[];
  now: Date;
}

export function newsSitemapXml({ origin, siteName, routes, now }: NewsSitemapInput): string {
  const urls = indexableArticles(routes).flatMap(({ route, published }) => {
    if (!published) return [];
    const publishedAt = `${published}T00:00:00Z`;
    const age = now.getTime() - Date.parse(publishedAt);
    if (age < 0 || age > NEWS_WINDOW_MS) return [];
    return [[
      '<url>',
      element('loc', `${origin}${route.path}`),
      '<news:news>',
      `<news:publication>${element('news:name', siteName)}${element('news:language', 'en')}</news:publication>`,
      element('news:publication_date', publishedAt),
      element('news:title', route.meta.title),
      '</news:news>',
      '</url>',
    ].join('')];
  }).slice(0, MAX_NEWS_URLS);
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function newsSitemapRoute(c: AppContext): Promise<Response> {
  const { SITE_ORIGIN, SITE_NAME } = c.var.config;
  return seoResponse(c, newsSitemapXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, routes: await routeTable(c), now: new Date() }), 'xml');
}
