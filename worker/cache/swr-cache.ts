/**
 * One cache layer for everything the site reads from the CMS (path lookups,
 * nodes, jobs, the site frame, listings) and for rendered pages. The Cache API
 * has no stale-while-revalidate or stale-if-error of its own, so entries are
 * stored for fresh + stale + error windows with their store time stamped, and
 * the windows are applied here:
 *
 *   age < fresh                 → hit
 *   age < fresh + stale         → stale: served, refreshed in waitUntil
 *   age < fresh + stale + error → served only if the reload fails
 *
 * A source that answers "this does not exist" (404, 410) has answered: the
 * answer is stored like a value, replaces any older copy, and every reader
 * who joined that load gets it. Only failures
 * (timeouts, 5xx, garbage) fall back to an older copy.
 *
 * Concurrent loads of one key in an isolate share one promise, so 50 readers of
 * a stale page make one CMS call. Hot entries are answered from the isolate's
 * memory (memory-cache.ts) under the same windows. The Cache API itself may
 * fail: a failed or slow read is a miss, a failed write is dropped, both logged.
 *
 * Two more rules keep the layers honest:
 * - While the source is failing (its breaker is open, `sourceUp`), any copy
 *   within its windows is served at once and the reload goes on behind it:
 *   readers never wait for a source known to be down.
 * - A value made from other cached values (a rendered page) is dated by the
 *   oldest of them (`datedAt`), not by when it was made: its age, and so its
 *   fresh window, counts from the data it shows, so the two layers' fresh
 *   windows never add up. A reader that `revalidate`s (the page's re-render)
 *   reloads anything past its fresh window before using it.
 * @module
 */

import type { CacheState } from '../observability/request-log';
import type { CacheWindows } from './cache-policy';
import { type EdgeEntry, EdgeObjects, type EdgeParts } from './edge-objects';
import type { IsolateCaches } from './isolate-caches';
import type { BesideParts, ContentAnswer, Load, LoadResult } from './load-result';
import { type EntryPlace, ObjectWrites } from './object-writes';
import { NO_PURGES, type PurgeLog } from './purge-log';

export type { EntryPlace } from './object-writes';
export type { PurgeLog } from './purge-log';

export interface CacheRead<T> {
  value: T;
  state: CacheState;
}

/**
 * A stored text as its value; `object`: the Cache API object it was read from, when it was (its other parts: a
 * page's drawn markup beside its nodes).
 */
export type Decode<T> = (text: string, object?: EdgeParts) => T;

/** Reports a failing dependency once per request (the request log names it). */
export type FaultReport = (dependency: 'cache-api', message: string) => void;

type Stored<T> = ({ value: T; answer?: undefined } | { value?: undefined; answer: ContentAnswer }) & {
  storedAt: number;
  /** What the value's age counts from, when earlier than `storedAt` (LoadResult's `datedAt`). */
  datedAt?: number;
  tags?: readonly string[];
};

/** The source failed and no copy is left to serve. */
export class CacheUnavailableError extends Error {
  override name = 'CacheUnavailableError';
}

/** The source answered that the item does not exist (404, 410): not a failure. */
export class ContentAnswerError extends Error {
  override name = 'ContentAnswerError';
  constructor(readonly answer: ContentAnswer) {
    super(answer.message);
  }
}

export interface SwrCacheOptions {
  /** Longest a load may take (CMS timeout, one retry, margin); older shared loads are not waited for. */
  maxLoadMs?: number;
  /**
   * Whether a stored value goes straight into the isolate's memory (data), or
   * only once the Cache API has it (rendered pages: memory then mirrors what
   * the edge really holds).
   */
  rememberOnStore?: boolean;
  report?: FaultReport;
  /** The purge log: entries stored before the newest purge of a tag they show are outdated. */
  purges?: PurgeLog;
  /** Whether the source takes calls now (its breaker is closed); while it does not, copies are served at once. */
  sourceUp?: () => boolean;
  /** Reload anything past its fresh window before serving it (a rendered page made again: its data too). */
  revalidate?: boolean;
  /** Where a key's entry lives in the Cache API, when it shares an object with others (object-writes.ts); else alone. */
  placeOf?: (key: string) => EntryPlace | undefined;
}

