/**
 * What search reads of a page: its title, kind, date and plain text (the
 * description, then the words of its own nodes; lists the CMS fills are not
 * the page's words). Pure: the index and the edited pages read it alike.
 * @module
 */
import { parsePublishedDate } from '../../app/format';
import type { SearchKind } from '../../contract/search';
import { articleEnding } from '../content/press';
import type { PageDef } from '../content/types';

export interface SearchDoc {
  path: string;
  title: string;
  kind: SearchKind;
  /** ISO date. */
  date: string;
  /** Plain text, words separated by spaces. */
  body: string;
}

/** Fields whose strings are words a reader sees (links, media and settings are not). */
const TEXT_FIELDS = new Set([
  'html',
  'text',
  'heading',
  'title',
  'standfirst',
  'intro',
  'summary',
  'quote',
  'caption',
  'label',
  'question',
  'answer',
  'body',
  'value',
  'subheading',
]);
/** Nodes whose content the CMS fills from other pages. */
const FILLED = new Set(['news-list', 'jobs-list']);

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

function collect(value: unknown, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (TEXT_FIELDS.has(key)) out.push(key === 'html' ? plainText(value) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) collect(inner, name, out);
  }
}

/** The ending every release shares (media contact, notes to editors): the same words on every article, no one's own. */
const ENDING = new Set(articleEnding().map((node) => JSON.stringify(node)));

/**
 * The page's words: its description, then its main slot's text in order. The aside, lists the CMS fills and the
 * shared release ending are the site's furniture, not the page's words.
 */
export function pageText(page: PageDef): string {
  const out = [page.route.meta.tags.description];
  for (const node of page.slots.main ?? []) if (!FILLED.has(node.type) && !ENDING.has(JSON.stringify(node))) collect(node, '', out);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** The search document of a published page. */
export function pageDoc(page: PageDef): SearchDoc {
  const { route } = page;
  return {
    path: route.path,
    title: route.meta.title,
    kind: route.meta.post_data.post_type === 'post' ? 'news' : 'page',
    date: parsePublishedDate(route.meta.post_data.published_date) ?? '1970-01-01',
    body: pageText(page),
  };
}

/** Whether a route is one search offers: what the sitemap offers (indexable, not internal, gone or a duplicate). */
export function isSearchable(page: PageDef): boolean {
  const { meta } = page.route;
  return meta.tags.robots === 'index, follow' && !meta.internal && !meta.gone && !meta.canonical_path;
}
