/**
 * The news lists' filter lines, drawn from live counts: a page's `news-filters` nodes filled with the choices of
 * the list the page shows (the news index and its pages, a type's list, a brand's, a brand's of one type, and
 * their pages), counted from the CMS's `/news/counts`. Each choice keeps the other line's: on Top Gear's list the
 * types lead to Top Gear's press releases…, on the press releases the brands to each brand's press releases; "All
 * news" and "All brands" drop one filter; the list shown is in bold; a list with no story is its name and "(0)",
 * not a link (its address is a 404). Read once per request that shows a filter node, kept until a news publish.
 * The site fills its pages with it, and the block editor its preview (wordpress/…/edit/filled-lists.ts).
 * @module
 */

import type { NewsCounts } from '../api';
import { NEWS_INDEX_PATH } from '../news-pages';
import type { ContentNode, NodeOf, Slots } from '../nodes';
import { brandNewsListPath, NEWS_BRAND_SLUGS, narrowedNewsPageOf, newsBrandName, newsTypeLabel } from './news-lists';
import { NEWS_TYPE_FEEDS, type NewsTypeFeed } from './site-paths';

type Choice = NonNullable<NodeOf<'news-filters'>['types']>[number];

/** What a list narrows to (null: any). */
interface Narrowing {
  brand: string | null;
  type: NewsTypeFeed | null;
}

/** Whether a page's slots hold a filter node, which needs the counts. */
export function showsNewsFilters(slots: Slots): boolean {
  return Object.values(slots).some((nodes) => nodes.some((node) => node.type === 'news-filters'));
}

/** The slots with every filter node filled for the list at `path` (any other page: the whole news). */
export function withNewsFilters(slots: Slots, path: string, counts: NewsCounts): Slots {
  const choices = newsFilterChoices(path, counts);
  const fill = (node: ContentNode): ContentNode => (node.type === 'news-filters' ? { ...node, ...choices } : node);
  return Object.fromEntries(Object.entries(slots).map(([slot, nodes]) => [slot, nodes.map(fill)]));
}

/** A filter node's choices on the list at `path` (any other page: the whole news). */
export function newsFilterChoices(path: string, counts: NewsCounts): { types: Choice[]; brands: Choice[] } {
  const here = narrowingOf(path);
  return { types: typeChoices(here, counts), brands: brandChoices(here, counts) };
}

/** The address of the news narrowed to `brand` and `type`. */
export function newsListPath({ brand, type }: Narrowing): string {
  if (brand) return brandNewsListPath(brand, type);
  return type ? type.list : NEWS_INDEX_PATH;
}

/** Stories in the news narrowed to `brand` and `type`. */
export function newsCountOf(counts: NewsCounts, { brand, type }: Narrowing): number {
  if (brand === null) return type ? (counts.types[type.slug] ?? 0) : counts.total;
  const ofBrand = counts.brands[brand];
  if (!ofBrand) return 0;
  return type ? (ofBrand.types[type.slug] ?? 0) : ofBrand.total;
}

function narrowingOf(path: string): Narrowing {
  // A page of a list (`/news/topgear/page-2/`) filters as the list; the news index's pages narrow by nothing.
  const list = narrowedNewsPageOf(path);
  return list ? { brand: list.brand, type: list.type } : { brand: null, type: null };
}

function typeChoices(here: Narrowing, counts: NewsCounts): Choice[] {
  return [
    choice({ brand: here.brand, type: null }, 'All news', here, counts, false),
    ...NEWS_TYPE_FEEDS.map((type) => choice({ brand: here.brand, type }, newsTypeLabel(type), here, counts)),
  ];
}

function brandChoices(here: Narrowing, counts: NewsCounts): Choice[] {
  return [
    choice({ brand: null, type: here.type }, 'All brands', here, counts, false),
    ...NEWS_BRAND_SLUGS.map((brand) => choice({ brand, type: here.type }, newsBrandName(brand), here, counts)),
  ];
}

/** One choice: the list it leads to, its count, bold when it is the list shown, no link when it is empty. */
function choice(target: Narrowing, label: string, here: Narrowing, counts: NewsCounts, counted = true): Choice {
  const count = newsCountOf(counts, target);
  const current = target.brand === here.brand && target.type?.slug === here.type?.slug;
  return {
    label,
    ...(count > 0 || current || (target.brand === null && target.type === null) ? { href: newsListPath(target) } : {}),
    ...(counted ? { count } : {}),
    ...(current ? { current: true } : {}),
  };
}
