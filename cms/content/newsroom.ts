/**
 * The newsroom around the news index: the press office's line (a mailto
 * address journalists can use at once), the news narrowed by type, by brand
 * and by both (`/news/topgear/press-releases/`, contract/routing/news-lists.ts)
 * at ordinary addresses under /news/ (crawlable, in the route table, cached
 * like any page), and the archive hub at /news/more-news/.
 * Each list holds a news list the site fills with the CMS's news narrowed to
 * its type and brand (an article's category and `brands`), and the filter
 * lines are the site's, from live counts.
 * @module
 */

import type { ContentNodeInput } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import { brandNewsListPath, listFeedPath, NEWS_BRAND_SLUGS } from '../../contract/routing/news-lists';
import { NEWS_TYPE_FEEDS, newsTypeFeedPath } from '../../contract/routing/site-paths';
import { originalArticles } from './articles';
import { BRANDS } from './brand-data';
import { type Category, def, page, rich } from './build';
import { PRESS_EMAIL, PRESS_PHONE, PRESS_TEL } from './press';
import type { PageDef } from './types';

type Node = ContentNodeInput;

interface Filter {
  path: string;
  label: string;
  /** What the page says it lists. */
  heading: string;
  matches: (article: PageDef) => boolean;
  /** Words the list hands to search (a brand's name), which finds the archive's stories too. */
  words?: string;
  /** The brand and type it narrows to (null: any). */
  brand: string | null;
  type: string | null;
}

const TYPES: { slug: string; label: string; category: Category }[] = [
  { slug: 'press-releases', label: 'Press releases', category: 'Press release' },
  { slug: 'company-news', label: 'Company news', category: 'News' },
  { slug: 'case-studies', label: 'Case studies', category: 'Case study' },
];

function mentionsBrand(article: PageDef, slug: string): boolean {
  return article.brands?.includes(slug) ?? false;
}

/** The articles readers can find, newest first (duplicates are not among the originals). */
const newestFirst = [...originalArticles].sort((a, b) => isoOf(b).localeCompare(isoOf(a)));

function isoOf(article: PageDef): string {
  return parsePublishedDate(article.route.meta.post_data.published_date) ?? '';
}

const typeFilters: Filter[] = TYPES.map((type) => ({
  path: `/news/${type.slug}/`,
  label: type.label,
  heading: type.label,
  matches: (article) => article.route.meta.category === type.category,
  brand: null,
  type: type.slug,
}));

const brandFilters: Filter[] = BRANDS.filter((brand) => (NEWS_BRAND_SLUGS as readonly string[]).includes(brand.slug))
  .map((brand) => ({
    path: brandNewsListPath(brand.slug),
    label: brand.name,
    heading: `News from ${brand.name}`,
    matches: (article: PageDef) => mentionsBrand(article, brand.slug),
    words: brand.name,
    brand: brand.slug,
    type: null,
  }))
  .filter((filter) => newestFirst.some(filter.matches));

/** A brand's stories of one type (`/news/topgear/press-releases/`), for each brand and type that has any. */
const brandTypeFilters: Filter[] = brandFilters.flatMap((brand) =>
  TYPES.map((type) => {
    const ofType = typeFilters.find((filter) => filter.type === type.slug)!;
    const feed = NEWS_TYPE_FEEDS.find((entry) => entry.slug === type.slug)!;
    return {
      path: brandNewsListPath(brand.brand!, feed),
      label: type.label,
      heading: `${type.label} from ${brand.label}`,
      matches: (article: PageDef) => brand.matches(article) && ofType.matches(article),
      ...(brand.words ? { words: brand.words } : {}),
      brand: brand.brand,
      type: type.slug,
    };
  }).filter((filter) => newestFirst.some(filter.matches)),
);

const lists = [...typeFilters, ...brandFilters, ...brandTypeFilters];
/** The news index, narrowed by nothing. */
const ALL_NEWS: Filter = { path: '/news/', label: 'All news', heading: 'News', matches: () => true, brand: null, type: null };

/** The list narrowed to `brand` and `type` (null: any), or undefined when it holds no story. */
function listOf(brand: string | null, type: string | null): Filter | undefined {
  if (brand === null && type === null) return ALL_NEWS;
  return lists.find((filter) => filter.brand === brand && filter.type === type);
}

/** The address of a brand's list (`/news/topgear/`, `/news/topgear/press-releases/`), or null when no story is in it. */
export function brandNewsPath(slug: string, type: string | null = null): string | null {
  return listOf(slug, type)?.path ?? null;
}

/**
 * The press office, and the news narrowed by type and by brand: short, above the list, so a phone shows the first
 * story soon and a journalist finds a brand's news without scrolling past the list (the aside repeats the brands
 * beside the list on a wide screen, and after it on a phone). The lines are the site's, drawn from the CMS's live
 * counts for the list the page shows (contract/routing/news-filters.ts): each keeps the other's choice.
 */
