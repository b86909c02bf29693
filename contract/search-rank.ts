/**
 * How search ranks and names what it finds, written once for every back end (the reference CMS runs it; the
 * WordPress plugin mirrors it in search.php from the constants the generated contract.php carries):
 *
 * - A document's **type** (what the result says it is): a job, a press release (a post of that category), news (any
 *   other post), a brand (a page holding the brand's facts) or a page.
 * - A page is a **listing** when it holds a list the CMS fills (news, jobs) or when most of its words are its
 *   cards' (card and brand grids: other pages' titles and summaries). A listing's words are other pages', so it
 *   ranks under the pages it lists for them.
 * - The **rank key**, larger first but for the id: [match, group, title terms, score, day, id]. `match` 3 when the
 *   title's terms are the query's, 2 when the query's terms stand together in the title, 1 in the text, else 0;
 *   `group` 0 for a listing, 1 for anything else; then how many terms the title holds, the back end's score, the
 *   newer, the smaller id. Terms "stand together" when they follow one another among the text's searchable words
 *   (`termLine`), so "Ruth Ashdown" ranks the release naming her above one holding "Ruth" and "Ashdown" apart.
 * - **Did you mean**: a query that matches nothing is offered, for each term not in the index, the index's nearest
 *   words (Levenshtein distance over code points, at most `suggestionDistance`), nearer first, then the more common;
 *   each back end offers only those that find something, so a word only hidden pages hold is never offered.
 * @module
 */
import { SEARCH_MAX_TERM, SEARCH_MIN_TERM, SEARCH_STOPWORDS, SEARCH_WORD_CLASS } from './search';

/** What a result is, as the results page names it. */
export const SEARCH_TYPES = ['press-release', 'news', 'job', 'brand', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The category (contract/routing/site-paths.ts `NEWS_TYPE_FEEDS`) that makes a post a press release. */
export const PRESS_RELEASE_CATEGORY = 'Press release';
/** Nodes that are lists the CMS fills from other pages: a page holding one is a listing. */
export const SEARCH_FILLED_NODES = ['news-list', 'jobs-list'] as const;
/** Nodes whose words are other pages' (cards): a page whose words are mostly theirs is a listing. */
export const SEARCH_CARD_NODES = ['card-grid', 'brand-grid'] as const;
/** The node that makes a page a brand's. */
export const SEARCH_BRAND_NODE = 'brand-facts';
/** Node fields whose strings are words a reader sees (links, media and settings are not). */
export const SEARCH_TEXT_FIELDS = [
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
  'name',
  'description',
] as const;
/** Suggestions offered for a query that matched nothing. */
export const SEARCH_SUGGESTIONS = 3;

const WORD = new RegExp(`[${SEARCH_WORD_CLASS}]+`, 'gu');
const STOPWORDS: ReadonlySet<string> = new Set(SEARCH_STOPWORDS);
const TEXT_FIELDS: ReadonlySet<string> = new Set(SEARCH_TEXT_FIELDS);
const FILLED: ReadonlySet<string> = new Set(SEARCH_FILLED_NODES);
const CARDS: ReadonlySet<string> = new Set(SEARCH_CARD_NODES);

/** The type of a document from its post type, its category and its nodes' types. */
export function searchTypeOf(postType: string, category: string | null | undefined, nodeTypes: readonly string[]): SearchType {
  if (postType === 'job' || postType === 'masthead_job') return 'job';
  if (postType === 'post') return category === PRESS_RELEASE_CATEGORY ? 'press-release' : 'news';
  return nodeTypes.includes(SEARCH_BRAND_NODE) ? 'brand' : 'page';
}

/** Words (as the index counts them) in a node's text fields, HTML tags left out. */
function wordCount(value: unknown, key: string): number {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) ? (value.replace(/<[^>]*>/g, ' ').match(WORD)?.length ?? 0) : 0;
  let count = 0;
  if (Array.isArray(value)) for (const item of value) count += wordCount(item, key);
  else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) count += wordCount(inner, name);
  return count;
}

