/**
 * The cache layer's windows with a controlled clock, on the real Cache API:
 * fresh, stale-while-revalidate, stale-if-error, and merged revalidations.
 */
import { describe, expect, it } from 'vitest';
import { type IsolateCaches, isolateCaches } from '../../../worker/cache/isolate-caches';
import type { LoadResult } from '../../../worker/cache/load-result';
import { CacheUnavailableError, ContentAnswerError, SwrCache } from '../../../worker/cache/swr-cache';

const WINDOWS = { fresh: 10, stale: 60, error: 3600 };

/** A cache layer in an isolate of its own, on a clock the test moves. */
function setup() {
  let now = 1_000_000;
  const background: Promise<unknown>[] = [];
  const isolate = isolateCaches(() => now);
  const cache = new SwrCache(
    isolate,
    () => caches.default,
    WINDOWS,
    (promise) => background.push(promise),
  );
  const key = `https://www.immediate.co.uk/__test/${crypto.randomUUID()}`;
  return {
    cache,
    isolate,
    key,
    advance(seconds: number) {
      now += seconds * 1000;
    },
    settle: () => Promise.all(background.splice(0)),
  };
}

const ok = (value: string) => async (): Promise<LoadResult<string>> => ({ ok: true, value });
const fail = async (): Promise<LoadResult<string>> => ({ ok: false, error: 'cms down' });
const text = (value: string) => value;

describe('SwrCache', () => {
  it('loads on a miss, then serves hits inside the fresh window without loading', async () => {
    const { cache, key, settle } = setup();
    expect(await cache.read(key, ok('v1'), text)).toEqual({ value: 'v1', state: 'miss' });
    await settle();
    let loads = 0;
    const counting = async (): Promise<LoadResult<string>> => {
      loads += 1;
      return { ok: true, value: 'v2' };
    };
    expect(await cache.read(key, counting, text)).toEqual({ value: 'v1', state: 'hit' });
    expect(loads).toBe(0);
  });

  it('serves stale inside the stale window and refreshes in the background', async () => {
    const { cache, key, settle, advance } = setup();
    await cache.read(key, ok('v1'), text);
    await settle();
    advance(WINDOWS.fresh + 1);
    expect(await cache.read(key, ok('v2'), text)).toEqual({ value: 'v1', state: 'stale' });
    await settle();
    expect(await cache.read(key, fail, text)).toEqual({ value: 'v2', state: 'hit' });
  });

  it('serves the old entry when the reload fails past the stale window, and keeps it', async () => {
    const { cache, key, settle, advance } = setup();
    await cache.read(key, ok('good'), text);
    await settle();
    advance(WINDOWS.fresh + WINDOWS.stale + 5);
    expect(await cache.read(key, fail, text)).toEqual({ value: 'good', state: 'error-stale' });
    await settle();
    expect(await cache.read(key, fail, text)).toEqual({ value: 'good', state: 'error-stale' });
  });

  it('never lets a failed refresh overwrite a good entry', async () => {
    const { cache, key, settle, advance } = setup();
    await cache.read(key, ok('good'), text);
    await settle();
    advance(WINDOWS.fresh + 1);
    await cache.read(key, fail, text);
    await settle();
    expect((await cache.read(key, fail, text)).value).toBe('good');
  });

  it('throws when there is nothing to fall back on', async () => {
    const { cache, key } = setup();
    await expect(cache.read(key, fail, text)).rejects.toBeInstanceOf(CacheUnavailableError);
  });

  it('merges 50 concurrent revalidations of one key into one load', async () => {
    const { cache, key, settle, advance } = setup();
    await cache.read(key, ok('v1'), text);
    await settle();
    advance(WINDOWS.fresh + 1);
    let loads = 0;
    const slow = async (): Promise<LoadResult<string>> => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { ok: true, value: 'v2' };
    };
    const reads = await Promise.all(Array.from({ length: 50 }, () => cache.read(key, slow, text)));
    expect(reads.every((read) => read.value === 'v1' && read.state === 'stale')).toBe(true);
    await settle();
    expect(loads).toBe(1);
  });

  it('merges 50 concurrent misses into one load', async () => {
    const { cache, key } = setup();
    let loads = 0;
    const slow = async (): Promise<LoadResult<string>> => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { ok: true, value: 'v' };
    };
    await Promise.all(Array.from({ length: 50 }, () => cache.read(key, slow, text)));
    expect(loads).toBe(1);
  });
});

