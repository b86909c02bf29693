/**
 * The newsroom around the news index: the press office's line (a mailto
 * address journalists can use at once), the news narrowed by type and by
 * brand at ordinary addresses under /news/ (crawlable, in the route table,
 * cached like any page), and the archive hub at /news/more-news/.
 * The narrowed lists are written from the pack's own articles, so their
 * links, counts and thumbnails always agree with the articles.
 * @module
 */

import type { ContentNodeInput } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import { NEWS_TYPE_FEEDS, newsTypeFeedPath } from '../../contract/routing/site-paths';
import { originalArticles } from './articles';
import { BRANDS } from './brand-data';
import { type Category, def, page, rich } from './build';
import { PRESS_EMAIL, PRESS_PHONE, PRESS_TEL } from './press';
import type { PageDef } from './types';

type Node = ContentNodeInput;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Filter {
  path: string;
  label: string;
  /** What the page says it lists. */
  heading: string;
  matches: (article: PageDef) => boolean;
  /** Words the list hands to search (a brand's name), which finds the archive's stories too. */
  words?: string;
}

const TYPES: { slug: string; label: string; category: Category }[] = [
  { slug: 'press-releases', label: 'Press releases', category: 'Press release' },
  { slug: 'company-news', label: 'Company news', category: 'News' },
  { slug: 'case-studies', label: 'Case studies', category: 'Case study' },
];

/** How an article names a brand: a link to its page, or its name in the title or standfirst. */
const BRAND_WORDS: Record<string, RegExp> = {
  goodfood: /\b(BBC )?Good Food\b/,
  radiotimes: /\bRadio Times\b/,
  olivemagazine: /\bolive\b/,
  easycook: /\bEasy Cook\b/,
  gardenersworld: /\bGardeners’ World\b/,
  historyextra: /\bHistoryExtra\b/,
  topgear: /\bTop Gear\b/,
  madeformums: /\bMadeForMums\b/,
  'youth-and-childrens': /\bchildren’s (magazines|brands)\b/i,
  nutracheck: /\bNutracheck\b/,
};

/** The story's own words: title, standfirst and body (its first text; the notes to editors after it name every brand). */
function textOf(article: PageDef): string {
  const body = article.slots.main?.find((node) => node.type === 'rich-text');
  return `${article.route.meta.title} ${article.route.meta.tags.description} ${body?.type === 'rich-text' ? body.html : ''}`;
}

function mentionsBrand(article: PageDef, slug: string): boolean {
  const text = textOf(article);
  return text.includes(`/our-brands/${slug}/`) || (BRAND_WORDS[slug]?.test(text) ?? false);
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
}));

const brandFilters: Filter[] = BRANDS.map((brand) => ({
  path: `/news/${brand.slug}/`,
  label: brand.name,
  heading: `News from ${brand.name}`,
  matches: (article: PageDef) => mentionsBrand(article, brand.slug),
  words: brand.name,
})).filter((filter) => newestFirst.some(filter.matches));

/** The address of a brand's news list (`/news/topgear/`), or null when no story names the brand. */
export function brandNewsPath(slug: string): string | null {
  const path = `/news/${slug}/`;
  return brandFilters.some((filter) => filter.path === path) ? path : null;
}

function count(filter: Filter): number {
  return newestFirst.filter(filter.matches).length;
}

/** A link to a list, or its name in bold on the list itself. */
function filterLink(path: string, text: string, current: string): string {
  return path === current ? `<strong>${text}</strong>` : `<a href="${path}">${text}</a>`;
}

/** One line of filter links, each with its count. */
function filterLine(label: string, filters: Filter[], current: string, first: string[] = []): string {
  const items = filters.map((filter) => filterLink(filter.path, `${filter.label} (${count(filter)})`, current));
  return `<p><strong>${label}:</strong> ${[...first, ...items].join(' · ')}</p>`;
}

/**
 * The press office, and the news narrowed by type and by brand: short, above the list, so a phone shows the first
 * story soon and a journalist finds a brand's news without scrolling past the list (the aside repeats the brands
 * beside the list on a wide screen, and after it on a phone).
 */
export function newsroomIntro(current: string): Node {
  return rich(
    `<p>Press enquiries: <a href="mailto:${PRESS_EMAIL}">${PRESS_EMAIL}</a> or <a href="${PRESS_TEL}">${PRESS_PHONE}</a>, weekdays 9am to 6pm. Logos and a fact sheet: <a href="/news/press-kit/">press kit</a>.</p>`,
    filterLine('By type', typeFilters, current, [filterLink('/news/', 'All news', current)]),
    filterLine('By brand', brandFilters, current),
  );
}

/** The news narrowed by brand: the aside, beside the list on a wide screen and after it on a phone. */
export function newsroomAside(current: string): Node[] {
  const items = brandFilters.map((filter) => `<li>${filterLink(filter.path, `${filter.label} (${count(filter)})`, current)}</li>`);
  return [rich(`<h2>News by brand</h2><ul>${items.join('')}</ul>`)];
}

function dateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** A card per article: its thumbnail, type and date, title and standfirst. */
function cardOf(article: PageDef) {
  const header = article.slots.main?.find((node) => node.type === 'article-header');
  const { meta } = article.route;
  return {
    title: meta.title,
    href: article.route.path,
    eyebrow: `${meta.category} · ${dateText(isoOf(article))}`,
    text: meta.tags.description,
    ...(header?.type === 'article-header' && header.image ? { image: header.image } : {}),
  };
}

/** A link handing the list's words to search (news only). */
function searchLink(filter: Filter): Node[] {
  if (!filter.words) return [];
  const href = `/search/?${new URLSearchParams({ q: filter.words, kind: 'news' })}`.replaceAll('&', '&amp;');
  return [rich(`<p>Older stories too: <a href="${href}">search the news for ${filter.words}</a>.</p>`)];
}

/** A type's list page links its own feed (the worker serves it and names it in the page's head). */
function feedLink(path: string): Node[] {
  const feed = NEWS_TYPE_FEEDS.find((entry) => entry.list === path);
  return feed ? [rich(`<p><a href="${newsTypeFeedPath(feed)}">RSS feed of ${feed.name}</a></p>`)] : [];
}

function filterPage(filter: Filter): PageDef {
  const articles = newestFirst.filter(filter.matches);
  const route = page({
    path: filter.path,
    title: filter.heading,
    description: `${filter.heading} from Immediate Media: ${articles.length} stories, newest first.`,
    breadcrumbs: [
      { title: 'News', slug: 'news' },
      { title: filter.label, slug: filter.path.split('/')[2] ?? '' },
    ],
    publishedIso: isoOf(articles[0] ?? newestFirst[0]!),
  });
  return def(
    route,
    [
      { type: 'hero', variant: 'page', eyebrow: 'Newsroom', heading: filter.heading },
      newsroomIntro(filter.path),
      ...feedLink(filter.path),
      ...searchLink(filter),
      { type: 'card-grid', columns: 2, cards: articles.map(cardOf) },
    ],
    newsroomAside(filter.path),
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
      cards: typeFilters.map((filter) => ({ title: filter.label, text: `${count(filter)} stories`, href: filter.path })),
    },
    {
      type: 'card-grid',
      heading: 'By brand',
      columns: 4,
      cards: brandFilters.map((filter) => ({ title: filter.label, text: `${count(filter)} stories`, href: filter.path })),
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

export const newsroomPages: PageDef[] = [moreNews, ...typeFilters.map(filterPage), ...brandFilters.map(filterPage)];
