/**
 * The site's router remembers its answers per method and path (worker/remembering-router.ts): for the site's own
 * routes, every answer, asked once, again, or after the memory has started afresh, is the trie's, handlers and
 * parameters alike, for generated paths that reach each route.
 */

import fc from 'fast-check';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { createSite } from '../../worker';
import { rememberingRouter } from '../../worker/remembering-router';
import { freshIsolate } from '../helpers/isolate';
import { runs } from '../helpers/property-runs';

function routers() {
  const trie = new TrieRouter<unknown>();
  const remembering = rememberingRouter<unknown>();
  for (const route of createSite(freshIsolate()).routes) {
    trie.add(route.method, route.path, route.handler);
    remembering.add(route.method, route.path, route.handler);
  }
  return { trie, remembering };
}

const segment = fc.oneof(
  fc.constantFrom(
    ...['news', 'feed.xml', 'sitemaps', 'jobs.xml', 'media', 'card', '__floor', '__data', '__purge', 'preview', 'robots.txt', ''],
    ...['jobs', 'sitemap.xml', 'news-sitemap.xml', '.well-known', 'security.txt'],
  ),
  fc.stringMatching(/^[a-z0-9.%-]{1,12}$/),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT'),
  path: fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
});

describe('the remembering router', () => {
  it('answers as the trie does, first time, again, and after its memory starts afresh (property)', () => {
    const { trie, remembering } = routers();
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 40 }), (requests) => {
        for (const { method, path } of [...requests, ...requests]) {
          expect(remembering.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('keeps the answer it gave when other paths are asked after it', () => {
    const { trie, remembering } = routers();
    const first = remembering.match('GET', '/news/company/feed.xml');
    const copy = structuredClone(first[0].map(([, params]) => params));
    for (let i = 0; i < 1_000; i++) remembering.match('GET', `/news/t${i}/feed.xml`);
    expect(first[0].map(([, params]) => params)).toEqual(copy);
    expect(copy.some((params) => Object.values(params as Record<string, string>).includes('company'))).toBe(true);
    expect(remembering.match('GET', '/news/company/feed.xml')).toEqual(trie.match('GET', '/news/company/feed.xml'));
  });
});
