/**
 * Which breadcrumb trail a page shows: the CMS's; an article, which lives at
 * `/{slug}/` but belongs to the news, defaults to the news index. Apart from
 * the breadcrumbs component, so the first load (which adopts the server's
 * breadcrumbs) carries only this rule.
 * @module
 */
import { NEWS_INDEX_PATH } from '../../contract/news-pages';
import type { Breadcrumb, RouteEntry } from '../../contract/route';

/** The trail a route shows, or null for none. */
export function trailOf(route: RouteEntry): Breadcrumb[] | null {
  const crumbs = route.meta.breadcrumbs ?? [];
  if (crumbs.length > 0) return crumbs;
  if (route.meta.post_data.post_type === 'post') return [{ title: 'News', slug: NEWS_INDEX_PATH.slice(1, -1) }];
  return null;
}
