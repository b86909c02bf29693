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
 * @module
 */

import { Circuit } from '../bindings/circuit';
import { withDeadline } from '../bindings/deadline';
import type { CacheState } from '../observability/request-log';
import { cacheTagHeader } from '../purge/global-purge';
import { enlarge, forget, recall, remember } from './memory-cache';

export interface CacheWindows {
  fresh: number;
  stale: number;
  error: number;
}

/** "Not there": the source's own status, status message and message, shown as they are. */
export interface ContentAnswer {
  status: number;
  statusMessage: string;
  message: string;
}

/** A load's result; a value may name tags of its own (a page that embeds the news list carries `list:news`). */
export type LoadResult<T> = { ok: true; value: T; tags?: readonly string[] } | { ok: false; error: string; answer?: ContentAnswer };

export interface CacheRead<T> {
  value: T;
  state: CacheState;
}

/** Reports a failing dependency once per request (the request log names it). */
export type FaultReport = (dependency: 'cache-api', message: string) => void;

type Stored<T> = ({ value: T; answer?: undefined } | { value?: undefined; answer: ContentAnswer }) & {
  storedAt: number;
  tags?: readonly string[];
};

const STORED_AT = 'x-masthead-stored-at';
const ANSWER = 'x-masthead-answer';
const TAGS = 'x-masthead-tags';
/** The stored text's length: an entry that comes back another length is not what was stored (a miss). */
const LENGTH = 'x-masthead-length';
/** Longest a Cache API read may take before it counts as a miss. */
const CACHE_API_DEADLINE_MS = 300;
/** After a failed read, the Cache API is left alone for a few seconds (reads are misses). */
const cacheReads = new Circuit(5_000);
/** A write that hangs is given up (it runs in waitUntil, after the reader has their answer). */
const CACHE_API_WRITE_DEADLINE_MS = 2_000;

/**
 * In-flight loads per key, shared by every request in this isolate. The
 * request that starts a load keeps it alive with waitUntil; an entry older
 * than the longest a load can take (its request may have been cancelled, and
 * workerd never settles the promise then) is ignored and replaced.
 */
const inflight = new Map<string, { started: number; promise: Promise<LoadResult<string>> }>();

/** The windows and load deadline from the worker's config, the same for every SwrCache. */
export function cacheSettings(config: {
  CACHE_FRESH_SECONDS: number;
  CACHE_STALE_SECONDS: number;
  CACHE_ERROR_SECONDS: number;
  CMS_TIMEOUT_MS: number;
}) {
  return {
    windows: { fresh: config.CACHE_FRESH_SECONDS, stale: config.CACHE_STALE_SECONDS, error: config.CACHE_ERROR_SECONDS },
    // A load may take the CMS timeout, once per attempt (one retry), plus a margin.
    maxLoadMs: config.CMS_TIMEOUT_MS * 2 + 1000,
  };
}

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
  now?: () => number;
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
}

/** When each purged tag was purged (ms). A new object whenever a purge is recorded (site-state.ts). */
export type PurgeLog = Readonly<Record<string, number>>;

const NO_PURGES: PurgeLog = Object.freeze({});

/**
 * Each entry's newest purge, with the log it was worked out against: a held
 * entry is checked once per purge log, not on every read (a page shows a
 * dozen tags, and a hot page is read thousands of times a second).
 */
const purgeVerdicts = new WeakMap<object, { log: PurgeLog; newest: number }>();

/**
 * The newest purge of a tag the entry shows. Every store adds the tags its
 * key is read under to the entry's own, so the entry's tags answer for any
 * read of it, and the verdict holds while the log is the same object. An
 * entry without tags of its own goes by the reader's.
 */
function newestPurgeOf(entry: { tags?: readonly string[] }, tags: readonly string[], log: PurgeLog): number {
  if (!entry.tags?.length) return newestPurge(log, tags);
  const known = purgeVerdicts.get(entry);
  if (known?.log === log) return known.newest;
  const newest = newestPurge(log, entry.tags);
  purgeVerdicts.set(entry, { log, newest });
  return newest;
}

/** Whether the entry was stored before the newest purge of a tag it shows: then it is outdated, whatever its age. */
function purgedSinceStored(entry: { storedAt: number; tags?: readonly string[] }, tags: readonly string[], log: PurgeLog): boolean {
  return entry.storedAt < newestPurgeOf(entry, tags, log);
}

/**
 * The value the isolate's memory holds fresh under `key` (no Cache API, no
 * wait), else undefined: what `SwrCache.held` answers, for a caller that has
 * no cache layer made for its request (the page cache's hot path).
 */
