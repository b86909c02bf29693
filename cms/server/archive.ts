/**
 * A synthetic news archive, so scale is testable on one machine:
 * `CMS_EXTRA_ARTICLES=100000` adds that many plausible dated articles. Nothing
 * is built up front: article `i` (0 is the newest) is derived from its index
 * on demand (title, path, date, nodes), and an index is read back from a path,
 * so the CMS holds no per-article state however large the archive is.
 *
 * Dates: the newest articles are dated `today` (UTC), then one day older every
 * `perDay` articles, spreading the archive over about ten years.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import type { Category } from '../content/build';
import { article, dateText } from '../content/build';
import type { PageDef } from '../content/types';

/** Most articles the variable may add. */
export const MAX_EXTRA_ARTICLES = 1_000_000;
/** Article numbers in paths start here, so they never look like the pack's `-2`/`-3` copies. */
const FIRST_NUMBER = 100_000;
const SPREAD_DAYS = 3650;
const DAY_MS = 86_400_000;

export interface ArchiveShape {
  size: number;
  /** ISO date of the newest articles. */
  today: string;
}

const BRANDS = [
  'BBC Good Food',
  'Radio Times',
  'olive',
  'BBC Gardeners’ World Magazine',
  'HistoryExtra',
  'Top Gear',
  'MadeForMums',
  'Easy Cook',
  'Nutracheck',
  'Immediate Media',
];
const BRAND_SLUGS = [
  'goodfood',
  'radiotimes',
  'olivemagazine',
  'gardenersworld',
  'historyextra',
  'topgear',
  'madeformums',
  'easycook',
  'nutracheck',
  'immediate',
];
const TOPICS = [
  'summer recipe collection',
  'podcast series',
  'live event programme',
  'digital edition',
  'awards shortlist',
  'reader survey',
  'subscription offer',
  'newsletter',
  'video channel',
  'partnership with a national retailer',
  'sustainability pledge',
  'app update',
  'print redesign',
  'schools programme',
  'charity campaign',
  'festival line-up',
  'books imprint',
  'masterclass series',
];
const PATTERNS: ((brand: string, topic: string) => string)[] = [
  (brand, topic) => `${brand} launches a new ${topic}`,
  (brand, topic) => `${brand} unveils its ${topic}`,
  (brand, topic) => `${brand} reports record audience for its ${topic}`,
  (brand, topic) => `${brand} announces the ${topic} for the year ahead`,
  (brand, topic) => `Behind the scenes of the ${brand} ${topic}`,
  (brand, topic) => `${brand} expands its ${topic} across the UK`,
];
const CATEGORIES: Category[] = ['News', 'Press release', 'Case study'];

