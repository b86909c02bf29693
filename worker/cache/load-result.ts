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
 * Texts made from a value, by part name, written in its Cache API object with it (a page's drawn markup beside
 * its nodes): made in the background when the object is written.
 */
export type BesideParts = () => Promise<ReadonlyMap<string, string>>;

/**
 * A load's result. A value may name tags of its own (a page that embeds the news list carries `list:news`), the
 * time it dates from when that is earlier than now (a page made from cached data: the oldest datum's), and parts
 * stored beside it.
 */
export type LoadResult<T> =
  | { ok: true; value: T; tags?: readonly string[]; datedAt?: number; beside?: BesideParts }
  | { ok: false; error: string; answer?: ContentAnswer };

/** Loads a key's value; `background`: nobody waits for it (a revalidation behind a copy already served). */
export type Load = (background: boolean) => Promise<LoadResult<string>>;
