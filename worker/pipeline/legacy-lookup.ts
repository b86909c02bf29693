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
import { SharedLoads } from '../bindings/shared-loads';

const MEMO_MS = 30_000;
const MAX_KEYS = 2_000;
/** Longest a reader waits for the legacy table. */
const KV_DEADLINE_MS = 300;

/** One per isolate (worker/isolate/isolate.ts). */
export class LegacyTable {
  readonly #memo = new Map<string, { value: string | null; until: number }>();
  readonly #circuit: Circuit;
  /** The index as read (a set of keys, or null: no index), and until when, by namespace binding. */
  readonly #indexes = new WeakMap<KVNamespace, { keys: ReadonlySet<string> | null; until: number }>();
  /** One index read at a time per namespace, joined by every request (bindings/shared-loads.ts): its value is a plain set. */
  readonly #indexReads = new WeakMap<KVNamespace, SharedLoads<ReadonlySet<string> | null | undefined>>();

  constructor(private readonly now: () => number) {
    this.#circuit = new Circuit(5_000, now);
  }

  /** The legacy table's value for `key` (null: none, or KV failed). `waitUntil` keeps a shared index read alive. */
  async lookup(
    kv: KVNamespace,
    key: string,
    report: (message: string) => void,
    waitUntil: (promise: Promise<unknown>) => void,
  ): Promise<string | null> {
    const now = this.now();
    const hit = this.#memo.get(key);
    if (hit && hit.until > now) return hit.value;
    if (this.#circuit.open) return null;
    const index = this.#indexes.get(kv);
    const keys = index && index.until > now ? index.keys : await this.#readIndex(kv, report, waitUntil);
    // undefined: KV failed (no redirect); null: no index (read the key).
    if (keys === undefined) return null;
    if (keys && !keys.has(key)) return null;
    const value = await this.#readKey(kv, key, report);
    if (value === undefined) return null;
    if (this.#memo.size >= MAX_KEYS) this.#memo.delete(this.#memo.keys().next().value!);
    this.#memo.set(key, { value, until: now + MEMO_MS });
    return value;
  }

  /** The index's keys, null when there is none, undefined when KV failed (reported, circuit tripped). */
  #readIndex(
    kv: KVNamespace,
    report: (message: string) => void,
    waitUntil: (promise: Promise<unknown>) => void,
  ): Promise<ReadonlySet<string> | null | undefined> {
    let reads = this.#indexReads.get(kv);
    if (!reads) {
      reads = new SharedLoads(this.now);
      this.#indexReads.set(kv, reads);
    }
    const read = () =>
      this.#readKey(kv, LEGACY_INDEX_KEY, report).then((text) => {
        if (text === undefined) return undefined;
        const keys = text === null ? null : parseIndex(text, report);
        this.#indexes.set(kv, { keys, until: this.now() + MEMO_MS });
        return keys;
      });
    return reads.join(LEGACY_INDEX_KEY, KV_DEADLINE_MS + 1_000, read, waitUntil).promise;
  }

  /** A key's value (null: no entry), or undefined when KV failed (reported, circuit tripped). */
  async #readKey(kv: KVNamespace, key: string, report: (message: string) => void): Promise<string | null | undefined> {
    try {
      const value = await withDeadline(kv.get(key), KV_DEADLINE_MS, 'REDIRECTS read');
      if (value !== null && typeof value !== 'string') throw new Error('REDIRECTS returned a value that is not text');
      return value;
    } catch (error) {
      this.#circuit.trip();
      report(`${(error as Error).message}; treated as no legacy redirect`);
      return undefined;
    }
  }
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
