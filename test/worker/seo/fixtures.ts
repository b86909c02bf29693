/**
 * Route listing and news items for the SEO builder unit tests, and the SEO rules applied
 * independently of worker/routes/seo/indexable-routes.ts for comparisons
 * with the CMS's own route table.
 */

import type { RouteListItem } from '../../../contract/api';
import type { NewsItem } from '../../../contract/nodes';
import { parsePublishedDate } from '../../../contract/published-date';
import type { RouteEntry } from '../../../contract/route';
import { publishedDateText } from '../../../contract/route-entry';

export const CMS_ROUTES = 'http://127.0.0.1:8788/routes';

export interface RouteOptions {
  path: string;
  title?: string;
  description?: string;
  article?: boolean;
  publishedIso?: string;
  robots?: 'index, follow' | 'noindex, nofollow';
  internal?: boolean;
  gone?: boolean;
  canonicalPath?: string;
  category?: string;
}

/** The route listing's item (`/route-list`) for the same options. */
export function listItem(options: RouteOptions): RouteListItem {
  return {
    path: options.path,
    lastmod: options.publishedIso ?? '2024-01-15',
    type: options.article ? 'post' : 'page',
    robots: options.robots ?? 'index, follow',
    ...(options.internal ? { internal: true } : {}),
    ...(options.gone ? { gone: true } : {}),
    ...(options.canonicalPath ? { canonical_path: options.canonicalPath } : {}),
  };
}

/** A news list item (`/news`) for the same options. */
export function newsItem(options: RouteOptions): NewsItem {
  return {
    title: options.title ?? `Title of ${options.path}`,
    href: options.path,
    date: publishedDateText(options.publishedIso ?? '2024-01-15'),
    excerpt: options.description ?? `About ${options.path}`,
    ...(options.category ? { category: options.category } : {}),
  };
}

/** The reference CMS's route table, as the site's content service reads it. */
export async function cmsRoutes(): Promise<RouteEntry[]> {
  const response = await fetch(CMS_ROUTES);
  if (!response.ok) throw new Error(`CMS /routes answered ${response.status}`);
  return ((await response.json()) as { routes: RouteEntry[] }).routes;
}

/** The brief's rule, written again here so the worker's version is checked, not copied. */
export function expectedIndexable(routes: RouteEntry[]): RouteEntry[] {
  return routes.filter(
    ({ meta }) => meta.tags.robots === 'index, follow' && meta.internal !== true && meta.gone !== true && meta.canonical_path === undefined,
  );
}

export function isoOf(route: RouteEntry): string | null {
  return parsePublishedDate(route.meta.post_data.published_date);
}
