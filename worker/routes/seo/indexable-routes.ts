/**
 * The one rule for what crawlers are offered (sitemaps, news sitemap, feed):
 * a route is indexable when it is `index, follow`, not internal, not gone, not
 * a duplicate of another (`canonical_path`) and its path is one the route
 * pipeline serves as that route. Articles are the indexable `article` routes,
 * newest first.
 * @module
 */
import type { RouteEntry } from '../../../app/content/route';
import { parsePublishedDate } from '../../../app/format';
import { hasTrailingSlash, isSpecialRoute, isValidPath, numericSlugId } from '../../../app/routing/paths';

/**
 * A path the pipeline answers with its route-table entry: a valid, slashed
 * page path that is neither a special route nor a numeric slug (a preview id).
 */
export function isPagePath(path: string): boolean {
  return isValidPath(path) && hasTrailingSlash(path) && !isSpecialRoute(path) && numericSlugId(path) === null;
}

export function isIndexable(route: RouteEntry): boolean {
  const { meta } = route;
  return meta.tags.robots === 'index, follow' && !meta.internal && !meta.gone && !meta.canonical_path
    && isPagePath(route.path);
}

export function indexableRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes.filter(isIndexable);
}

/** ISO date (`2023-11-14`) of the route's publication, or null when its date text is not a real date. */
export function publishedIso(route: RouteEntry): string | null {
  return parsePublishedDate(route.meta.post_data.published_date);
}

export interface Article {
  route: RouteEntry;
  /** ISO date; null sorts last. */
  published: string | null;
}

/** Indexable articles (`ogType` article), newest first; equal dates keep route-table order. */
export function indexableArticles(routes: readonly RouteEntry[]): Article[] {
  return indexableRoutes(routes)
    .filter((route) => route.meta.tags.ogType === 'article')
    .map((route) => ({ route, published: publishedIso(route) }))
    .sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''));
}
