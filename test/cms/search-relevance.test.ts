/**
 * The relevance table (test/contract/search-relevance-table.ts) against the reference CMS's index, in the unit
 * suite: each query's first result, and what it says it is. The same table runs on WordPress's MariaDB FULLTEXT in
 * the WordPress suite (test/contract/search-relevance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { SearchAnswerSchema } from '../../contract/search-answer';
import { RELEVANCE } from '../contract/search-relevance-table';

const CMS = 'http://127.0.0.1:8788';

describe('reference CMS: the relevance table', () => {
  it.each(RELEVANCE)('"$query" finds "$title" first', async ({ query, title, type }) => {
    const response = await fetch(`${CMS}/search?${new URLSearchParams({ q: query })}`);
    expect(response.status).toBe(200);
    const answer = SearchAnswerSchema.parse(await response.json());
    expect(answer.results.slice(0, 3).map((result) => `${result.type}: ${result.title}`)[0]).toBe(`${type}: ${title}`);
  });
});
