/**
 * The news narrowed by type, by brand, and by both: `/news/press-releases/`, `/news/topgear/` and
 * `/news/topgear/press-releases/`, paged like the news index (`/news/topgear/page-2/`), each with its feed beside it
 * (`{list}feed.xml`). A list's frame (heading, filter lines, feed link) is a page the CMS holds at the list's address
 * (cms/content/newsroom.ts); its stories are the CMS's news list narrowed (`/news?brand=…&type=…`, an item's
 * `brands` and category), which the worker reads for the list (worker/pipeline/narrowed-news-page.ts) and a brand's
 * feed (worker/routes/seo/news-list-feeds.ts). Brands are the spec's, by their slug under /our-brands/; a brand or
 * type not named here has no list and no feed (404). The types are site-paths.ts `NEWS_TYPE_FEEDS`.
 * @module
 */
import { NEWS_INDEX_PATH, newsPageNumber } from '../news-pages';
import { NEWS_TYPE_FEEDS, type NewsTypeFeed } from './site-paths';

export const NEWS_BRAND_SLUGS = [
  'goodfood',
  'radiotimes',
  'olivemagazine',
  'easycook',
  'gardenersworld',
  'historyextra',
  'topgear',
  'madeformums',
  'youth-and-childrens',
  'nutracheck',
] as const;

/** Each brand's name: the news filter lines' (contract/routing/news-filters.ts) and the WordPress plugin's brand terms. */
export const NEWS_BRAND_NAMES: Record<(typeof NEWS_BRAND_SLUGS)[number], string> = {
  goodfood: 'BBC Good Food',
  radiotimes: 'Radio Times',
  olivemagazine: 'olive',
  easycook: 'BBC Easy Cook',
  gardenersworld: 'BBC Gardeners’ World Magazine',
  historyextra: 'HistoryExtra',
  topgear: 'Top Gear',
  madeformums: 'MadeForMums',
  'youth-and-childrens': 'Youth & Children’s',
  nutracheck: 'Nutracheck',
};

/** A brand's name by its slug (the slug itself for a brand outside the contract's). */
export function newsBrandName(slug: string): string {
  return (NEWS_BRAND_NAMES as Record<string, string>)[slug] ?? slug;
}

/** A type as a list or a filter line names it: "Press releases". */
export function newsTypeLabel(type: NewsTypeFeed): string {
  return `${type.name.charAt(0).toUpperCase()}${type.name.slice(1)}`;
}

/** A list narrowed by brand, and by type too when `type` is set. */
export interface BrandNewsList {
  brand: string;
  type: NewsTypeFeed | null;
}

/** `/news/{brand}/` or `/news/{brand}/{type}/`. */
export function brandNewsListPath(brand: string, type: NewsTypeFeed | null = null): string {
  return `/news/${brand}/${type ? `${type.slug}/` : ''}`;
}

/** A list narrowed by type, by brand, or by both (never by neither: that is the news index). */
export interface NarrowedNewsList {
  brand: string | null;
  type: NewsTypeFeed | null;
}

/** What a brand list's path narrows by, or null when the path is no brand list. */
export function brandNewsListOf(path: string): BrandNewsList | null {
  const match = /^\/news\/([a-z-]+)\/(?:([a-z-]+)\/)?$/.exec(path);
  if (!match || !(NEWS_BRAND_SLUGS as readonly string[]).includes(match[1]!)) return null;
  if (match[2] === undefined) return { brand: match[1]!, type: null };
  const type = NEWS_TYPE_FEEDS.find((entry) => entry.slug === match[2]);
  return type ? { brand: match[1]!, type } : null;
}

/** The type a `/news?type=` slug names, or undefined. */
export function newsTypeOfSlug(slug: string): NewsTypeFeed | undefined {
  return NEWS_TYPE_FEEDS.find((entry) => entry.slug === slug);
}

/** What a type's or a brand's list path narrows by, or null when the path is no narrowed list. */
export function narrowedNewsListOf(path: string): NarrowedNewsList | null {
  const type = NEWS_TYPE_FEEDS.find((entry) => entry.list === path);
  return type ? { brand: null, type } : brandNewsListOf(path);
}

/** Page `page` (1-based) of a narrowed list: the list itself, then `{list}page-2/`… as the news index. */
export function narrowedNewsPagePath(list: string, page: number): string {
  return page <= 1 ? list : `${list}page-${page}/`;
}

/** The narrowed list a path shows a page of (`/news/topgear/page-2/`), or null; page 1 is the list's own address. */
export function narrowedNewsPageOf(path: string): (NarrowedNewsList & { list: string; page: number }) | null {
  // The last segment read as the news index reads its own (`page-N/`, news-pages.ts).
  const at = path.lastIndexOf('/', path.length - 2);
  const segment = path.slice(at + 1);
  const paged = segment.startsWith('page-') ? newsPageNumber(`${NEWS_INDEX_PATH}${segment}`) : null;
  // `/news/topgear/page-1/` is no address the site writes: page 1 is the list.
  if (paged === 1) return null;
  const list = paged ? path.slice(0, at + 1) : path;
  const page = paged ?? 1;
  const found = narrowedNewsListOf(list);
  return found ? { ...found, list, page } : null;
}

/** The feed of a list page (`/news/topgear/` → `/news/topgear/feed.xml`). */
export function listFeedPath(list: string): string {
  return `${list}feed.xml`;
}

/** The brand list whose feed is at `path`, or null. */
export function brandNewsListOfFeed(path: string): (BrandNewsList & { list: string }) | null {
  if (!path.endsWith('/feed.xml')) return null;
  const list = path.slice(0, -'feed.xml'.length);
  const found = brandNewsListOf(list);
  return found ? { ...found, list } : null;
}
