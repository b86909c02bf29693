/**
 * `GET /robots.txt`: the site is open to crawlers except the preview and search pages,
 * the worker's own endpoints (`/__…`) and the test and internal pages the CMS
 * marks `internal`; the sitemaps are announced on the canonical origin. It
 * reads only the internal routes (`/route-list?internal=true`, the first
 * 1,000), never the whole table.
 * @module
 */

import type { RouteListItem } from '../../../contract/api';
import { NEWS_SITEMAP_PATH, SITEMAP_PATH } from '../../../contract/routing/site-paths';
import { SEARCH_PATH } from '../../../contract/search-limits';
import type { AppContext } from '../../context';
import { isPagePath } from './indexable-routes';
import { contentOf, seoResponse } from './seo-response';
import { LIST_PAGE_SIZE } from './sitemap';

const ALWAYS_DISALLOWED = ['/preview', '/__', SEARCH_PATH];

export function robotsTxt(origin: string, routes: readonly RouteListItem[]): string {
  // Only plain page paths: nothing from the CMS can add a line of its own.
  const internal = routes.filter((route) => route.internal && isPagePath(route.path)).map((route) => route.path);
  const disallowed = [...new Set([...ALWAYS_DISALLOWED, ...internal])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    `Sitemap: ${origin}${NEWS_SITEMAP_PATH}`,
    '',
  ].join('\n');
}

export async function robotsRoute(c: AppContext): Promise<Response> {
  const content = await contentOf(c);
  const { routes } = await content.routeList(1, LIST_PAGE_SIZE, { internal: true });
  return seoResponse(c, robotsTxt(c.get('config').SITE_ORIGIN, routes), 'text');
}