/**
 * The value the isolate's memory holds fresh under `key` (no Cache API, no
 * wait), else undefined: what `SwrCache.held` answers, for a caller that has
 * no cache layer made for its request (the page cache's hot path).
 */
export function heldFresh<T>(
  caches: IsolateCaches,
  key: string,
  fresh: number,
  purges: PurgeLog,
  tags: readonly string[] = [],
): T | undefined {
  return heldEntry<T>(caches, key, fresh, purges, tags)?.value;
}

function heldEntry<T>(caches: IsolateCaches, key: string, fresh: number, purges: PurgeLog, tags: readonly string[]): Stored<T> | undefined {
  const remembered = caches.memory.recall<Stored<T>>(key);
  if (!remembered || remembered.answer) return undefined;
  if (caches.verdicts.purgedSinceStored(remembered, tags, purges)) return undefined;
  return (caches.now() - (remembered.datedAt ?? remembered.storedAt)) / 1000 < fresh ? remembered : undefined;
}

/** Counts `extra` bytes kept beside `value` (held under `key`) against the isolate's memory budget. */
export function keepBeside(caches: IsolateCaches, key: string, value: unknown, extra: number): void {
  caches.memory.enlarge(key, extra, (entry) => (entry as Stored<unknown>).value === value);
}

export class SwrCache {
  private readonly now: () => number;
  private readonly maxLoadMs: number;
  private readonly rememberOnStore: boolean;
  private readonly report: FaultReport;
  private readonly purges: PurgeLog;
  private readonly sourceUp: () => boolean;
  private readonly revalidate: boolean;
  /** Where a key's entry lives in the Cache API: its own object of one part unless `options.placeOf` says otherwise. */
  private readonly placeOf: (key: string) => EntryPlace;
  private readonly edge: EdgeObjects;
  private readonly writes: ObjectWrites;
  /** The loads this cache layer's reader started (not those it joined), by key: a write waits for its siblings'. */
  private readonly started = new Map<string, Promise<unknown>>();
  /** Cache API objects read for this cache layer's reader, once each: the entries an object holds are read together. */
  private readonly objectReads = new Map<string, Promise<EdgeParts | null>>();
  /** The date of the oldest value handed out (see `datedAt`). */
  private oldest: number | undefined;

  /**
   * `cache`: the Cache API, asked for only when the isolate's memory misses (asking the runtime is a call).
   * `caches`: what the isolate keeps between requests (isolate-caches.ts), its clock included.
   */
  constructor(
    private readonly caches: IsolateCaches,
    cache: () => Cache,
    private readonly windows: CacheWindows,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
    options: SwrCacheOptions = {},
  ) {
    this.now = caches.now;
    this.maxLoadMs = options.maxLoadMs ?? 10_000;
    this.rememberOnStore = options.rememberOnStore ?? true;
    this.report = options.report ?? (() => undefined);
    this.purges = options.purges ?? NO_PURGES;
    this.sourceUp = options.sourceUp ?? (() => true);
    this.revalidate = options.revalidate ?? false;
    const shared = options.placeOf;
    this.placeOf = (key) => shared?.(key) ?? { object: key, part: '', siblings: [] };
    const report = this.report;
    this.edge = new EdgeObjects(cache, this.lifetime(), (message) => report('cache-api', message), caches.edgeReads);
    this.writes = new ObjectWrites(this.edge);
  }

