/**
 * The answer to `GET {api}/search` (contract/search.ts has the call and its rules). A module of its own so that
 * the site's search page, which applies the rules, does not build these schemas when an isolate starts: the
 * worker reaches them only through the CMS kit (worker/cms/cms-kit.ts; bench/README.md, "Where startup goes").
 * @module
 */
import * as z from 'zod/mini';
import { SEARCH_CURSOR, SEARCH_EXCERPT_MAX, SEARCH_KINDS, SEARCH_PAGE_SIZE } from './search';
import { SEARCH_QUERY_MAX } from './search-limits';
import { SEARCH_SUGGESTIONS, SEARCH_TYPES } from './search-rank';

const Matches = z.array(z.tuple([z.number().check(z.int(), z.minimum(0)), z.number().check(z.int(), z.minimum(1))])).check(
  z.maxLength(100),
  z.refine(
    (pairs) => pairs.every(([start], at) => at === 0 || start >= pairs[at - 1]![0] + pairs[at - 1]![1]),
    'matches overlap or are out of order',
  ),
);

/** One result. */
export const SearchResultSchema = z
  .object({
    title: z.string().check(z.minLength(1), z.maxLength(300)),
    path: z.string().check(z.startsWith('/'), z.maxLength(2048)),
    kind: z.enum(SEARCH_KINDS),
    /** What it is, as the results say (contract/search-rank.ts `searchTypeOf`). */
    type: z.enum(SEARCH_TYPES),
    /** ISO date of publication (a job: when it was posted). */
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    excerpt: z.string().check(z.maxLength(SEARCH_EXCERPT_MAX)),
    matches: Matches,
    title_matches: Matches,
  })
  .check(
    z.refine(
      ({ excerpt, matches, title, title_matches }) => fits(excerpt, matches) && fits(title, title_matches),
      'a match lies outside its text',
    ),
  );

function fits(text: string, pairs: [number, number][]): boolean {
  const last = pairs.at(-1);
  return !last || last[0] + last[1] <= [...text].length;
}

/**
 * `GET {api}/search?q=…`: ranked results (contract/search-rank.ts), `total` of them all, `next` the cursor of the next
 * page or null; `suggestions`, when nothing matched, queries of the index's nearest words.
 */
export const SearchAnswerSchema = z.object({
  query: z.string().check(z.maxLength(SEARCH_QUERY_MAX * 2)),
  kind: z.nullable(z.enum(SEARCH_KINDS)),
  total: z.number().check(z.int(), z.minimum(0)),
  results: z.array(SearchResultSchema).check(z.maxLength(SEARCH_PAGE_SIZE)),
  next: z.nullable(z.string().check(z.regex(SEARCH_CURSOR))),
  suggestions: z.array(z.string().check(z.minLength(1), z.maxLength(SEARCH_QUERY_MAX * 2))).check(z.maxLength(SEARCH_SUGGESTIONS)),
});

export type SearchResult = z.infer<typeof SearchResultSchema>;
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
