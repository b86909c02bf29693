/**
 * A CMS answer's name (cache/cache-policy.ts `DataName`) is spelled in its key
 * by one writer and read back by one parser: for any name the content service
 * can make, the parser gives the same name back, and the key's spelling is the
 * one the Cache API objects were stored under (`nodes/x/`, `path/x/`, …).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '../../../contract/search';
import { type DataName, dataNameText, parseDataName } from '../../../worker/cache/cache-policy';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.map((part) => `${part}/`).join('')}`);
const count = fc.integer({ min: 1, max: 100_000 });

const names: fc.Arbitrary<DataName> = fc.oneof(
  fc.constant<DataName>({ read: 'site' }),
  fc.constant<DataName>({ read: 'news-counts' }),
  fc.record({ read: fc.constantFrom('path' as const, 'nodes' as const), path }),
  fc.record({ read: fc.constant('job' as const), id: fc.stringMatching(/^[0-9]{1,8}$/) }),
  fc.record({ read: fc.constant('route-list' as const), internal: fc.boolean(), page: count, limit: count }),
  fc.record({ read: fc.constant('news' as const), page: count, limit: count }),
  fc.record({
    read: fc.constant('search' as const),
    kind: fc.constantFrom(null, ...SEARCH_KINDS),
    cursor: fc.option(
      fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/).filter((cursor) => cursor !== 'first'),
      { nil: null },
    ),
    query: fc.string({ maxLength: 40 }),
  }),
);

describe('CMS answer names', () => {
  it('read back as the name they spell, for every name', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(parseDataName(dataNameText(name))).toEqual(name);
      }),
    );
  });

  it('are spelled as the stored objects have them', () => {
    expect(dataNameText({ read: 'site' })).toBe('site');
    expect(dataNameText({ read: 'news-counts' })).toBe('news-counts');
    expect(dataNameText({ read: 'nodes', path: '/about/' })).toBe('nodes/about/');
    expect(dataNameText({ read: 'path', path: '/' })).toBe('path/');
    expect(dataNameText({ read: 'route-list', internal: true, page: 2, limit: 500 })).toBe('route-list/internal/2/500');
    expect(dataNameText({ read: 'search', kind: null, cursor: null, query: 'a b' })).toBe('search/all/first/a%20b');
  });

  it('parse nothing else', () => {
    for (const text of ['', 'page/about/', 'sites', 'site/x', 'news-counts/x', 'path', 'nodes'])
      expect(parseDataName(text)).toBeUndefined();
  });
});
