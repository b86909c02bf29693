/**
 * Search (`GET {api}/search?q=…[&kind=news|page|job][&cursor=…]`, docs/content-api.md "Search"): the call, its
 * answer, and the one query normalisation every party applies (the site to make its cache key and decide
 * whether to ask, the reference CMS and the WordPress plugin, which reads these rules from the generated
 * contract.php, to search). A query is reduced to terms: NFKC, lower case, anything that is not a letter, mark
 * or number a space (so markup, SQL and FULLTEXT operators are gone before any back end sees them), words
 * shorter than MariaDB InnoDB's shortest indexed token or on its default stopword list dropped, at most
 * SEARCH_MAX_TERMS. Excerpts are plain text; matches are `[start, length]` pairs in Unicode code points, which the
 * site turns into `<mark>` itself.
 * @module
 */
import { SEARCH_QUERY_MAX } from './search-limits';

/** Results one answer carries. */
export const SEARCH_PAGE_SIZE = 10;
/** Terms a query keeps; words after them are dropped. */
export const SEARCH_MAX_TERMS = 8;
/** The shortest term (InnoDB's `innodb_ft_min_token_size`, whose default WordPress's MariaDB keeps). */
export const SEARCH_MIN_TERM = 3;
/** The longest term kept (InnoDB indexes tokens up to 84 characters). */
export const SEARCH_MAX_TERM = 84;
/** The most characters an excerpt has. */
export const SEARCH_EXCERPT_MAX = 240;
/** The kinds of result. */
export const SEARCH_KINDS = ['news', 'page', 'job'] as const;
/** InnoDB's default FULLTEXT stopwords: never terms, so both back ends ignore the same words. */
export const SEARCH_STOPWORDS = [
  'a',
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'de',
  'en',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'la',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'und',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'www',
] as const;
/** What a word is made of (a regular-expression class body, the same in JavaScript `u` mode and PCRE `/u`). */
export const SEARCH_WORD_CLASS = '\\p{L}\\p{M}\\p{N}';
/** A cursor: opaque to the site, at most this long, of these characters. */
export const SEARCH_CURSOR = /^[A-Za-z0-9._-]{1,128}$/;

const NOT_WORD = new RegExp(`[^${SEARCH_WORD_CLASS}]+`, 'gu');
const WORD = new RegExp(`[${SEARCH_WORD_CLASS}]+`, 'gu');
const LONE_SURROGATE = /\p{Cs}/gu;
const STOPWORDS: ReadonlySet<string> = new Set(SEARCH_STOPWORDS);

export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * A query's normal form: the text as the back ends search it and as the site keys its cache. Invalid UTF-16
 * (a lone surrogate) becomes U+FFFD first, so every party sees the same string. '' when nothing is left.
 */
export function normalizeQuery(raw: string): string {
  return searchTerms(raw).join(' ');
}

/** The terms of a query, in the order typed, each once. */
export function searchTerms(raw: string): string[] {
  const words = raw.replace(LONE_SURROGATE, '\uFFFD').normalize('NFKC').toLowerCase().replace(NOT_WORD, ' ').trim().split(' ');
  const terms: string[] = [];
  for (const word of words) {
    const length = [...word].length;
    if (length < SEARCH_MIN_TERM || length > SEARCH_MAX_TERM || STOPWORDS.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === SEARCH_MAX_TERMS) break;
  }
  return terms;
}

/** The words of a text with where each starts (code points) and its folded form. */
function wordsOf(text: string): { start: number; length: number; folded: string }[] {
  const words: { start: number; length: number; folded: string }[] = [];
  let unit = 0;
  let point = 0;
  for (const match of text.matchAll(WORD)) {
    point += [...text.slice(unit, match.index)].length;
    unit = match.index;
    const length = [...match[0]].length;
    words.push({ start: point, length, folded: match[0].normalize('NFKC').toLowerCase() });
  }
  return words;
}

/** Where the terms occur in a text, as `[start, length]` code-point pairs, ascending. */
export function matchesIn(text: string, terms: readonly string[]): [number, number][] {
  const wanted = new Set(terms);
  return wordsOf(text)
    .filter((word) => wanted.has(word.folded))
    .map((word) => [word.start, word.length]);
}

/**
 * A plain-text excerpt of `text` around the first term it holds (its start when it holds none), at most
 * SEARCH_EXCERPT_MAX code points, cut at spaces, with `…` where it was cut, and the terms' places in it.
 */
export function excerptOf(text: string, terms: readonly string[]): { excerpt: string; matches: [number, number][] } {
  const points = [...text.replace(/\s+/g, ' ').trim()];
  const first = matchesIn(points.join(''), terms)[0]?.[0] ?? 0;
  let start = Math.max(0, first - 60);
  while (start > 0 && points[start - 1] !== ' ') start--;
  let end = Math.min(points.length, start + SEARCH_EXCERPT_MAX - 2);
  if (end < points.length) {
    let cut = end;
    while (cut > start + 1 && points[cut] !== ' ') cut--;
    if (cut > start + 1) end = cut;
  }
  const excerpt = `${start > 0 ? '…' : ''}${points.slice(start, end).join('').trim()}${end < points.length ? '…' : ''}`;
  return { excerpt, matches: matchesIn(excerpt, terms) };
}

/** A search request the site may send, or why not: the same rules every back end applies to its parameters. */
export type SearchRequest =
  | { kind: 'ask'; query: string; type: SearchKind | null; cursor: string | null }
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string };

/** Reads `q`, `kind` and `cursor` (each a single value; absent is null). */
export function searchRequestOf(q: string | null, kind: string | null, cursor: string | null): SearchRequest {
  if (q !== null && q.length > SEARCH_QUERY_MAX)
    return { kind: 'invalid', reason: `Searches are at most ${SEARCH_QUERY_MAX} characters long.` };
  if (kind !== null && kind !== '' && !(SEARCH_KINDS as readonly string[]).includes(kind)) {
    return { kind: 'invalid', reason: `kind must be one of ${SEARCH_KINDS.join(', ')}.` };
  }
  if (cursor !== null && cursor !== '' && !SEARCH_CURSOR.test(cursor))
    return { kind: 'invalid', reason: 'The page of results asked for is not valid.' };
  const query = normalizeQuery(q ?? '');
  if (!query) return { kind: 'empty' };
  return { kind: 'ask', query, type: kind ? (kind as SearchKind) : null, cursor: cursor || null };
}
