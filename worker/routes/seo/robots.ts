/**
 * `GET /robots.txt`: the site is open to crawlers except the preview page,
 * the worker's own endpoints (`/__…`) and the test and internal pages the CMS
 * marks `internal`; the sitemaps are announced on the canonical origin.
 * @module
 */
import type { RouteEntry } from '../../../app/content/route';
import type { AppContext } from '../../context';
import { isPagePath } from './indexable-routes';
import { routeTable, seoResponse } from './seo-response';

const ALWAYS_DISALLOWED = ['/preview', '/__'];

export function robotsTxt(origin: string, routes: readonly RouteEntry[]): string {
  // Only plain page paths: nothing from the CMS can add a line of its own.
  const internal = routes.filter((route) => route.meta.internal && isPagePath(route.path)).map((route) => route.path);
  const disallowed = [...new Set([...ALWAYS_DISALLOWED, ...internal])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/news-sitemap.xml`,
    '',
  ].join('\n');
}

export async function robotsRoute(c: AppContext): Promise<Response> {
  return seoResponse(c, robotsTxt(c.var.config.SITE_ORIGIN, await routeTable(c)), 'text');
}
