/**
 * `/search/?q=…[&kind=…][&cursor=…]`: the search page, made by the site like the job pages. The query is
 * read by the contract's rules (contract/search.ts): an empty one (or one without a word) shows the form without asking the CMS, an
 * over-long or malformed one a 400 page saying why, and a cursor the site did not seal for this query and kind
 * (search-cursor.ts) the 400 error page, before any CMS call; otherwise the answer comes through the content
 * service, cached per normalised query, kind and cursor. The page is never indexed (robots `noindex`), never in the page
 * cache (it varies by query: request-scope.ts), and its body is site-built HTML (app/search/search-markup.ts).
 * @module
 */

import { type SearchState, type SearchView, searchHtml, searchTitle } from '../../app/search/search-markup';
import { londonDate } from '../../contract/london-day';
import type { RouteEntry } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';
import { searchRequestOf } from '../../contract/search';
import { SEARCH_PATH, SEARCH_QUERY_MAX } from '../../contract/search-limits';
import { CacheUnavailableError } from '../cache/swr-cache';
import { secretsOf } from '../env';
import { HttpError } from '../errors';
import { openCursor, sealCursor } from './search-cursor';
import type { Outcome, StepInput } from './types';

export async function searchPage({ path, search, content, config, now, log }: StepInput): Promise<Outcome> {
  const q = search.get('q');
  // The cursor is the site's sealed one, opened below; the contract's rules read the query and the kind.
  const request = searchRequestOf(q, search.get('kind'), null);
  const sealed = search.get('cursor');
  const typed = (q ?? '').slice(0, SEARCH_QUERY_MAX);
  let state: SearchState;
  let status = 200;
  // Typed but without a word to search (markup, punctuation): said so, not "type a word".
  if (request.kind === 'empty') state = typed.trim() ? { kind: 'no-words' } : { kind: 'empty' };
  else if (request.kind === 'invalid') {
    state = request;
    status = 400;
  } else {
    const cursor = sealed ? await openCursor(secretsOf(config, 'PURGE_SECRET'), request.query, request.type, sealed) : null;
    if (sealed && !cursor) throw new HttpError(400, 'Bad Request', 'The page of results asked for is not valid.');
    try {
      const answer = await content.search(request.query, request.type, cursor);
      const next = answer.next && (await sealCursor(config.PURGE_SECRET, request.query, request.type, answer.next));
      state = { kind: 'results', answer: { ...answer, next } };
    } catch (error) {
      // The CMS is failing (its breaker is open): the outage's 503 with Retry-After, as every page gets.
      if (!content.cmsUp) throw error;
      // Search alone failed and nothing is cached for this query: the page says so (the query is not logged).
      log.error(
        `search failed: ${error instanceof CacheUnavailableError ? 'the content service is not answering' : (error as Error).message}`,
      );
      state = { kind: 'unavailable' };
      status = 503;
    }
  }
  const view: SearchView = { typed, type: request.kind === 'ask' ? request.type : null, state };
  return {
    kind: 'page',
    page: {
      path,
      route: searchRoute(view, config.SITE_ORIGIN, londonDate(now)),
      status,
      nodes: { kind: 'ready', slots: { main: [{ type: 'rich-text', html: searchHtml(view) }] } },
    },
  };
}

/** The page's route entry: titled Search, unindexed; the document title says the count, which a navigation announces. */
function searchRoute(view: SearchView, origin: string, today: string): RouteEntry {
  const route = routeEntry({
    path: SEARCH_PATH,
    name: 'search',
    title: 'Search',
    description: 'Search the news, pages and jobs of this site.',
    kind: 'page',
    origin,
    publishedIso: today,
    robots: 'noindex, nofollow',
  });
  return { ...route, meta: { ...route.meta, documentTitle: searchTitle(view) } };
}