export function heldFresh<T>(key: string, fresh: number, purges: PurgeLog, now: number, tags: readonly string[] = []): T | undefined {
  const remembered = recall<Stored<T>>(key);
  if (!remembered || remembered.answer) return undefined;
  if (purgedSinceStored(remembered, tags, purges)) return undefined;
  return (now - remembered.storedAt) / 1000 < fresh ? remembered.value : undefined;
}

/** Counts `extra` bytes kept beside `value` (held under `key`) against the isolate's memory budget. */
export function keepBeside(key: string, value: unknown, extra: number): void {
  enlarge(key, extra, (entry) => (entry as Stored<unknown>).value === value);
}

function newestPurge(log: PurgeLog, tags: readonly string[]): number {
  let newest = 0;
  for (const tag of tags) {
    // Own numbers only: a parsed log is a plain object, whose prototype must never answer for a tag.
    const at = Object.hasOwn(log, tag) ? log[tag] : undefined;
    if (at !== undefined && at > newest) newest = at;
  }
  return newest;
}

export class SwrCache {
  private readonly now: () => number;
  private readonly maxLoadMs: number;
  private readonly rememberOnStore: boolean;
  private readonly report: FaultReport;
  private readonly purges: PurgeLog;

  /** `cache`: the Cache API, asked for only when the isolate's memory misses (asking the runtime is a call). */
  constructor(
    private readonly cache: () => Cache,
    private readonly windows: CacheWindows,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
    options: SwrCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxLoadMs = options.maxLoadMs ?? 10_000;
    this.rememberOnStore = options.rememberOnStore ?? true;
    this.report = options.report ?? (() => undefined);
    this.purges = options.purges ?? NO_PURGES;
  }

  /**
   * Reads `key` (an absolute URL on the canonical host) or loads it. The value
   * is stored as text; `decode` turns it back into a value, once per load: the
   * isolate keeps the decoded value (memory-cache.ts). Throws
   * ContentAnswerError for a "not there" answer and CacheUnavailableError when
   * the source fails with nothing to fall back on.
   */
  async read<T>(
    key: string,
    load: () => Promise<LoadResult<string>>,
    decode: (text: string) => T,
    tags: readonly string[] = [],
  ): Promise<CacheRead<T>> {
    const entry = await this.entry(key, decode);
    const age = entry ? this.ageOf(entry, tags) : Infinity;
    const { fresh, stale } = this.windows;
    if (entry && age < fresh + stale) {
      if (age >= fresh) this.waitUntil(this.refresh(key, load, decode, tags).catch(() => undefined));
      if (entry.answer) throw new ContentAnswerError(entry.answer);
      return { value: entry.value, state: age < fresh ? 'hit' : 'stale' };
    }
    // A load that finished while this reader was looking in the Cache API has left its value in memory.
    const landed = recall<Stored<T>>(key);
    if (landed && landed.storedAt > (entry?.storedAt ?? -Infinity) && this.ageOf(landed, tags) < fresh) {
      if (landed.answer) throw new ContentAnswerError(landed.answer);
      return { value: landed.value, state: 'hit' };
    }
    const result = await this.refresh(key, load, decode, tags);
    if (result.ok) return { value: recall<Stored<T>>(key)?.value ?? decode(result.value), state: 'miss' };
    if (result.answer) throw new ContentAnswerError(result.answer);
    if (entry?.answer) throw new ContentAnswerError(entry.answer);
    if (entry) return { value: entry.value, state: 'error-stale' };
    throw new CacheUnavailableError(result.error);
  }

  /** The value when the isolate's memory holds it fresh (no Cache API, no wait), else undefined: then `read`. */
  held<T>(key: string, tags: readonly string[] = []): T | undefined {
    return heldFresh<T>(key, this.windows.fresh, this.purges, this.now(), tags);
  }

  /**
   * For callers that produce the value themselves (rendered pages): the stored
   * text with its state, or null when there is none or it is past its stale window.
   */
  async peek<T>(
    key: string,
    decode: (text: string) => T,
    tags: readonly string[] = [],
  ): Promise<{ value: T; state: 'hit' | 'stale' } | null> {
    const entry = await this.entry(key, decode);
    if (!entry || entry.answer) return null;
    const age = this.ageOf(entry, tags);
    if (age < this.windows.fresh) return { value: entry.value, state: 'hit' };
    if (age < this.windows.fresh + this.windows.stale) return { value: entry.value, state: 'stale' };
    return null;
  }

  /** Loads once per key per isolate; a success or an answer is remembered at once and stored in waitUntil. */
  refresh(
    key: string,
    load: () => Promise<LoadResult<string>>,
    decode: (text: string) => unknown = (text) => text,
    tags: readonly string[] = [],
  ): Promise<LoadResult<string>> {
    const shared = inflight.get(key);
    if (shared && Date.now() - shared.started < this.maxLoadMs) return shared.promise;
    const promise: Promise<LoadResult<string>> = load()
      .then((result) => {
        if (result.ok) this.store(key, result.value, decode(result.value), [...tags, ...(result.tags ?? [])]);
        else if (result.answer) this.storeAnswer(key, result.answer, tags);
        return result;
      })
      .finally(() => {
        if (inflight.get(key)?.promise === promise) inflight.delete(key);
      });
    inflight.set(key, { started: Date.now(), promise });
    this.waitUntil(promise);
    return promise;
  }