  /**
   * Reads `key` (an absolute URL on the canonical host) or loads it. The value
   * is stored as text; `decode` turns it back into a value, once per load: the
   * isolate keeps the decoded value (memory-cache.ts). Throws
   * ContentAnswerError for a "not there" answer and CacheUnavailableError when
   * the source fails with nothing to fall back on.
   */
  async read<T>(key: string, load: Load, decode: Decode<T>, tags: readonly string[] = []): Promise<CacheRead<T>> {
    const entry = await this.entry(key, decode);
    const age = entry ? this.ageOf(entry, tags) : Infinity;
    const { fresh, stale } = this.windows;
    if (entry && age < fresh) return this.served(entry, 'hit');
    const withinStale = age < fresh + stale;
    // A copy is served now, reloaded behind it: a stale one (unless this reader revalidates), or any while the
    // source is failing.
    if (entry && ((withinStale && !this.revalidate) || !this.sourceUp())) {
      this.waitUntil(this.refresh(key, load, decode, tags).catch(() => undefined));
      return this.served(entry, withinStale ? 'stale' : 'error-stale');
    }
    // A load that finished while this reader was looking in the Cache API has left its value in memory.
    const landed = this.caches.memory.recall<Stored<T>>(key);
    if (landed && landed.storedAt > (entry?.storedAt ?? -Infinity) && this.ageOf(landed, tags) < fresh) {
      return this.served(landed, 'hit');
    }
    const result = await this.refresh(key, load, decode, tags, false);
    if (result.ok) {
      this.note(result.datedAt ?? this.now());
      return { value: this.caches.memory.recall<Stored<T>>(key)?.value ?? decode(result.value), state: 'miss' };
    }
    if (result.answer) throw new ContentAnswerError(result.answer);
    if (entry) return this.served(entry, 'error-stale');
    throw new CacheUnavailableError(result.error);
  }

  /** The value when the isolate's memory holds it fresh (no Cache API, no wait), else undefined: then `read`. */
  held<T>(key: string, tags: readonly string[] = []): T | undefined {
    const entry = heldEntry<T>(this.caches, key, this.windows.fresh, this.purges, tags);
    if (entry) this.note(entry.datedAt ?? entry.storedAt);
    return entry?.value;
  }

  /**
   * When the oldest value this cache layer has handed out dates from (ms), or undefined when it has handed out
   * none: what a value made from them dates from. A copy served because the source failed does not count: the
   * source was asked, and a value made from it is as current as the source allows.
   */
  datedAt(): number | undefined {
    return this.oldest;
  }

  /**
   * For callers that produce the value themselves (rendered pages): the stored
   * text with its state, or null when there is none or it is past its stale window.
   */
  async peek<T>(key: string, decode: Decode<T>, tags: readonly string[] = []): Promise<{ value: T; state: 'hit' | 'stale' } | null> {
    const entry = await this.entry(key, decode);
    if (!entry || entry.answer) return null;
    const age = this.ageOf(entry, tags);
    if (age < this.windows.fresh) return { value: entry.value, state: 'hit' };
    if (age < this.windows.fresh + this.windows.stale) return { value: entry.value, state: 'stale' };
    return null;
  }

  /**
   * Loads once per key per isolate (joined by every request: bindings/shared-loads.ts); a success or an answer is
   * remembered at once and stored in waitUntil. `background` (the default): nobody waits for this load, a copy
   * has been served.
   */
  refresh(
    key: string,
    load: Load,
    decode: (text: string) => unknown = (text) => text,
    tags: readonly string[] = [],
    background = true,
  ): Promise<LoadResult<string>> {
    const { promise, started } = this.caches.loads.join(
      key,
      this.maxLoadMs,
      () =>
        load(background).then((result) => {
          if (result.ok)
            this.store(key, result.value, decode(result.value), [...tags, ...(result.tags ?? [])], result.datedAt, result.beside);
          else if (result.answer) this.storeAnswer(key, result.answer, tags);
          return result;
        }),
      this.waitUntil,
    );
    if (started) this.started.set(key, promise);
    return promise;
  }