describe('SwrCache answers', () => {
  const notThere = { status: 404, statusMessage: 'Not Found', message: 'gone from the CMS' };
  const answer = async (): Promise<LoadResult<string>> => ({ ok: false, error: 'status 404', answer: notThere });

  it('gives every reader who joined a load the source\'s "not there", not an outage', async () => {
    const { cache, key } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async (): Promise<LoadResult<string>> => {
      await gate;
      return answer();
    };
    const readers = Array.from({ length: 5 }, () => cache.read(key, slow, text).catch((error: unknown) => error));
    release();
    for (const outcome of await Promise.all(readers)) {
      expect(outcome).toBeInstanceOf(ContentAnswerError);
      expect((outcome as ContentAnswerError).answer).toEqual(notThere);
    }
  });

  it('drops a cached value once the source says it is gone: at the next revalidation, never kept by the error window', async () => {
    const { cache, key, settle, advance } = setup();
    await cache.read(key, ok('published'), text);
    await settle();
    advance(WINDOWS.fresh + 1);
    // Stale: served once more while the revalidation learns the answer.
    expect(await cache.read(key, answer, text)).toEqual({ value: 'published', state: 'stale' });
    await settle();
    await expect(cache.read(key, ok('never asked'), text)).rejects.toBeInstanceOf(ContentAnswerError);
    // Even when the source then fails, the answer stands: a withdrawn page does not come back.
    advance(WINDOWS.fresh + WINDOWS.stale + 1);
    await expect(cache.read(key, fail, text)).rejects.toBeInstanceOf(ContentAnswerError);
  });

  it('keeps answers for the fresh window without asking again', async () => {
    const { cache, key, settle } = setup();
    await expect(cache.read(key, answer, text)).rejects.toBeInstanceOf(ContentAnswerError);
    await settle();
    let loads = 0;
    const counting = async (): Promise<LoadResult<string>> => {
      loads += 1;
      return answer();
    };
    await expect(cache.read(key, counting, text)).rejects.toBeInstanceOf(ContentAnswerError);
    expect(loads).toBe(0);
  });
});

describe('SwrCache integrity', () => {
  it('treats an entry that comes back other than it was written as a miss, never as a value', async () => {
    const { cache, key } = setup();
    // What a failing cache might answer: a fresh-looking entry whose body is not what was stored.
    await caches.default.put(
      key,
      new Response('\u0000{{junk', { headers: { 'x-masthead-stored-at': String(1_000_000), 'x-masthead-length': '4096' } }),
    );
    expect(await cache.read(key, ok('real'), text)).toEqual({ value: 'real', state: 'miss' });
  });
});

describe('SwrCache purge log', () => {
  const TAG = 'page:/purge-log/';
  /** A cache layer of `isolate` (setup's), reading against `log` (as each request does). */
  function withLog(isolate: IsolateCaches, log: Record<string, number>) {
    return new SwrCache(
      isolate,
      () => caches.default,
      WINDOWS,
      () => undefined,
      { purges: log },
    );
  }

  it('outdates an entry when a new log names a tag the entry carries, though an earlier log held it fresh', async () => {
    const { cache, isolate, key, settle } = setup();
    await cache.read(key, ok('v1'), text, [TAG]);
    await settle();
    const before = Object.freeze({ 'page:/other/': 2_000_000 });
    // The same log object twice: the verdict is kept, and it is still right.
    expect(withLog(isolate, before).held(key)).toBe('v1');
    expect(withLog(isolate, before).held(key)).toBe('v1');
    // A purge after the entry was stored: the next log is a new object, so the entry is checked again.
    const after = Object.freeze({ ...before, [TAG]: 1_000_001 });
    expect(withLog(isolate, after).held(key)).toBeUndefined();
    // Reloaded before it is served; kept only for when the reload fails.
    expect(await withLog(isolate, after).read(key, fail, text, [TAG])).toEqual({ value: 'v1', state: 'error-stale' });
    expect(await withLog(isolate, after).read(key, ok('v2'), text, [TAG])).toEqual({ value: 'v2', state: 'miss' });
  });

  it('goes by the tags the entry was stored with, so a reader that names none still sees the purge', async () => {
    const { cache, isolate, key, settle } = setup();
    await cache.read(key, ok('v1'), text, [TAG]);
    await settle();
    expect(withLog(isolate, { [TAG]: 1_000_001 }).held(key, [])).toBeUndefined();
  });

  it('never takes a name from the prototype of a parsed log for a purge time', async () => {
    const { cache, isolate, key, settle } = setup();
    await cache.read(key, ok('v1'), text, ['constructor', 'toString']);
    await settle();
    expect(withLog(isolate, JSON.parse('{"site":5}')).held(key)).toBe('v1');
  });
});
