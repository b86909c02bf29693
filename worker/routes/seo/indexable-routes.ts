/**
 * The one rule for what crawlers are offered (sitemaps): a route is indexable
 * when it is `index, …` (an SEO field may say nofollow alone), not internal, not gone, not a duplicate of
 * another (`canonical_path`) and its path is one the route pipeline serves as
 * that route. The rule reads the route listing's items (`/route-list`), which
 * carry exactly these flags.
 * @module
 */

import type { RouteListItem } from '../../../contract/api';
import { hasTrailingSlash, isSpecialRoute, isValidPath, numericSlugId } from '../../../contract/routing/paths';

/**
 * A path the pipeline answers with its route-table entry: a valid, slashed
 * page path that is neither a special route nor a numeric slug (a preview id).
 */
export function isPagePath(path: string): boolean {
  return isValidPath(path) && hasTrailingSlash(path) && !isSpecialRoute(path) && numericSlugId(path) === null;
}

export function isIndexable(item: RouteListItem): boolean {
  return item.robots.startsWith('index,') && !item.internal && !item.gone && !item.canonical_path && isPagePath(item.path);
}
