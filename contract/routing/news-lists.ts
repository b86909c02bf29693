/**
 * The news narrowed by brand, and by brand and type together: `/news/topgear/` and `/news/topgear/press-releases/`,
 * each with its feed beside it (`{list}feed.xml`). The lists are pages the CMS writes (cms/content/newsroom.ts);
 * the worker serves their feeds from the list's own cards (worker/routes/seo/news-list-feeds.ts) and names them in
 * the list's head. Brands are the spec's, by their slug under /our-brands/; a brand or type not named here has no
 * list and no feed (404). The type-only lists are site-paths.ts `NEWS_TYPE_FEEDS`.
 * @module
 */
import { formatIsoDate, isoOfDateText } from '../published-date';
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

/** A list narrowed by brand, and by type too when `type` is set. */
export interface BrandNewsList {
  brand: string;
  type: NewsTypeFeed | null;
}

/** `/news/{brand}/` or `/news/{brand}/{type}/`. */
export function brandNewsListPath(brand: string, type: NewsTypeFeed | null = null): string {
  return `/news/${brand}/${type ? `${type.slug}/` : ''}`;
}

/** What a brand list's path narrows by, or null when the path is no brand list. */
export function brandNewsListOf(path: string): BrandNewsList | null {
  const match = /^\/news\/([a-z-]+)\/(?:([a-z-]+)\/)?$/.exec(path);
  if (!match || !(NEWS_BRAND_SLUGS as readonly string[]).includes(match[1]!)) return null;
  if (match[2] === undefined) return { brand: match[1]!, type: null };
  const type = NEWS_TYPE_FEEDS.find((entry) => entry.slug === match[2]);
  return type ? { brand: match[1]!, type } : null;
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

const EYEBROW_SEPARATOR = ' · ';

/** A story card's eyebrow on a list page: its type and the day it was published ("Press release · 14 November 2023"). */
export function storyEyebrow(category: string, iso: string): string {
  return `${category}${EYEBROW_SEPARATOR}${formatIsoDate(iso)}`;
}

/** The type and ISO day a story card's eyebrow names, as far as it names them (an editor may have changed it). */
export function storyOfEyebrow(eyebrow: string): { category?: string; iso?: string } {
  const at = eyebrow.lastIndexOf(EYEBROW_SEPARATOR);
  const iso = isoOfDateText(at < 0 ? eyebrow : eyebrow.slice(at + EYEBROW_SEPARATOR.length));
  const category = at < 0 ? (iso ? '' : eyebrow) : eyebrow.slice(0, at);
  return { ...(category ? { category } : {}), ...(iso ? { iso } : {}) };
}
