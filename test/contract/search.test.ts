/**
 * Contract, for every CMS: `/search` (contract/search.ts). Answers fit the schema; every result holds a term
 * in its title or excerpt; title matches rank first; the cursor pages through without repeats; a kind narrows
 * to that kind; bad parameters are 400 error bodies; hostile queries (markup, SQL and FULLTEXT operators,
 * invalid UTF-8, long input) are searched as their normal form or refused, never a 5xx.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuery, SEARCH_PAGE_SIZE } from '../../contract/search';
import { SearchAnswerSchema } from '../../contract/search-answer';
import { api, cmses, expectError, expectOk, seen } from './api';

/** Property cases per back end (each one a request to it). */
const CASES = 40;

describe.each(cmses())('$name CMS: /search', (cms) => {
  const search = async (query: string) => {
    const answer = await api(cms, `/search?${query}`);
    return { answer, value: expectOk(answer, SearchAnswerSchema) };
  };

  it('finds results holding the terms, title matches first', async () => {
    const { answer, value } = await search('q=Podcast');
    expect(value.query).toBe('podcast');
    expect(value.results.length, seen(answer)).toBeGreaterThan(0);
    expect(value.total).toBeGreaterThanOrEqual(value.results.length);
    for (const result of value.results) {
      expect(result.title_matches.length + result.matches.length, result.path).toBeGreaterThan(0);
    }
    const inTitle = value.results.map((result) => result.title_matches.length > 0);
    expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true), 'title matches first').toBe(true);
  });

  it('pages on with the cursor, never repeating a result', async () => {
    let query = 'q=brand+news+media';
    const seenPaths: string[] = [];
    for (let page = 0; page < 3; page++) {
      const { value } = await search(query);
      expect(value.results.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
      seenPaths.push(...value.results.map((result) => result.path));
      if (!value.next) break;
      expect(value.results.length).toBe(SEARCH_PAGE_SIZE);
      query = `q=brand+news+media&cursor=${encodeURIComponent(value.next)}`;
    }
    expect(seenPaths.filter((path, at) => seenPaths.indexOf(path) !== at)).toEqual([]);
  });

  it('a kind narrows the results to that kind', async () => {
    for (const kind of ['news', 'page', 'job'] as const) {
      const { value } = await search(`q=${kind === 'job' ? 'editor+role+team' : 'immediate+media'}&kind=${kind}`);
      expect(value.kind).toBe(kind);
      for (const result of value.results) expect(result.kind, result.path).toBe(kind);
      if (kind === 'job') for (const result of value.results) expect(result.path).toMatch(/^\/jobs\/[a-z0-9-]+$/);
    }
  });

  it('refuses bad parameters with a 400 error body', async () => {
    for (const query of [
      '',
      'q=',
      'q=the+a+of',
      `q=${'podcast '.repeat(30)}`,
      'q=podcast&kind=video',
      'q=podcast&cursor=%21%21',
      'q=podcast&cursor=1.2',
    ]) {
      expectError(await api(cms, `/search?${query}`), 400);
    }
  });

  it('searches a hostile query as its normal form, or refuses it: never a 5xx', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 120 }).map((text) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'))),
      fc.constantFrom(
        encodeURIComponent('<script>alert(1)</script> podcast'),
        encodeURIComponent("podcast' OR 1=1; DROP TABLE wp_posts; --"),
        encodeURIComponent('+podcast -food ~award* "good food" @3 (media) >x <y'),
        encodeURIComponent('podcast") AGAINST ("x" IN BOOLEAN MODE) UNION SELECT 1 --'),
        '%FF%FE%ED%A0%80podcast',
        '%00podcast%25%27',
      ),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (encoded) => {
        const answer = await api(cms, `/search?q=${encoded}`);
        expect(answer.status, seen(answer)).toBeLessThan(500);
        if (answer.status === 200) {
          const value = expectOk(answer, SearchAnswerSchema);
          expect(value.query).toBe(normalizeQuery(decodeURIComponent(encoded.replace(/%(FF|FE|ED|A0|80)/g, ''))));
        } else expectError(answer, 400);
      }),
      { numRuns: CASES },
    );
  });
});