export function newsroomIntro(): Node[] {
  return [
    rich(
      `<p>Press enquiries: <a href="mailto:${PRESS_EMAIL}">${PRESS_EMAIL}</a> or <a href="${PRESS_TEL}">${PRESS_PHONE}</a>, weekdays 9am to 6pm. Logos and a fact sheet: <a href="/news/press-kit/">press kit</a>.</p>`,
    ),
    { type: 'news-filters', layout: 'lines' },
  ];
}

/** The news narrowed by brand (keeping the current type): the aside, beside the list on a wide screen and after it on a phone. */
export function newsroomAside(): Node[] {
  return [{ type: 'news-filters', layout: 'brands', heading: 'News by brand' }];
}

/** A link handing the list's words to search (news only). */
function searchLink(filter: Filter): Node[] {
  if (!filter.words) return [];
  const href = `/search/?${new URLSearchParams({ q: filter.words, kind: 'news' })}`.replaceAll('&', '&amp;');
  return [rich(`<p>Older stories too: <a href="${href}">search the news for ${filter.words}</a>.</p>`)];
}

/** A list page links its own feed (the worker serves it and names it in the page's head). */
function feedLink(filter: Filter): Node[] {
  const typeFeed = NEWS_TYPE_FEEDS.find((entry) => entry.list === filter.path);
  if (typeFeed) return [rich(`<p><a href="${newsTypeFeedPath(typeFeed)}">RSS feed of ${typeFeed.name}</a></p>`)];
  return filter.brand ? [rich(`<p><a href="${listFeedPath(filter.path)}">RSS feed of ${lowerFirst(filter.heading)}</a></p>`)] : [];
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function filterPage(filter: Filter): PageDef {
  const articles = newestFirst.filter(filter.matches);
  const brand = filter.brand && filter.type ? brandFilters.find((entry) => entry.brand === filter.brand) : undefined;
  const route = page({
    path: filter.path,
    title: filter.heading,
    // No count: the list changes with every story published, the page's description only when an editor edits it.
    description: `${filter.heading} from Immediate Media, newest first.`,
    breadcrumbs: [
      { title: 'News', slug: 'news' },
      ...(brand ? [{ title: brand.label, slug: brand.brand! }] : []),
      { title: filter.label, slug: filter.path.split('/').at(-2) ?? '' },
    ],
    publishedIso: isoOf(articles[0] ?? newestFirst[0]!),
    // A brand's stories of one type are a few of two indexed lists (the brand's and the type's): crawlers follow
    // them, search engines and the site's search leave them out, where they would outrank the stories they list.
    ...(brand ? { robots: 'noindex, follow' as const } : {}),
  });
  return def(
    route,
    [
      { type: 'hero', variant: 'page', eyebrow: 'Newsroom', heading: filter.heading },
      ...newsroomIntro(),
      ...feedLink(filter),
      ...searchLink(filter),
      // The news list narrowed to the type or brand, which the site reads from the CMS's news list
      // (worker/pipeline/narrowed-news-page.ts), so a story published with the type or brand is on it at once.
      { type: 'news-list', items: [], layout: 'cards' },
    ],
    newsroomAside(),
  );
}

/** /news/more-news/: where the archive goes on from the first page, not a second copy of it. */
const moreNews = def(
  page({
    path: '/news/more-news/',
    title: 'More news',
    description: 'The news archive of Immediate Media: older press releases and stories, by page, type and brand.',
    hasParent: true,
    breadcrumbs: [
      { title: 'News', slug: 'news' },
      { title: 'More news', slug: 'more-news' },
    ],
    publishedIso: '2023-11-01',
  }),
  [
    { type: 'hero', variant: 'page', eyebrow: 'Newsroom', heading: 'More news', subheading: 'Our archive of stories and announcements.' },
    rich(
      '<p>The first page of the news shows the newest stories. Older ones continue on <a href="/news/page-2/">page 2 of the news</a> and the pages after it, or browse them by type and brand below.</p>',
    ),
    {
      type: 'card-grid',
      heading: 'By type',
      columns: 3,
      cards: typeFilters.map((filter) => ({ title: filter.label, text: 'Every one, newest first', href: filter.path })),
    },
    {
      type: 'card-grid',
      heading: 'By brand',
      columns: 4,
      cards: brandFilters.map((filter) => ({ title: filter.label, text: filter.heading, href: filter.path })),
    },
    {
      type: 'cta',
      heading: 'Press enquiries',
      text: `Our press office answers media enquiries on weekdays at ${PRESS_EMAIL}.`,
      link: { label: `Email ${PRESS_EMAIL}`, href: `mailto:${PRESS_EMAIL}` },
      variant: 'subtle',
    },
  ],
);

export const newsroomPages: PageDef[] = [moreNews, ...lists.map(filterPage)];
