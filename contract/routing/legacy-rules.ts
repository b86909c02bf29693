/**
 * The route pipeline's legacy step: the legacy redirect table. The worker reads it from KV,
 * the client from the build meta; both match through these rules: one key per
 * source path without its trailing slash, chains collapsed to one hop.
 * @module
 */
import { legacyKey } from './paths';
import { redirectLocation } from './safe-location';

export type LegacyTable = Record<string, string>;

/** Longest chain of table entries followed before giving up (a loop or a mistake). */
export const MAX_LEGACY_HOPS = 5;

export type LegacyLookup = (key: string) => Promise<string | null> | string | null;

/**
 * Follows the table from `path` to its final target so the browser gets one
 * hop. Returns null when the path has no entry; throws on a loop.
 */
export async function resolveLegacy(path: string, lookup: LegacyLookup): Promise<string | null> {
  let target = await lookup(legacyKey(path));
  if (target === null) return null;
  const seen = new Set([legacyKey(path)]);
  for (let hop = 1; hop < MAX_LEGACY_HOPS; hop++) {
    if (!target.startsWith('/')) return target;
    const next = legacyKey(target.split('?')[0]!);
    if (seen.has(next)) throw new Error(`legacy redirect loop at ${next}`);
    seen.add(next);
    const further = await lookup(next);
    if (further === null) return target;
    target = further;
  }
  throw new Error(`legacy redirect chain longer than ${MAX_LEGACY_HOPS} from ${path}`);
}

/** Keeps only entries whose key is a plain path and whose target is a safe redirect. * @internal Used by the build (scripts/vite-build-meta.ts) and tests.
 */
export function cleanLegacyTable(raw: Record<string, unknown>, origin: string): { table: LegacyTable; rejected: string[] } {
  const table: LegacyTable = {};
  const rejected: string[] = [];
  for (const [source, target] of Object.entries(raw)) {
    if (typeof target === 'string' && source.startsWith('/') && legacyKey(source) === source && redirectLocation(target, origin)) {
      table[source] = target;
    } else {
      rejected.push(source);
    }
  }
  return { table, rejected };
}
