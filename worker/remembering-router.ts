/**
 * Hono's TrieRouter with its answers remembered. Every request asks the router which of the site's handlers
 * match, and the trie walks every segment of the path past each `app.use` wildcard: about a tenth of a warm page's
 * CPU above the floor (bench/README.md). The answer depends on nothing else, and the routes are all added before
 * the first request, so the last few hundred paths' answers are kept (then the memory starts afresh). A path that
 * no named route can match (its first and last segments are not those of any route but the catch-alls `*`) gets
 * the catch-alls alone, the same answer for every such path: an archive's long tail of articles seen once each
 * is answered from one memory rather than a walk of the trie each.
 * RegExpRouter, which remembers static paths itself, cannot take the site's routes (`/sitemaps/:file` beside
 * `/sitemaps/jobs.xml`).
 * @module
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { boundedMemo } from '../contract/bounded-memo';

/** Enough for every page a warm isolate serves often; a long tail of archive paths only churns it. */
const REMEMBERED_PATHS = 512;

/** A route's first and last segments, null where a parameter or wildcard stands (it matches any). */
interface RouteEnds {
  first: string | null;
  last: string | null;
}

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

function endsOf(route: string): RouteEnds | null {
  if (/^[/*]*$/.test(route)) return null;
  // A parameter's own pattern may span segments: then any path may match.
  if (route.includes('{')) return { first: null, last: null };
  const parts = segments(route);
  const fixed = (segment: string) => (segment.startsWith(':') || segment.includes('*') ? null : segment);
  return { first: fixed(parts[0]!), last: fixed(parts.at(-1)!) };
}

export function rememberingRouter<T>(): Router<T> {
  const trie = new TrieRouter<T>();
  const named: RouteEnds[] = [];
  // Hono reads a match's handlers and parameters and never writes to them; the trie makes a fresh answer per search.
  const answers = boundedMemo((key: string) => {
    const space = key.indexOf(' ');
    return trie.match(key.slice(0, space), key.slice(space + 1));
  }, REMEMBERED_PATHS);
  /** The catch-alls' answer per method, for paths no named route can match. */
  const elsewhere = new Map<string, Result<T>>();
  function mayMatchNamed(path: string): boolean {
    const slash = path.indexOf('/', 1);
    const first = path.slice(1, slash < 0 ? path.length : slash);
    const last = path.slice(path.lastIndexOf('/') + 1);
    return named.some((ends) => (ends.first === null || ends.first === first) && (ends.last === null || ends.last === last));
  }
  return {
    name: 'RememberingRouter',
    add(method, path, handler) {
      const ends = endsOf(path);
      if (ends) named.push(ends);
      trie.add(method, path, handler);
    },
    match(method, path): Result<T> {
      if (mayMatchNamed(path)) return answers(`${method} ${path}`);
      let answer = elsewhere.get(method);
      if (!answer) {
        answer = trie.match(method, path);
        elsewhere.set(method, answer);
      }
      return answer;
    },
  };
}
