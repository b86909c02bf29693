/**
 * Contract, for every CMS: `/search` (contract/search.ts). Answers fit the schema; every result holds a term
 * in its title or excerpt; title matches rank first; the cursor pages through to the last result without repeats; a kind narrows
 * to that kind; bad parameters are 400 error bodies; hostile queries (markup, SQL and FULLTEXT operators,
 * invalid UTF-8, long input) are searched as their normal form or refused, never a 5xx. Through the site against
 * each CMS, the "More results" cursor pages on, and a forged or foreign one is a 400 that asks the CMS nothing.
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

  it('pages on with the cursor to the last result, never repeating or missing one', async () => {
    let query = 'q=brand+news+media';
    const seenPaths: string[] = [];
    let total = 0;
    for (let page = 0; page < 40; page++) {
      const { value } = await search(query);
      total = value.total;
      expect(value.results.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
      seenPaths.push(...value.results.map((result) => result.path));
      if (!value.next) break;
      expect(value.results.length).toBe(SEARCH_PAGE_SIZE);
      query = `q=brand+news+media&cursor=${encodeURIComponent(value.next)}`;
    }
    expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    expect(seenPaths.filter((path, at) => seenPaths.indexOf(path) !== at)).toEqual([]);
    expect(seenPaths.length, 'every result, page by page').toBe(total);
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

describe.each(cmses())('$name CMS: the site pages search results with cursors bound to their query', (cms) => {
  /** A search page of the site against this CMS, each from its own client address (the rate limit counts per client). */
  const page = async (query: string) => {
    const response = await fetch(`${cms.site}/search/?${query}`, {
      headers: {
        accept: 'text/html',
        // A person's browser: crawlers get a bad request's status without the error page.
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        'cf-connecting-ip': `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      },
      redirect: 'manual',
    });
    const body = await response.text();
    return { status: response.status, body, timing: response.headers.get('server-timing') ?? '' };
  };
  const titles = (body: string) => [...body.matchAll(/class="search-result__title"[^>]*><a href="([^"]+)"/g)].map((match) => match[1]);

  it('pages on with the sealed cursor; a forged or foreign one is the 400 error page, with no CMS call', async () => {
    const first = await page('q=brand+news+media');
    expect(first.status).toBe(200);
    const more = /<p class="search-more"><a href="([^"]+)"/.exec(first.body)?.[1]?.replaceAll('&amp;', '&');
    expect(more, 'a second page').toBeDefined();
    const cursor = new URL(more!, cms.site).searchParams.get('cursor')!;
    const second = await page(`q=brand+news+media&cursor=${encodeURIComponent(cursor)}`);
    expect(second.status).toBe(200);
    expect(titles(second.body).length).toBeGreaterThan(0);
    expect(titles(second.body).filter((path) => titles(first.body).includes(path))).toEqual([]);

    const inner = cursor.slice(cursor.indexOf('.') + 1);
    const forged = fc.sample(
      fc.array(fc.integer({ min: 0, max: 999_999 }), { minLength: 4, maxLength: 4 }).map((numbers) => numbers.join('.')),
      3,
    );
    for (const refused of [
      `q=brand+news+podcast&cursor=${encodeURIComponent(cursor)}`,
      `q=brand+news+media&kind=news&cursor=${encodeURIComponent(cursor)}`,
      `q=brand+news+media&cursor=${encodeURIComponent(inner)}`,
      ...forged.map((numbers) => `q=brand+news+media&cursor=${cursor.slice(0, 22)}.${numbers}`),
    ]) {
      const answer = await page(refused);
      expect(answer.status, refused).toBe(400);
      expect(answer.body, refused).toContain('The page of results asked for is not valid.');
      expect(answer.timing, refused).toMatch(/desc="0 call\(s\)"/);
    }
  });
});
