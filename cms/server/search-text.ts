/**
 * What search reads of a page: its title, kind, type, whether it is a listing, date and plain text (the
 * description, then the words of its own nodes; lists the CMS fills are not the page's words), by the rules of
 * contract/search-rank.ts. Pure: the index and the edited pages read it alike.
 * @module
 */
import { parsePublishedDate } from '../../contract/published-date';
import type { SearchKind } from '../../contract/search';
import { isListing, SEARCH_FILLED_NODES, SEARCH_TEXT_FIELDS, type SearchType, searchTypeOf } from '../../contract/search-rank';
import { articleEnding } from '../content/press';
import type { PageDef } from '../content/types';

export interface SearchDoc {
  path: string;
  title: string;
  kind: SearchKind;
  type: SearchType;
  /** A listing ranks under the pages it lists (contract/search-rank.ts). */
  listing: boolean;
  /** ISO date. */
  date: string;
  /** Plain text, words separated by spaces. */
  body: string;
}

const TEXT_FIELDS: ReadonlySet<string> = new Set(SEARCH_TEXT_FIELDS);
const FILLED: ReadonlySet<string> = new Set(SEARCH_FILLED_NODES);

/** Text of HTML: tags dropped, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|apos|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' })[name] ?? ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A rich text's blocks (paragraphs, headings, list items, cells) as plain text. */
function blocksOf(html: string): string[] {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|figcaption|td|th|dd|dt)>|<br\s*\/?>/i)
    .map(plainText)
    .filter(Boolean);
}

function collect(value: unknown, key: string, out: string[], shared: ReadonlySet<string>): void {
  if (typeof value === 'string') {
    if (key === 'html') out.push(...blocksOf(value).filter((block) => !shared.has(block)));
    else if (TEXT_FIELDS.has(key)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out, shared);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) collect(inner, name, out, shared);
  }
}

/** The ending every release shares (media contact, notes to editors): the same words on every article, no one's own. */
const ENDING = new Set(articleEnding().map((node) => JSON.stringify(node)));

/** The main slot's nodes that hold the page's own words: not lists the CMS fills, not the shared release ending. */
function ownNodes(page: PageDef) {
  return (page.slots.main ?? []).filter((node) => !FILLED.has(node.type) && !ENDING.has(JSON.stringify(node)));
}

/** A rich-text block on at least this many pages is furniture (a press office line, a filter line), no page's words. */
const SHARED_PAGES = 3;

/**
 * Rich-text blocks that `SHARED_PAGES` or more pages hold: what search leaves out of every page's words, so an
 * excerpt comes from what the page says, not from a boilerplate line many pages repeat.
 */
export function sharedBlocks(pages: readonly PageDef[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const blocks = new Set<string>();
    for (const node of ownNodes(page)) if (node.type === 'rich-text') for (const block of blocksOf(node.html)) blocks.add(block);
    for (const block of blocks) counts.set(block, (counts.get(block) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= SHARED_PAGES).map(([block]) => block));
}

/**
 * The page's words: its description, then its main slot's text in order, without the blocks in `shared`. The aside,
 * lists the CMS fills and the shared release ending are the site's furniture, not the page's words.
 */
export function pageText(page: PageDef, shared: ReadonlySet<string> = new Set()): string {
  const out = [page.route.meta.tags.description];
  for (const node of ownNodes(page)) collect(node, '', out, shared);
  // Once each: a standfirst that is also the description says it once.
  return [...new Set(out)].join(' ').replace(/\s+/g, ' ').trim();
}

/** The search document of a published page, without the `shared` blocks. */
export function pageDoc(page: PageDef, shared?: ReadonlySet<string>): SearchDoc {
  const { route } = page;
  const postType = route.meta.post_data.post_type;
  const nodes = page.slots.main ?? [];
  return {
    path: route.path,
    title: route.meta.title,
    kind: postType === 'post' ? 'news' : 'page',
    type: searchTypeOf(
      postType,
      route.meta.category,
      nodes.map((node) => node.type),
    ),
    listing: isListing(postType, nodes),
    date: parsePublishedDate(route.meta.post_data.published_date) ?? '1970-01-01',
    body: pageText(page, shared),
  };
}

/** Whether a route is one search offers: what the sitemap offers (indexable, not internal, gone or a duplicate). */
export function isSearchable(page: PageDef): boolean {
  const { meta } = page.route;
  return meta.tags.robots === 'index, follow' && !meta.internal && !meta.gone && !meta.canonical_path;
}
