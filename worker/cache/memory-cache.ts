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

const entries = new Map<string, { entry: unknown; bytes: number }>();
let bytes = 0;

export function recall<T>(key: string): T | undefined {
  const held = entries.get(key);
  if (!held) return undefined;
  // Map keeps insertion order: re-inserting marks the entry most recently used.
  entries.delete(key);
  entries.set(key, held);
  return held.entry as T;
}

export function remember(key: string, entry: unknown, size: number): void {
  forget(key);
  if (size > MAX_BYTES / 4) return;
  entries.set(key, { entry, bytes: size });
  bytes += size;
  evictOverLimits();
}

/**
 * Counts `extra` bytes more against the entry under `key`, if `owns` it:
 * something kept beside the entry for as long as it lives (a page's gzip
 * bytes), which the budget must see too.
 */
export function enlarge(key: string, extra: number, owns: (entry: unknown) => boolean): void {
  const held = entries.get(key);
  if (!held || !owns(held.entry)) return;
  held.bytes += extra;
  bytes += extra;
  evictOverLimits();
}

function evictOverLimits(): void {
  for (const [oldest, held] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= held.bytes;
  }
}

export function forget(key: string): void {
  const held = entries.get(key);
  if (held) {
    entries.delete(key);
    bytes -= held.bytes;
  }
}
