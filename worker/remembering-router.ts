/**
 * Hono's TrieRouter with its answers remembered per method and path. Every request asks the router which of the
 * site's handlers match, and the trie walks every segment of the path past each `app.use` wildcard: about a tenth of
 * a warm page's CPU above the floor (bench/README.md). The answer depends on nothing else, and the routes are all
 * added before the first request, so the last few hundred paths' answers are kept (then the memory starts afresh).
 * RegExpRouter, which remembers static paths itself, cannot take the site's routes (`/sitemaps/:file` beside
 * `/sitemaps/jobs.xml`).
 * @module
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { boundedMemo } from '../contract/bounded-memo';

/** Enough for every page a warm isolate serves often; a long tail of archive paths only churns it. */
const REMEMBERED_PATHS = 512;

export function rememberingRouter<T>(): Router<T> {
  const trie = new TrieRouter<T>();
  // Hono reads a match's handlers and parameters and never writes to them; the trie makes a fresh answer per search.
  const answers = boundedMemo((key: string) => {
    const space = key.indexOf(' ');
    return trie.match(key.slice(0, space), key.slice(space + 1));
  }, REMEMBERED_PATHS);
  return {
    name: 'RememberingRouter',
    add: (method, path, handler) => trie.add(method, path, handler),
    match: (method, path): Result<T> => answers(`${method} ${path}`),
  };
}