/** A small integer mix (xorshift-multiply) so choices look varied but stay deterministic. */
function mix(value: number): number {
  let x = (value + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/’/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** How many articles share one day. */
export function perDay(shape: ArchiveShape): number {
  return Math.max(1, Math.ceil(shape.size / SPREAD_DAYS));
}

/** Days between an ISO date and the archive's newest day (positive: older). */
export function daysBefore(shape: ArchiveShape, iso: string): number {
  return Math.round((Date.parse(`${shape.today}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS);
}

/** Number of archive articles dated on or after `iso`: they are indexes 0 … n-1. */
export function countOnOrAfter(shape: ArchiveShape, iso: string): number {
  const days = daysBefore(shape, iso);
  if (days < 0) return 0;
  return Math.min(shape.size, perDay(shape) * (days + 1));
}

/** ISO publication date of article `index`. */
export function archiveIso(shape: ArchiveShape, index: number): string {
  const day = Math.floor(index / perDay(shape));
  return new Date(Date.parse(`${shape.today}T00:00:00Z`) - day * DAY_MS).toISOString().slice(0, 10);
}

function parts(index: number) {
  const h = mix(index);
  const brandIndex = h % BRANDS.length;
  const topicIndex = (h >>> 8) % TOPICS.length;
  const patternIndex = (h >>> 16) % PATTERNS.length;
  const brand = BRANDS[brandIndex]!;
  const topic = TOPICS[topicIndex]!;
  const title = PATTERNS[patternIndex]!(brand, topic);
  return { h, brandIndex, topicIndex, patternIndex, brand, topic, title, category: CATEGORIES[(h >>> 20) % CATEGORIES.length]! };
}

/** Path of article `index`: its headline as a slug, then its number. */
export function archivePath(index: number): string {
  return `/${slugify(parts(index).title)}-${FIRST_NUMBER + index}/`;
}

/** The article index a path names, or null when the path is not one of the archive's (checked by rebuilding the path). */
export function archiveIndexOf(shape: ArchiveShape, path: string): number | null {
  const match = /-(\d{6,7})\/$/.exec(path);
  if (!match) return null;
  const index = Number(match[1]) - FIRST_NUMBER;
  if (index < 0 || index >= shape.size) return null;
  return archivePath(index) === path ? index : null;
}

function standfirstOf(brand: string, topic: string): string {
  return `${brand} shares news of its ${topic}, with details for readers, partners and advertisers.`;
}

/** Title, standfirst and category of article `index`, without building its nodes (news lists). */
export function archiveSummary(shape: ArchiveShape, index: number) {
  const { title, brand, topic, category, h } = parts(index);
  const iso = archiveIso(shape, index);
  return {
    path: archivePath(index),
    title,
    standfirst: standfirstOf(brand, topic),
    category,
    iso,
    image: { src: `/media/article/archive-${h % 48}.svg`, alt: `Illustration for ${brand}`, width: 1200, height: 630 },
  };
}

function brandHref(brandIndex: number): string {
  const slug = BRAND_SLUGS[brandIndex]!;
  return slug === 'immediate' ? '/our-brands/' : `/our-brands/${slug}/`;
}

const paragraphs = {
  opening: (brand: string, topic: string, year: string) =>
    `<p>${brand} today announced its ${topic}, the latest step in a busy ${year} for the brand.</p>`,
  figures: (h: number) =>
    `<p>The team worked with readers and partners over several months to shape it, and early feedback has been strong (sample figures: ${(h % 90) + 10}% of surveyed readers said they would take part).</p>`,
  onward: (brandIndex: number) =>
    `<p>More details are on <a href="${brandHref(brandIndex)}">the brand’s page</a>. For press enquiries, <a href="/contact/">contact us</a>.</p>`,
};

/** The paragraphs of article `index`'s text (HTML), without building its page. */
function archiveParagraphs(shape: ArchiveShape, index: number): string[] {
  const { brand, topic, brandIndex, h } = parts(index);
  const year = archiveIso(shape, index).slice(0, 4);
  return [paragraphs.opening(brand, topic, year), paragraphs.figures(h), paragraphs.onward(brandIndex)];
}

/** One text of an article: `key` names it among every article's texts (the same key, the same text); `text` makes it. */
export interface ArchiveText {
  key: number;
  text: () => string;
}

/** Keys of one sort of text lie in their own band. */
const KEY_BAND = 10_000_000;

/**
 * What search indexes of article `index`, without its path or page: its title, then its standfirst and
 * paragraphs (HTML). The texts come from a few templates, so an indexer can split each distinct text (key) once.
 */
export function archiveTexts(shape: ArchiveShape, index: number): ArchiveText[] {
  const { h, brandIndex, topicIndex, patternIndex, brand, topic, title } = parts(index);
  const pair = brandIndex * TOPICS.length + topicIndex;
  const year = new Date(Date.parse(`${shape.today}T00:00:00Z`) - Math.floor(index / perDay(shape)) * DAY_MS).getUTCFullYear();
  return [
    { key: patternIndex * BRANDS.length * TOPICS.length + pair, text: () => title },
    { key: KEY_BAND + pair, text: () => standfirstOf(brand, topic) },
    { key: 2 * KEY_BAND + pair * 10_000 + year, text: () => paragraphs.opening(brand, topic, String(year)) },
    { key: 3 * KEY_BAND + (h % 90), text: () => paragraphs.figures(h) },
    { key: 4 * KEY_BAND + brandIndex, text: () => paragraphs.onward(brandIndex) },
  ];
}

/** The whole page of article `index`: route entry and slots, built on request. */
export function archivePage(shape: ArchiveShape, index: number): PageDef {
  const summary = archiveSummary(shape, index);
  const slug = summary.path.slice(1, -1);
  const page = article({
    slug,
    title: summary.title,
    standfirst: summary.standfirst,
    publishedIso: summary.iso,
    category: summary.category,
    imageAlt: summary.image.alt,
    html: archiveParagraphs(shape, index).join(''),
  });
  // The header image is shared by many articles: a bounded set of media names.
  const main = page.slots.main!.map(
    (node): ContentNodeInput => (node.type === 'article-header' ? { ...node, image: summary.image } : node),
  );
  return { ...page, slots: { ...page.slots, main } };
}

/** Date text of article `index`, as news lists show it. */
export function archiveDateText(shape: ArchiveShape, index: number): string {
  return dateText(archiveIso(shape, index));
}
