/**
 * The isolate's own copy of hot cache entries, in front of the Cache API: a
 * read of the Cache API costs a few tenths of a millisecond of CPU, a Map
 * lookup nothing, and the value is kept decoded (the route index, parsed
 * nodes, a page's HTML). Entries carry their Cache API store time so the same
 * fresh/stale/error windows apply; keys hold the content version, so a purge
 * moves past them. Bounded by entries and bytes, least recently used first out.
 * @module
 */

interface MemoryEntry {
  value: unknown;
  storedAt: number;
  bytes: number;
}

const MAX_ENTRIES = 512;
const MAX_BYTES = 24 * 1024 * 1024;

const entries = new Map<string, MemoryEntry>();
let bytes = 0;

export function recall<T>(key: string): { value: T; storedAt: number } | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  // Map keeps insertion order: re-inserting marks the entry most recently used.
  entries.delete(key);
  entries.set(key, entry);
  return { value: entry.value as T, storedAt: entry.storedAt };
}

export function remember(key: string, value: unknown, storedAt: number, size: number): void {
  forget(key);
  if (size > MAX_BYTES / 4) return;
  entries.set(key, { value, storedAt, bytes: size });
  bytes += size;
  for (const [oldest, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= entry.bytes;
  }
}

export function forget(key: string): void {
  const entry = entries.get(key);
  if (entry) {
    entries.delete(key);
    bytes -= entry.bytes;
  }
}
