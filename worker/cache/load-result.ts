/**
 * What a load of a cache key gives back: a value (with the tags it carries
 * and when it dates from) or a failure, which may be the source's "not there"
 * answer. Shared by the cache layer (swr-cache.ts) and the loads an isolate
 * lets requests join (isolate-caches.ts).
 * @module
 */

/** "Not there": the source's own status, status message and message, shown as they are. */
export interface ContentAnswer {
  status: number;
  statusMessage: string;
  message: string;
}

/**
 * A load's result. A value may name tags of its own (a page that embeds the news list carries `list:news`), and
 * the time it dates from when that is earlier than now (a page made from cached data: the oldest datum's).
 */
export type LoadResult<T> =
  | { ok: true; value: T; tags?: readonly string[]; datedAt?: number }
  | { ok: false; error: string; answer?: ContentAnswer };

/** Loads a key's value; `background`: nobody waits for it (a revalidation behind a copy already served). */
export type Load = (background: boolean) => Promise<LoadResult<string>>;
