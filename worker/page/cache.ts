/**
 * The rendered-page cache: finished HTML under the key, windows and tags the
 * cache policy gives a page (cache/cache-policy.ts), so a hot page is not rendered
 * again. Held in the isolate's memory once the Cache API has it.
 * @module
 */

import { loadDeadlineMs, pageTags, pageWindows } from '../cache/cache-policy';
import { defaultEdgeCache } from '../cache/edge-cache';
import type { IsolateCaches } from '../cache/isolate-caches';
import type { Load, LoadResult } from '../cache/load-result';
import { type FaultReport, heldFresh, keepBeside, type PurgeLog, SwrCache } from '../cache/swr-cache';
import type { Config } from '../env';
import { gzip } from './encoding';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A page this isolate holds fresh under `key`, at once (no wait, no Cache API, no page cache made for the
 * request); else null. A stored page carries its tags, so the purge log alone says whether one was purged.
 */
export function heldPage(caches: IsolateCaches, key: string, config: Config, purges: PurgeLog): Uint8Array<ArrayBuffer> | null {
  return heldFresh<Uint8Array<ArrayBuffer>>(caches, key, pageWindows(config).fresh, purges) ?? null;
}

/**
 * Held pages' gzip bytes, beside the pages' bytes: made once, in the
 * background, the first time a page is served from the cache; gone with the
 * page when the isolate lets it go. Kept as a `Blob`: the runtime sends a
 * Blob body from the Blob's own memory, where it copies a `Uint8Array` body
 * into a new buffer for every response (it cannot know the array will not
 * change). One per isolate (worker/isolate/isolate.ts).
 */
export class GzippedPages {
  readonly #compressed = new WeakMap<Uint8Array, Blob | 'pending'>();

  constructor(private readonly caches: IsolateCaches) {}

  /**
   * The page's gzip bytes when they are ready; else null, and the first ask
   * compresses the page in the background (`waitUntil`) for the next reader.
   * The copy counts against the isolate's memory budget with the page it
   * belongs to, and goes with it.
   */
  of(key: string, html: Uint8Array, waitUntil: (promise: Promise<unknown>) => void): Blob | null {
    const compressed = this.#compressed;
    const ready = compressed.get(html);
    if (ready === undefined) {
      compressed.set(html, 'pending');
      waitUntil(
        gzip(html).then(
          (bytes) => {
            compressed.set(html, new Blob([bytes]));
            keepBeside(this.caches, key, html, bytes.byteLength);
          },
          () => compressed.delete(html),
        ),
      );
    }
    return ready === undefined || ready === 'pending' ? null : ready;
  }
}

export class PageCache {
  private readonly cache: SwrCache;

  constructor(
    caches: IsolateCaches,
    config: Config,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
    options: { cache?: () => Cache; report?: FaultReport; purges?: PurgeLog } = {},
  ) {
    this.cache = new SwrCache(caches, options.cache ?? defaultEdgeCache, pageWindows(config), waitUntil, {
      maxLoadMs: loadDeadlineMs(config),
      rememberOnStore: false,
      report: options.report,
      purges: options.purges,
    });
  }

  /**
   * The page as the bytes it is remembered as, with its state; null on a miss or once a tag it shows was purged.
   * A stored page carries its tags (`store`, `refresh`): a read need not name them.
   */
  peek(key: string) {
    return this.cache.peek(key, (text) => encoder.encode(text) as Uint8Array<ArrayBuffer>);
  }

  /**
   * `listTags`: the lists the page embeds (its nodes' `listTagsOf`). `datedAt`: when the oldest content it shows
   * was stored (ContentService.datedAt): the page is as old as that, not as old as its render. The page's bytes
   * are the response's own: a copy is stored, turned into text in the background, off the reader's time.
   */
  store(key: string, path: string, html: Uint8Array, listTags: readonly string[] = [], datedAt?: number): void {
    const copy = html.slice();
    const tags = [...pageTags(path), ...listTags];
    this.waitUntil(Promise.resolve().then(() => this.cache.store(key, decoder.decode(copy), copy, tags, datedAt)));
  }

  /**
   * Renders the page again in the background (one render per key per isolate). A render that answers that the
   * page is not there any more replaces it with that answer: the next reader gets the page rendered again.
   */
  refresh(key: string, path: string, render: Load): Promise<LoadResult<string>> {
    return this.cache.refresh(key, render, (text) => text, pageTags(path));
  }
}
