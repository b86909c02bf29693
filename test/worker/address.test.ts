/**
 * The path and query cut from a request URL's string (worker/request/address.ts)
 * are what a URL parse gives, for any URL the runtime can hand the worker:
 * it serialises every request URL it parses, so the string is checked in that
 * form, with hostile paths and queries among them.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawPath, rawSearchOf } from '../../worker/request/address';
import { runs } from '../helpers/property-runs';

const piece = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('%2F', '%00', '..', '.', '//', '?', '#', '%3F', '?x=1', 'a b', '\u00e9', '\ud83d\ude00', '@', ':', ';', '&'),
);
const address = fc.tuple(
  fc.array(piece, { maxLength: 6 }),
  fc.option(fc.string({ maxLength: 16 })),
  fc.option(fc.string({ maxLength: 8 })),
);

describe('request address', () => {
  it('cuts the same path and query as a URL parse', () => {
    fc.assert(
      fc.property(address, ([segments, query, hash]) => {
        const input = `https://www.example.com/${segments.join('/')}${query === null ? '' : `?${query}`}${hash === null ? '' : `#${hash}`}`;
        let url: URL;
        try {
          url = new URL(input);
        } catch {
          return;
        }
        const serialised = url.href;
        expect(rawPath(serialised)).toBe(url.pathname);
        expect(rawSearchOf(serialised)).toBe(url.search);
      }),
      { numRuns: runs(2000) },
    );
  });

  it.each([
    ['https://www.example.com', '/', ''],
    ['https://www.example.com/', '/', ''],
    ['https://www.example.com/?', '/', ''],
    ['https://www.example.com/news/?page=2', '/news/', '?page=2'],
    ['https://www.example.com:8787/a/b?x=1&y=2#top', '/a/b', '?x=1&y=2'],
    ['http://127.0.0.1:8787/__data?path=%2Fx%2F', '/__data', '?path=%2Fx%2F'],
  ])('%s: %s and %j', (input, path, search) => {
    const serialised = new URL(input).href;
    expect(rawPath(serialised)).toBe(path);
    expect(rawSearchOf(serialised)).toBe(search);
  });
});