/** Whether a page (not a post or job) is a listing: a filled list, or at least as many card words as its own. */
export function isListing(postType: string, nodes: readonly { type: string }[]): boolean {
  if (postType !== 'page') return false;
  let cards = 0;
  let own = 0;
  for (const node of nodes) {
    if (FILLED.has(node.type)) return true;
    if (CARDS.has(node.type)) cards += wordCount(node, '');
    else own += wordCount(node, '');
  }
  return cards > 0 && cards >= own;
}

/** Whether a folded word can be a query's term (contract/search.ts `searchTerms` keeps the same). */
export function isSearchableWord(word: string): boolean {
  const length = [...word].length;
  return length >= SEARCH_MIN_TERM && length <= SEARCH_MAX_TERM && !STOPWORDS.has(word);
}

/** A text's searchable words in order, folded, space-separated with a space at each end: where phrases are found. */
export function termLine(text: string): string {
  const words = text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return ` ${words.filter(isSearchableWord).join(' ')} `;
}

/** `match` of the rank key from the title's and the text's term lines (`termLine`). */
export function phraseMatch(terms: readonly string[], titleLine: string, bodyLine: string): number {
  const phrase = ` ${terms.join(' ')} `;
  if (titleLine === phrase) return 3;
  if (titleLine.includes(phrase)) return 2;
  return bodyLine.includes(phrase) ? 1 : 0;
}

/** Title words beyond the terms matched that `titleRank` tells apart. */
const TITLE_WORDS = 99;

/** `title` of the rank key: terms in the title (`held`), then the fewer of its other searchable words (`words`). */
export function titleRank(held: number, words: number): number {
  return held * (TITLE_WORDS + 1) + TITLE_WORDS - Math.min(TITLE_WORDS, Math.max(0, words - held));
}

/** Searchable words in a term line. */
export function lineWords(line: string): number {
  let count = 0;
  for (let at = 1; at < line.length; at++) if (line[at] === ' ') count++;
  return Math.max(0, count - 1 + (line.length > 1 ? 0 : 1));
}

/** [match, group, title, score, day, id]. */
export type RankKey = [number, number, number, number, number, number];

/** Negative when `a` ranks before `b`: larger first, but the smaller id. */
export function compareRank(a: RankKey, b: RankKey): number {
  return b[0] - a[0] || b[1] - a[1] || b[2] - a[2] || b[3] - a[3] || b[4] - a[4] || a[5] - b[5];
}

/** The furthest a suggestion may be from a term: 1 for words of up to 5 letters, 2 beyond. */
function suggestionDistance(term: string): number {
  return [...term].length <= 5 ? 1 : 2;
}

/** Levenshtein distance over code points, or `limit + 1` once it is known to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, at) => at);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * Queries to offer for `terms` when nothing matched: each term the index lacks (`known` false) replaced by one of
 * its nearest words (`vocabulary`: word → documents holding it), the i-th suggestion taking each lacking term's
 * i-th nearest. Nearer first, then the more common, then alphabetical; none when no term has a near word.
 */
export function suggestQueries(
  terms: readonly string[],
  known: (term: string) => boolean,
  vocabulary: Iterable<[string, number]>,
): string[] {
  const lacking = terms.filter((term) => !known(term));
  if (lacking.length === 0) return [];
  const near = new Map<string, { word: string; distance: number; docs: number }[]>(lacking.map((term) => [term, []]));
  for (const [word, docs] of vocabulary) {
    for (const term of lacking) {
      const limit = suggestionDistance(term);
      const distance = editDistance(term, word, limit);
      if (distance <= limit && distance > 0) near.get(term)!.push({ word, distance, docs });
    }
  }
  for (const list of near.values()) {
    list.sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }
  if (lacking.every((term) => near.get(term)!.length === 0)) return [];
  const queries: string[] = [];
  for (let at = 0; at < SEARCH_SUGGESTIONS; at++) {
    if (!lacking.some((term) => near.get(term)![at])) break;
    const query = terms.map((term) => {
      const list = near.get(term);
      return list ? ((list[at] ?? list[0])?.word ?? term) : term;
    });
    queries.push(query.join(' '));
  }
  return [...new Set(queries)];
}
