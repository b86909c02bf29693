/**
 * Where checked media files are kept: this location's Cache API, under a key
 * a purge reaches. The key holds the content version (a purge of everything
 * changes it), and each entry its path's tag (`page:/media/…`, so a purge
 * naming the file's path reloads it: an entry stored before that purge is a
 * miss) and a `Cache-Tag` for the zone purge. A missing file is remembered
 * too, for a short while, here and in the isolate's memory, so a run of
 * requests for it costs the CMS one call.
 * @module
 */
import { pageTag } from '../../contract/tags';
import type { SiteState } from '../cms/site-state';
import { cacheTagHeader } from '../purge/global-purge';

/** How long a missing file is remembered. */
export const MISSING_SECONDS = 60;
/** Most missing files one isolate remembers (then it starts afresh). */
const MISSING_MAX = 1_000;

const STORED_AT = 'x-masthead-stored-at';
/** The path the entry is for: an entry without it is not one of ours (a broken or foreign copy). */
const MEDIA = 'x-masthead-media';
const MISSING = 'missing';

export type CachedMedia = { kind: 'file'; response: Response } | { kind: 'missing' };

function purgedSince(state: SiteState, pathname: string, storedAt: number): boolean {
  return (state.purged[pageTag(pathname)] ?? 0) >= storedAt;
}

/** The missing files this isolate remembers, by cache key. One per isolate (worker/isolate/isolate.ts). */
export class MissingMedia {
  readonly #at = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** A missing file this isolate remembers, not purged since. */
  known(key: string, pathname: string, state: SiteState): boolean {
    const at = this.#at.get(key);
    if (at === undefined) return false;
    if (this.now() - at < MISSING_SECONDS * 1000 && !purgedSince(state, pathname, at)) return true;
    this.#at.delete(key);
    return false;
  }

  /** The Cache API entry that says a file is missing, remembered in this isolate too. */
  entry(key: string, pathname: string): Response {
    const now = this.now();
    if (this.#at.size >= MISSING_MAX) this.#at.clear();
    this.#at.set(key, now);
    return new Response(null, {
      headers: {
        'cache-control': `public, max-age=${MISSING_SECONDS}`,
        [STORED_AT]: String(now),
        [MEDIA]: `${MISSING} ${pathname}`,
        'cache-tag': cacheTagHeader([pageTag(pathname)]),
      },
    });
  }
}

/** What a Cache API entry says, if it is ours, for this path, and not outdated by a purge or its age. */
export function readEntry(entry: Response, pathname: string, state: SiteState, now: number): CachedMedia | null {
  const storedAt = Number(entry.headers.get(STORED_AT));
  const what = entry.headers.get(MEDIA);
  if (!Number.isFinite(storedAt) || storedAt <= 0 || (what !== pathname && what !== `${MISSING} ${pathname}`)) return null;
  if (purgedSince(state, pathname, storedAt)) return null;
  if (what === pathname) return { kind: 'file', response: entry };
  return now - storedAt < MISSING_SECONDS * 1000 ? { kind: 'missing' } : null;
}

/** The Cache API entry for a checked file: its bytes and served headers, with the marks readEntry looks for. */
export function fileEntry(pathname: string, bytes: Uint8Array, headers: Headers, now: number): Response {
  const stored = new Headers(headers);
  stored.set(STORED_AT, String(now));
  stored.set(MEDIA, pathname);
  stored.set('cache-tag', cacheTagHeader([pageTag(pathname)]));
  return new Response(bytes, { headers: stored });
}

/** The headers a reader gets from a stored entry: ours, without the marks. */
export function servedHeaders(entry: Response): Headers {
  const headers = new Headers(entry.headers);
  for (const name of [STORED_AT, MEDIA, 'cache-tag']) headers.delete(name);
  return headers;
}
