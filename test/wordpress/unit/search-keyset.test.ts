/**
 * WordPress search's keyset (wordpress/masthead-content/includes/search-keyset.php, run with `php` through
 * wordpress/local/plugin-functions.php): the sort key the plugin stores each ranked result under sorts, byte by byte,
 * exactly as contract/search-rank.ts `compareRank` ranks, so a page that starts after a cursor's sort key is the
 * rest of the ranking; a cursor and a sort key give back the rank key they were made from; a cursor the plugin
 * would not write (malformed, or a number past its column's range) names no key.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRank, type RankKey } from '../../../contract/search-rank';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');

function php(calls: { fn: string; args: unknown[] }[]): unknown[] {
  const output = execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output) as unknown[];
}

/** Rank keys as search makes them, with small ranges mixed in so ties in the leading columns are common. */
const rankKey: fc.Arbitrary<RankKey> = fc.tuple(
  fc.integer({ min: 0, max: 3 }),
  fc.integer({ min: 0, max: 1 }),
  fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 999 })),
  fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 999_999_999_999 })),
  fc.oneof(fc.integer({ min: 739_000, max: 739_002 }), fc.integer({ min: 0, max: 9_999_999 })),
  fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 999_999_999_999 })),
);

describe('search keyset', () => {
  it('sort keys order as the contract ranks, and give back their rank key and cursor', () => {
    const keys = fc.sample(rankKey, 400);
    const results = php(
      keys.flatMap((key) => [
        { fn: 'masthead_search_sort_key', args: [key] },
        { fn: 'masthead_search_key_cursor', args: [key] },
      ]),
    );
    const sortKeys = keys.map((_, at) => results[at * 2] as string);
    const cursors = keys.map((_, at) => results[at * 2 + 1] as string);
    for (const sortKey of sortKeys) expect(sortKey).toMatch(/^\d{36}$/);
    const bySortKey = keys
      .map((key, at) => ({ key, sortKey: sortKeys[at]! }))
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    const byRank = [...keys].sort(compareRank);
    expect(bySortKey.map(({ key }) => key.join('.'))).toEqual(byRank.map((key) => key.join('.')));

    const back = php([
      ...sortKeys.map((sortKey) => ({ fn: 'masthead_search_sort_key_rank', args: [sortKey] })),
      ...cursors.map((cursor) => ({ fn: 'masthead_search_cursor_key', args: [cursor] })),
    ]);
    expect(back).toEqual([...keys, ...keys]);
    expect(cursors).toEqual(keys.map((key) => key.join('.')));
  });

  it('a cursor it would not write names no key', () => {
    const refused = [
      '',
      '1.2',
      '1.1.1.1.1',
      '1.1.1.1.1.1.1',
      '4.1.1.1.1.1',
      '1.2.1.1.1.1',
      '1.1.1000.1.1.1',
      '1.1.1.1.10000000.1',
      '1.1.1.1.1.1234567890123',
      '1.1.1.-1.1.1',
      '1.1.1.1.1.1\n',
      'a.1.1.1.1.1',
    ];
    expect(php(refused.map((cursor) => ({ fn: 'masthead_search_cursor_key', args: [cursor] })))).toEqual(refused.map(() => null));
  });
});
