/**
 * KV reads of the legacy table, remembered in the isolate for 30 seconds
 * (answers and "no entry" alike). KV itself takes up to a minute to reach
 * every location, so this adds little delay to a change and saves a KV read
 * on nearly every request. The table's index (`LEGACY_INDEX_KEY`, written by
 * every seeder with the keys) is read the same way: a path it does not list
 * needs no KV read at all, so an archive's long tail of addresses seen once
 * costs one index read per isolate and window, not one KV read per address.
 * Without an index (a namespace seeded before it existed) every key is read.
 * KV that fails, hangs or holds garbage means "no legacy redirect" (the page
 * is still served), reported once, and KV is then left alone for a few seconds.
 * @module
 */
import { LEGACY_INDEX_KEY } from '../../contract/legacy-index';
import { Circuit } from '../bindings/circuit';
import { withDeadline } from '../bindings/deadline';

const MEMO_MS = 30_000;
const MAX_KEYS = 2_000;
/** Longest a reader waits for the legacy table. */
const KV_DEADLINE_MS = 300;

const memo = new Map<string, { value: string | null; until: number }>();
const circuit = new Circuit(5_000);
interface IndexMemo {
  /** The index as read (a set of keys, or null: no index), and until when. */
  read?: { keys: ReadonlySet<string> | null; until: number };
  /** One read in flight at a time. */
  reading?: Promise<ReadonlySet<string> | null | undefined>;
}

/** By namespace binding (the same object for every request of an isolate, as `configOf` relies on). */
const indexes = new WeakMap<KVNamespace, IndexMemo>();

export async function legacyLookup(
  kv: KVNamespace,
  key: string,
  report: (message: string) => void,
  now = Date.now(),
): Promise<string | null> {
  const hit = memo.get(key);
  if (hit && hit.until > now) return hit.value;
  if (circuit.open) return null;
  let known = indexes.get(kv);
  if (!known) {
    known = {};
    indexes.set(kv, known);
  }
  const keys = known.read && known.read.until > now ? known.read.keys : await readIndex(kv, known, report, now);
  // undefined: KV failed (no redirect); null: no index (read the key).
  if (keys === undefined) return null;
  if (keys && !keys.has(key)) return null;
  const value = await readKey(kv, key, report);
  if (value === undefined) return null;
  if (memo.size >= MAX_KEYS) memo.delete(memo.keys().next().value!);
  memo.set(key, { value, until: now + MEMO_MS });
  return value;
}

/** The index's keys, null when there is none, undefined when KV failed (reported, circuit tripped). */
function readIndex(
  kv: KVNamespace,
  memo: IndexMemo,
  report: (message: string) => void,
  now: number,
): Promise<ReadonlySet<string> | null | undefined> {
  memo.reading ??= readKey(kv, LEGACY_INDEX_KEY, report)
    .then((text) => {
      if (text === undefined) return undefined;
      const keys = text === null ? null : parseIndex(text, report);
      memo.read = { keys, until: now + MEMO_MS };
      return keys;
    })
    .finally(() => {
      memo.reading = undefined;
    });
  return memo.reading;
}

/** An index that is not a list of strings is no index: every key is read, as before there was one. */
function parseIndex(text: string, report: (message: string) => void): ReadonlySet<string> | null {
  try {
    const keys: unknown = JSON.parse(text);
    if (Array.isArray(keys) && keys.every((key) => typeof key === 'string')) return new Set(keys);
  } catch {
    // reported below
  }
  report(`${LEGACY_INDEX_KEY} is not a list of keys; every path is looked up`);
  return null;
}

/** A key's value (null: no entry), or undefined when KV failed (reported, circuit tripped). */
async function readKey(kv: KVNamespace, key: string, report: (message: string) => void): Promise<string | null | undefined> {
  try {
    const value = await withDeadline(kv.get(key), KV_DEADLINE_MS, 'REDIRECTS read');
    if (value !== null && typeof value !== 'string') throw new Error('REDIRECTS returned a value that is not text');
    return value;
  } catch (error) {
    circuit.trip();
    report(`${(error as Error).message}; treated as no legacy redirect`);
    return undefined;
  }
}
