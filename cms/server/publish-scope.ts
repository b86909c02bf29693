/**
 * What a publish changed, as the purge webhook names it: the page and its path
 * lookup, and every list and crawler file that shows it (news index and the
 * news page holding it, home and other pages with a news list, sitemap, feed,
 * news sitemap, robots.txt for internal pages; the lists and feeds of the
 * brands its news item names, before and after, with their tags). Like a WordPress publish
 * hook, it is worked out from the page as it was before and after the change.
 * Later news pages shift when an article appears or disappears; the
 * `list:news` tag covers them.
 * @module
 */

import { FEED_SIZE, NEWS_PAGE_SIZE, NEWS_SITEMAP_WINDOW_MS, newsPagePath } from '../../contract/news-pages';
import { parsePublishedDate } from '../../contract/published-date';
import { brandNewsListOf, brandNewsListPath, listFeedPath } from '../../contract/routing/news-lists';
import { FEED_PATH, NEWS_SITEMAP_PATH, NEWS_TYPE_FEEDS, ROBOTS_PATH, SITEMAP_PATH } from '../../contract/routing/site-paths';
import {
  brandNewsTag,
  FEED_TAG,
  JOBS_TAG,
  jobTag,
  LIST_HOME_TAG,
  LIST_NEWS_TAG,
  LIST_ROUTES_TAG,
  lookupTag,
  type NamedPurge,
  NEWS_SITEMAP_TAG,
  pageTag,
  ROBOTS_TAG,
  SITEMAP_TAG,
} from '../../contract/tags';
import { newsPosition, packPathsShowing, pageAt } from './content-index';

/** How a page stands at one moment: enough to tell which lists show it. */
export interface PageSnapshot {
  path: string;
  live: boolean;
  internal: boolean;
  /** Position in the news list, null when it is not there. */
  newsAt: number | null;
  iso: string | null;
  /** The brands its news item names, and its category: the brand lists that show it. */
  brands: readonly string[];
  category: string | null;
}

export function snapshot(path: string): PageSnapshot {
  const page = pageAt(path);
  return {
    path,
    live: Boolean(page && !page.route.meta.gone),
    internal: Boolean(page?.route.meta.internal),
    newsAt: page ? newsPosition(path) : null,
    iso: page ? parsePublishedDate(page.route.meta.post_data.published_date) : null,
    brands: page?.brands ?? [],
    category: page?.route.meta.category ?? null,
  };
}

function recent(iso: string | null, todayIso: string): boolean {
  if (!iso) return false;
  return Date.parse(`${todayIso}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`) <= NEWS_SITEMAP_WINDOW_MS;
}

/**
 * Paths and tags of a page change, from the page before and after it; `under`: the pages under it that appeared
 * or disappeared with it (a parent taken down or put back).
 */
export function pageChangeScope(before: PageSnapshot, after: PageSnapshot, todayIso: string, under: readonly string[] = []): NamedPurge {
  const { path } = after;
  const paths = new Set<string>([path, ...under]);
  const tags = new Set<string>([pageTag(path), lookupTag(path), SITEMAP_TAG, LIST_ROUTES_TAG]);
  for (const child of under) tags.add(pageTag(child)).add(lookupTag(child));
  paths.add(SITEMAP_PATH);
  const positions = [before.newsAt, after.newsAt].filter((at): at is number => at !== null);
  if (positions.length) {
    tags.add(LIST_NEWS_TAG).add(LIST_HOME_TAG);
    for (const at of positions) {
      const newsPage = newsPagePath(Math.floor(at / NEWS_PAGE_SIZE) + 1);
      paths.add(newsPage);
      tags.add(pageTag(newsPage));
    }
    // A page's news filters count the news as its news lists show it: both change with any news publish.
    for (const listing of new Set([...packPathsShowing('news-list'), ...packPathsShowing('news-filters')])) {
      paths.add(listing);
      tags.add(pageTag(listing));
    }
    if (positions.some((at) => at < FEED_SIZE)) {
      paths.add(FEED_PATH);
      tags.add(FEED_TAG);
    }
    for (const list of brandListsShowing([before, after])) {
      paths.add(list).add(listFeedPath(list));
      tags.add(pageTag(list));
    }
    for (const brand of new Set([...before.brands, ...after.brands])) tags.add(brandNewsTag(brand));
    if (recent(before.iso, todayIso) || recent(after.iso, todayIso)) {
      paths.add(NEWS_SITEMAP_PATH);
      tags.add(NEWS_SITEMAP_TAG);
    }
  }
  if (before.internal || after.internal) {
    paths.add(ROBOTS_PATH);
    tags.add(ROBOTS_TAG);
  }
  return { paths: [...paths], tags: [...tags] };
}

/** The brand lists (and brand and type lists) a news item is on, before or after: their first pages. */
function brandListsShowing(snapshots: readonly PageSnapshot[]): Set<string> {
  const lists = new Set<string>();
  for (const { brands, category, newsAt } of snapshots) {
    if (newsAt === null) continue;
    const type = NEWS_TYPE_FEEDS.find((entry) => entry.category === category) ?? null;
    for (const brand of brands) {
      if (!brandNewsListOf(brandNewsListPath(brand))) continue;
      lists.add(brandNewsListPath(brand));
      if (type) lists.add(brandNewsListPath(brand, type));
    }
  }
  return lists;
}

/** Paths and tags of a job opening or closing: the job, its page and the lists of jobs. */
export function jobChangeScope(id: string): NamedPurge {
  const listings = packPathsShowing('jobs-list');
  return {
    paths: [`/jobs/${id}`, ...listings],
    tags: [jobTag(id), pageTag(`/jobs/${id}`), JOBS_TAG, ...listings.map(pageTag)],
  };
}
