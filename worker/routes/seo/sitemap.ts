/**
 * `GET /sitemap.xml`: every indexable route of the live route table on the
 * canonical origin, with its publication date as `lastmod`.
 * @module
 */
import type { RouteEntry } from '../../../app/content/route';
import type { AppContext } from '../../context';
import { indexableRoutes, publishedIso } from './indexable-routes';
import { routeTable, seoResponse } from './seo-response';
import { element, XML_DECLARATION } from './xml';

/** The sitemap protocol's limit of URLs per file. */
const MAX_URLS = 50_000;

export function sitemapXml(origin: string, routes: readonly RouteEntry[]): string {
  const urls = indexableRoutes(routes).slice(0, MAX_URLS).map((route) => {
    const lastmod = publishedIso(route);
    return `<url>${element('loc', `${origin}${route.path}`)}${lastmod ? element('lastmod', lastmod) : ''}</url>`;
  });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function sitemapRoute(c: AppContext): Promise<Response> {
  return seoResponse(c, sitemapXml(c.var.config.SITE_ORIGIN, await routeTable(c)), 'xml');
}
