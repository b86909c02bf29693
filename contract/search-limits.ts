/**
 * The search rules the browser needs (the header's form): kept apart from contract/search.ts so the client's
 * first load carries no schema code.
 * @module
 */

/** Where the site serves results (a page like any other, never indexed). */
export const SEARCH_PATH = '/search/';
/** The longest query anyone accepts, as sent (characters): longer is refused, never cut silently. */
export const SEARCH_QUERY_MAX = 200;
