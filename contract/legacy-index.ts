/**
 * The legacy table as KV holds it, written by every seeder (scripts/kv-seed.ts,
 * the local site, the tests, the bench) and read by the worker
 * (worker/pipeline/legacy-lookup.ts). No imports: Node scripts load it as it is.
 * @module
 */
/**
 * The KV key holding the list of every source key of the table (JSON array). The worker reads it once per
 * isolate memo window and asks KV for a path only when the path is in it, so a path the table does not know
 * (nearly every request) costs no KV read. Not a path: it cannot collide with a source key.
 */
export const LEGACY_INDEX_KEY = '__index';

/** The KV entries of a legacy table: one per source path, and the index of all of them. @internal Written by the seeders (scripts, tests, bench), not the worker. */
export function legacyKvEntries(table: Readonly<Record<string, string>>): { key: string; value: string }[] {
  const entries = Object.entries(table).map(([key, value]) => ({ key, value }));
  return [...entries, { key: LEGACY_INDEX_KEY, value: JSON.stringify(Object.keys(table).sort()) }];
}
