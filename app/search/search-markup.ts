/**
 * The search page's body, as the HTML of a site-built rich-text node: the form, the count (a status region),
 * the results with their matched words in `<mark>` built from the answer's offsets over escaped plain text (no
 * markup from the CMS or the reader ever reaches the page), "More results" with the keyset cursor, and a clear
 * "nothing matched" with the index's nearest words ("Did you mean") and ways onward. What the reader typed is
 * searched as the words it holds: when punctuation or markup was left out, the page says which words it searched.
 * Drawn on the server like any node: it costs the browser no script.
 * @module
 */

import { formatIsoDate } from '../../contract/published-date';
import { normalizeQuery, type SearchKind } from '../../contract/search';
import type { SearchAnswer, SearchResult } from '../../contract/search-answer';
import { SEARCH_PATH, SEARCH_QUERY_MAX } from '../../contract/search-limits';
import type { SearchType } from '../../contract/search-rank';

export type SearchState =
  | { kind: 'empty' }
  /** Something was typed, but no word search can look for (markup, punctuation, words under three letters). */
  | { kind: 'no-words' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'unavailable' }
  | { kind: 'results'; answer: SearchAnswer };

export interface SearchView {
  /** What the reader typed, as sent (cut to the longest query accepted). */
  typed: string;
  type: SearchKind | null;
  state: SearchState;
}

const TYPE_LABELS: Record<SearchType, string> = {
  'press-release': 'Press release',
  news: 'News',
  job: 'Job',
  brand: 'Brand',
  page: 'Page',
};
/** Types whose date a reader weighs (a page's or a listing's date says nothing of it). */
const DATED: ReadonlySet<SearchType> = new Set(['press-release', 'news', 'job']);
const KIND_CHOICES: [string, string][] = [
  ['', 'Everything'],
  ['news', 'News and press releases'],
  ['page', 'Pages'],
  ['job', 'Jobs'],
];
const ONWARD: [string, string][] = [
  ['/news/', 'All news'],
  ['/jobs/', 'Jobs'],
  ['/our-brands/', 'Our brands'],
  ['/contact/', 'Contact us'],
];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** Escaped text with each `[start, length]` (code points) in `<mark>`; pairs out of order or range are skipped. */
export function marked(text: string, matches: readonly (readonly [number, number])[]): string {
  const points = [...text];
  let html = '';
  let at = 0;
  for (const [start, length] of matches) {
    if (start < at || start + length > points.length) continue;
    html += `${escapeHtml(points.slice(at, start).join(''))}<mark>${escapeHtml(points.slice(start, start + length).join(''))}</mark>`;
    at = start + length;
  }
  return html + escapeHtml(points.slice(at).join(''));
}

/** The address of a search (the page's own links: more results, another kind). */
export function searchHref(typed: string, type: SearchKind | null, cursor: string | null = null): string {
  const query = new URLSearchParams({ q: typed });
  if (type) query.set('kind', type);
  if (cursor) query.set('cursor', cursor);
  return `${SEARCH_PATH}?${query}`;
}

function form(view: SearchView): string {
  const options = KIND_CHOICES.map(
    ([value, label]) => `<option value="${value}"${(view.type ?? '') === value ? ' selected' : ''}>${label}</option>`,
  ).join('');
  return (
    `<search aria-label="Refine this search"><form class="search-form" action="${SEARCH_PATH}" method="get" data-navigate="">` +
    `<label for="search-q">Search for</label>` +
    `<input id="search-q" type="search" name="q" value="${escapeHtml(view.typed)}" maxlength="${SEARCH_QUERY_MAX}" autocomplete="off" spellcheck="false">` +
    `<label for="search-kind">In</label><select id="search-kind" name="kind">${options}</select>` +
    `<button type="submit" class="button">Search</button></form></search>`
  );
}

function result(item: SearchResult): string {
  return (
    `<li class="search-result"><h3 class="search-result__title"><a href="${escapeHtml(item.path)}">${marked(item.title, item.title_matches)}</a></h3>` +
    `<p class="search-result__meta"><span class="search-result__kind">${TYPE_LABELS[item.type]}</span>` +
    (DATED.has(item.type) ? ` · <time datetime="${item.date}">${formatIsoDate(item.date)}</time>` : '') +
    '</p>' +
    (item.excerpt ? `<p class="search-result__excerpt">${marked(item.excerpt, item.matches)}</p>` : '') +
    '</li>'
  );
}

/** What the count region says. */
export function searchSummary(view: SearchView): string {
  const { state } = view;
  if (state.kind === 'empty') return 'Type a word or two to search the site.';
  if (state.kind === 'no-words') return `“${view.typed.trim()}” holds no word to search for.`;
  if (state.kind === 'invalid') return state.reason;
  if (state.kind === 'unavailable') return 'Search is not available just now. Please try again in a minute.';
  const { total } = state.answer;
  const words = `“${view.typed.trim()}”`;
  if (total === 0) return `Nothing matched ${words}.`;
  return `${total.toLocaleString('en-GB')} ${total === 1 ? 'result' : 'results'} for ${words}`;
}

/** The document title (which a client navigation announces): the count, never the reader's words. */
export function searchTitle(view: SearchView): string {
  const { state } = view;
  if (state.kind !== 'results') return state.kind === 'empty' ? 'Search' : 'Search: no results';
  const { total } = state.answer;
  return total === 0 ? 'Search: nothing matched' : `Search: ${total.toLocaleString('en-GB')} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * What the page says of the words it searched when they are not what was typed (markup, punctuation or short
 * words left out): null when the typed text is its words already.
 */
export function searchedWords(view: SearchView): string | null {
  const typed = view.typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!typed || typed === normalizeQuery(view.typed)) return null;
  const query = normalizeQuery(view.typed);
  return query
    ? `Searched for the words ${query}: punctuation, markup and words under three letters are left out.`
    : 'Search looks for words of three letters or more: punctuation and markup are left out.';
}

function suggestions(view: SearchView, queries: readonly string[]): string {
  if (queries.length === 0) return '';
  const links = queries.map((query) => `<a href="${escapeHtml(searchHref(query, view.type))}">${escapeHtml(query)}</a>`);
  return `<p class="search-suggest">Did you mean ${links.join(', ')}?</p>`;
}

/** The page's HTML. */
export function searchHtml(view: SearchView): string {
  const { state } = view;
  let body = `<p class="search-count" role="status">${escapeHtml(searchSummary(view))}</p>`;
  const words = state.kind === 'results' || state.kind === 'no-words' ? searchedWords(view) : null;
  if (words) body += `<p class="search-words">${escapeHtml(words)}</p>`;
  if (state.kind === 'results' && state.answer.results.length > 0) {
    body += `<h2 class="visually-hidden">Results</h2><ol class="search-results" role="list">${state.answer.results.map(result).join('')}</ol>`;
    if (state.answer.next) {
      body += `<p class="search-more"><a href="${escapeHtml(searchHref(view.typed, view.type, state.answer.next))}">More results</a></p>`;
    }
  } else if (state.kind !== 'empty') {
    let tips = '';
    if (state.kind === 'results') {
      const everything = view.type
        ? `, or <a href="${escapeHtml(searchHref(view.typed, null))}">search everything</a>`
        : `, or <a href="${SEARCH_PATH}">start a new search</a>`;
      tips = `${suggestions(view, state.answer.suggestions)}<p>Try fewer words, other words${everything}.</p>`;
    }
    const links = ONWARD.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('');
    body += `${tips}<h2>Where to next</h2><ul class="search-onward">${links}</ul>`;
  }
  return form(view) + body;
}
