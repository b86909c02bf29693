/**
 * One cache layer for everything the site reads from the CMS (route table,
 * nodes, redirect answers, jobs) and for rendered pages. The Cache API has no
 * stale-while-revalidate or stale-if-error of its own, so entries are stored
 * for fresh + stale + error windows with their store time stamped, and the
 * windows are applied here:
 *
 *   age < fresh                 → hit
 *   age < fresh + stale         → stale: served, refreshed in waitUntil
 *   age < fresh + stale + error → served only if the reload fails
 *
 * Concurrent loads of one key in an isolate share one promise, so 50 readers of
 * a stale page make one CMS call. Only successful loads are stored: an error
 * never overwrites a good entry. Hot entries are answered from the isolate's
 * memory (memory-cache.ts) under the same windows.
 * @module
 */
import type { CacheState } from '../observability/request-log';
import { forget, recall, remember } from './memory-cache';

export interface CacheWindows {
  fresh: number;
  stale: number;
  error: number;
}

export type LoadResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface CacheRead<T> {
  value: T;
  state: CacheState;
}

interface Entry {
  text: string;
  storedAt: number;
}

const STORED_AT = 'x-masthead-stored-at';

/**
 * In-flight loads per key, shared by every request in this isolate. The
 * request that starts a load keeps it alive with waitUntil; an entry older
 * than the longest a load can take (its request may have been cancelled, and
 * workerd never settles the promise then) is ignored and replaced.
 */
const inflight = new Map<string, { started: number; promise: Promise<LoadResult<string>> }>();

/** The windows and load deadline from the worker's config, the same for every SwrCache. */
export function cacheSettings(config: { CACHE_FRESH_SECONDS: number; CACHE_STALE_SECONDS: number; CACHE_ERROR_SECONDS: number; CMS_TIMEOUT_MS: number }) {
  return {
    windows: { fresh: config.CACHE_FRESH_SECONDS, stale: config.CACHE_STALE_SECONDS, error: config.CACHE_ERROR_SECONDS },
    // A load may take the CMS timeout, once per attempt (one retry), plus a margin.
    maxLoadMs: config.CMS_TIMEOUT_MS * 2 + 1000,
  };
}

export class CacheUnavailableError extends Error {
  override name = 'CacheUnavailableError';
}

export class SwrCache {
  constructor(
    private readonly cache: Cache,
    private readonly windows: CacheWindows,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
    private readonly now: () => number = Date.now,
    /** Longest a load may take (CMS timeout, one retry, margin); older shared loads are not waited for. */
    private readonly maxLoadMs = 10_000,
    /**
     * Whether a stored value goes straight into the isolate's memory (data), or
     * only once the Cache API has it (rendered pages: memory then mirrors what
     * the edge really holds).
     */
    private readonly rememberOnStore = true,
  ) {}

  /**
   * Reads `key` (an absolute URL on the canonical host) or loads it. The value
   * is stored as text; `decode` turns it back into a value, once per load: the
   * isolate keeps the decoded value (memory-cache.ts).
   */
  async read<T>(key: string, load: () => Promise<LoadResult<string>>, decode: (text: string) => T): Promise<CacheRead<T>> {
    const entry = await this.entry(key, decode);
    const age = entry ? (this.now() - entry.storedAt) / 1000 : Infinity;
    const { fresh, stale } = this.windows;
    if (entry && age < fresh) return { value: entry.value, state: 'hit' };
    if (entry && age < fresh + stale) {
      this.waitUntil(this.refresh(key, load, decode).catch(() => undefined));
      return { value: entry.value, state: 'stale' };
    }
    const result = await this.refresh(key, load, decode);
    if (result.ok) return { value: recall<T>(key)?.value ?? decode(result.value), state: 'miss' };
    if (entry) return { value: entry.value, state: 'error-stale' };
    throw new CacheUnavailableError(result.error);
  }

  /**
   * For callers that produce the value themselves (rendered pages): the stored
   * text with its state, or null when there is none or it is past its stale window.
   */
  async peek<T>(key: string, decode: (text: string) => T): Promise<{ value: T; state: 'hit' | 'stale' } | null> {
    const entry = await this.entry(key, decode);
    if (!entry) return null;
    const age = (this.now() - entry.storedAt) / 1000;
    if (age < this.windows.fresh) return { value: entry.value, state: 'hit' };
    if (age < this.windows.fresh + this.windows.stale) return { value: entry.value, state: 'stale' };
    return null;
  }

  /** Loads once per key per isolate; a success is remembered at once and stored in waitUntil. */
  refresh(key: string, load: () => Promise<LoadResult<string>>, decode: (text: string) => unknown = (text) => text): Promise<LoadResult<string>> {
    const shared = inflight.get(key);
    if (shared && Date.now() - shared.started < this.maxLoadMs) return shared.promise;
    const promise: Promise<LoadResult<string>> = load().then((result) => {
      if (result.ok) this.store(key, result.value, decode(result.value));
      return result;
    }).finally(() => {
      if (inflight.get(key)?.promise === promise) inflight.delete(key);
    });
    inflight.set(key, { started: Date.now(), promise });
    this.waitUntil(promise);
    return promise;
  }

  /** Writes the text to the Cache API in waitUntil, and remembers the value in the isolate (see rememberOnStore). */
  store(key: string, text: string, value: unknown = text): void {
    const storedAt = this.now();
    if (this.rememberOnStore) remember(key, value, storedAt, text.length);
    else forget(key);
    this.waitUntil(this.put(key, text, storedAt).catch(() => undefined));
  }

  /** The entry from the isolate's memory, else from the Cache API (then remembered). */
  private async entry<T>(key: string, decode: (text: string) => T): Promise<{ value: T; storedAt: number } | null> {
    const remembered = recall<T>(key);
    if (remembered) return remembered;
    const stored = await this.lookup(key);
    if (!stored) return null;
    const value = decode(stored.text);
    remember(key, value, stored.storedAt, stored.text.length);
    return { value, storedAt: stored.storedAt };
  }

  private async lookup(key: string): Promise<Entry | null> {
    const response = await this.cache.match(key);
    if (!response) return null;
    const storedAt = Number(response.headers.get(STORED_AT));
    if (!Number.isFinite(storedAt)) return null;
    return { text: await response.text(), storedAt };
  }

  private async put(key: string, text: string, storedAt: number): Promise<void> {
    const { fresh, stale, error } = this.windows;
    await this.cache.put(key, new Response(text, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': `public, max-age=${fresh + stale + error}`,
        [STORED_AT]: String(storedAt),
      },
    }));
  }
}