  /** Writes the text to the Cache API in waitUntil, and remembers the value in the isolate (see rememberOnStore). */
  store(key: string, text: string, value: unknown = text, tags: readonly string[] = []): void {
    const storedAt = this.now();
    if (this.rememberOnStore) remember(key, { value, storedAt, tags }, text.length);
    else forget(key);
    this.waitUntil(this.put(key, text, storedAt, false, tags));
  }

  private storeAnswer(key: string, answer: ContentAnswer, tags: readonly string[]): void {
    const storedAt = this.now();
    remember(key, { answer, storedAt, tags }, 256);
    this.waitUntil(this.put(key, JSON.stringify(answer), storedAt, true, tags));
  }

  /**
   * Seconds since the entry was stored; an entry stored before a purge of one
   * of its tags counts as past its stale window (reloaded before it is served,
   * and still there if the reload fails).
   */
  private ageOf(entry: { storedAt: number; tags?: readonly string[] }, tags: readonly string[] = []): number {
    if (purgedSinceStored(entry, tags, this.purges)) return this.windows.fresh + this.windows.stale;
    return (this.now() - entry.storedAt) / 1000;
  }

  /** Longest an entry is of any use; an answer, too, outlives the source's failures (a withdrawn page stays withdrawn). */
  private lifetime(): number {
    const { fresh, stale, error } = this.windows;
    return fresh + stale + error;
  }

  /** The entry from the isolate's memory (within its windows), else from the Cache API (then remembered). */
  private async entry<T>(key: string, decode: (text: string) => T): Promise<Stored<T> | null> {
    const remembered = recall<Stored<T>>(key);
    if (remembered && this.ageOf(remembered) < this.lifetime()) return remembered;
    if (remembered) forget(key);
    const stored = await this.lookup(key);
    if (!stored) return null;
    let entry: Stored<T>;
    try {
      entry = stored.answer
        ? { answer: JSON.parse(stored.text) as ContentAnswer, storedAt: stored.storedAt, tags: stored.tags }
        : { value: decode(stored.text), storedAt: stored.storedAt, tags: stored.tags };
    } catch (error) {
      // A stored entry that no longer decodes is a miss, never a 500.
      this.report('cache-api', `unreadable entry: ${(error as Error).message}`);
      return null;
    }
    if (this.ageOf(entry) >= this.lifetime()) return null;
    remember(key, entry, stored.text.length);
    return entry;
  }

  private async lookup(key: string): Promise<{ text: string; storedAt: number; answer: boolean; tags: string[] } | null> {
    if (cacheReads.open) return null;
    try {
      return await withDeadline(
        (async () => {
          const response = await this.cache().match(key);
          if (!response) return null;
          const storedAt = Number(response.headers.get(STORED_AT) ?? NaN);
          if (!Number.isFinite(storedAt)) return null;
          const tags = response.headers.get(TAGS)?.split(' ').filter(Boolean) ?? [];
          const text = await response.text();
          // Not the length written: not what was stored (a failing cache answering junk). A miss, never served.
          if (String(text.length) !== response.headers.get(LENGTH)) throw new Error('the stored entry is not what was written');
          return { text, storedAt, answer: response.headers.has(ANSWER), tags };
        })(),
        CACHE_API_DEADLINE_MS,
        'Cache API read',
      );
    } catch (error) {
      cacheReads.trip();
      this.report('cache-api', `read failed: ${(error as Error).message}`);
      return null;
    }
  }

  private async put(key: string, text: string, storedAt: number, answer: boolean, tags: readonly string[]): Promise<void> {
    try {
      await withDeadline(
        this.cache().put(
          key,
          new Response(text, {
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'cache-control': `public, max-age=${Math.max(1, this.lifetime())}`,
              [STORED_AT]: String(storedAt),
              [LENGTH]: String(text.length),
              ...(answer ? { [ANSWER]: '1' } : {}),
              // Lets a zone purge by tag reach this entry in every location (docs/decisions/006-global-invalidation.md).
              ...(tags.length > 0 ? { 'cache-tag': cacheTagHeader(tags), [TAGS]: tags.join(' ') } : {}),
            },
          }),
        ),
        CACHE_API_WRITE_DEADLINE_MS,
        'Cache API write',
      );
    } catch (error) {
      this.report('cache-api', `write failed: ${(error as Error).message}`);
    }
  }
}
