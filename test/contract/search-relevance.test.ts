/**
 * Contract, for every CMS: the relevance table (search-relevance-table.ts), each query's first result and what it
 * says it is, on the reference CMS's index and on WordPress's MariaDB FULLTEXT over the imported sample pack. And a
 * query that matches nothing is offered the index's nearest words.
 */
import { describe, expect, it } from 'vitest';
import { SearchAnswerSchema } from '../../contract/search-answer';
import { api, cmses, expectOk } from './api';
import { RELEVANCE } from './search-relevance-table';

describe.each(cmses())('$name CMS: the relevance table', (cms) => {
  it('every query finds its story first', async () => {
    const found = await Promise.all(
      RELEVANCE.map(async ({ query }) => {
        const answer = expectOk(await api(cms, `/search?${new URLSearchParams({ q: query })}`), SearchAnswerSchema);
        const first = answer.results[0];
        return first ? `${first.type}: ${first.title}` : '(nothing)';
      }),
    );
    expect(RELEVANCE.map(({ query }, at) => `${query} → ${found[at]}`)).toEqual(
      RELEVANCE.map(({ query, title, type }) => `${query} → ${type}: ${title}`),
    );
  });

  it('a misspelt word is offered the nearest words the index holds', async () => {
    const answer = expectOk(await api(cms, '/search?q=gardners'), SearchAnswerSchema);
    expect(answer.total).toBe(0);
    expect(answer.suggestions[0]).toBe('gardeners');
    const known = expectOk(await api(cms, `/search?q=${answer.suggestions[0]}`), SearchAnswerSchema);
    expect(known.total).toBeGreaterThan(0);
  });
});