  /**
   * Writes the text to the Cache API in waitUntil, and remembers the value in the isolate (see rememberOnStore).
   * `datedAt`: what the value's age counts from, when earlier than now (LoadResult's); `beside`: parts made from it,
   * written in its object with it (LoadResult's).
   */
  store(key: string, text: string, value: unknown = text, tags: readonly string[] = [], datedAt?: number, beside?: BesideParts): void {
    const storedAt = this.now();
    const dated = datedAt !== undefined && datedAt < storedAt ? datedAt : undefined;
    if (this.rememberOnStore) this.caches.memory.remember(key, { value, storedAt, datedAt: dated, tags }, text.length);
    else this.caches.memory.forget(key);
    this.write(key, { text, storedAt, datedAt: dated, answer: false, tags }, beside);
  }

  private storeAnswer(key: string, answer: ContentAnswer, tags: readonly string[]): void {
    const storedAt = this.now();
    this.caches.memory.remember(key, { answer, storedAt, tags }, 256);
    this.write(key, { text: JSON.stringify(answer), storedAt, answer: true, tags });
  }

  /** Writes the entry to its Cache API object in waitUntil, with this reader's loads of the object's other entries (object-writes.ts). */
  private write(key: string, entry: EdgeEntry, beside?: BesideParts): void {
    const place = this.placeOf(key);
    const loading: Promise<unknown>[] = [];
    for (const sibling of place.siblings) {
      const load = this.started.get(sibling.key);
      if (load) loading.push(load);
    }
    this.waitUntil(this.writes.write(place, entry, loading, beside));
  }

  /** The entry's value (or its answer, thrown), noting its date unless it is served for a failed source. */
  private served<T>(entry: Stored<T>, state: 'hit' | 'stale' | 'error-stale'): CacheRead<T> {
    if (entry.answer) throw new ContentAnswerError(entry.answer);
    if (state !== 'error-stale') this.note(entry.datedAt ?? entry.storedAt);
    return { value: entry.value, state };
  }

  private note(datedAt: number): void {
    if (this.oldest === undefined || datedAt < this.oldest) this.oldest = datedAt;
  }

  /**
   * Seconds since the entry was stored; an entry stored before a purge of one
   * of its tags counts as past its stale window (reloaded before it is served,
   * and still there if the reload fails).
   */
  private ageOf(entry: { storedAt: number; datedAt?: number; tags?: readonly string[] }, tags: readonly string[] = []): number {
    if (this.caches.verdicts.purgedSinceStored(entry, tags, this.purges)) return this.windows.fresh + this.windows.stale;
    return (this.now() - (entry.datedAt ?? entry.storedAt)) / 1000;
  }

  /** Longest an entry is of any use; an answer, too, outlives the source's failures (a withdrawn page stays withdrawn). */
  private lifetime(): number {
    const { fresh, stale, error } = this.windows;
    return fresh + stale + error;
  }

  /** The entry from the isolate's memory (within its windows), else from the Cache API (then remembered). */
  private async entry<T>(key: string, decode: Decode<T>): Promise<Stored<T> | null> {
    const remembered = this.caches.memory.recall<Stored<T>>(key);
    if (remembered && this.ageOf(remembered) < this.lifetime()) return remembered;
    if (remembered) this.caches.memory.forget(key);
    const place = this.placeOf(key);
    const object = await this.readObject(place.object);
    const stored = object?.get(place.part);
    if (!object || !stored) return null;
    let entry: Stored<T>;
    try {
      entry = stored.answer
        ? { answer: JSON.parse(stored.text) as ContentAnswer, storedAt: stored.storedAt, tags: stored.tags }
        : { value: decode(stored.text, object), storedAt: stored.storedAt, datedAt: stored.datedAt, tags: stored.tags };
    } catch (error) {
      // A stored entry that no longer decodes is a miss, never a 500.
      this.report('cache-api', `unreadable entry: ${(error as Error).message}`);
      return null;
    }
    if (this.ageOf(entry) >= this.lifetime()) return null;
    this.caches.memory.remember(key, entry, stored.text.length);
    return entry;
  }

  private readObject(object: string): Promise<EdgeParts | null> {
    let read = this.objectReads.get(object);
    if (!read) {
      read = this.edge.read(object);
      this.objectReads.set(object, read);
    }
    return read;
  }
}
