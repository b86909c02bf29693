/**
 * The isolate's own copy of hot cache entries, in front of the Cache API: a
 * read of the Cache API costs a few tenths of a millisecond of CPU, a Map
 * lookup nothing, and the value is kept decoded (the route index, parsed
 * nodes, a page's HTML). Entries carry their store time, and the cache layer
 * applies the same fresh/stale/error windows to them as to the Cache API.
 * Bounded by entries and bytes, least recently used first out.
 * @module
 */

/** At most this many entries and bytes: an isolate has 128 MB for everything it does. */
export const MEMORY_LIMITS = { entries: 512, bytes: 24 * 1024 * 1024 } as const;
const { entries: MAX_ENTRIES, bytes: MAX_BYTES } = MEMORY_LIMITS;

/** One per isolate (worker/isolate/isolate.ts). */
export class MemoryCache {
  readonly #entries = new Map<string, { entry: unknown; bytes: number }>();
  #bytes = 0;

  recall<T>(key: string): T | undefined {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, held);
    return held.entry as T;
  }

  remember(key: string, entry: unknown, size: number): void {
    this.forget(key);
    if (size > MAX_BYTES / 4) return;
    this.#entries.set(key, { entry, bytes: size });
    this.#bytes += size;
    this.#evictOverLimits();
  }

  /**
   * Counts `extra` bytes more against the entry under `key`, if `owns` it:
   * something kept beside the entry for as long as it lives (a page's gzip
   * bytes), which the budget must see too.
   */
  enlarge(key: string, extra: number, owns: (entry: unknown) => boolean): void {
    const held = this.#entries.get(key);
    if (!held || !owns(held.entry)) return;
    held.bytes += extra;
    this.#bytes += extra;
    this.#evictOverLimits();
  }

  forget(key: string): void {
    const held = this.#entries.get(key);
    if (held) {
      this.#entries.delete(key);
      this.#bytes -= held.bytes;
    }
  }

  #evictOverLimits(): void {
    for (const [oldest, held] of this.#entries) {
      if (this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_BYTES) break;
      this.#entries.delete(oldest);
      this.#bytes -= held.bytes;
    }
  }
}
