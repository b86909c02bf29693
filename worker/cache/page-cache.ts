/**
 * The rendered-page cache: finished HTML per canonical path, build id,
 * content version and crawler/person variant, so a hot page is not rendered
 * again. Nothing else in the request changes what renders (the query does
 * not), so query variations share one entry. The key also names the day in
 * London: jobs close at London's midnight (contract/london-day.ts), so no page
 * made before then (a jobs list, a job) is served after it. Pages keep no
 * error window: a page past its stale window is rendered again (from data
 * that may itself be served stale-if-error by the data cache).
 * @module
 */

import { filterSlugsOf, JOBS_PATH } from '../../app/jobs/job-filter';
import { jobIdOf } from '../../app/routing/paths';
import { londonDate } from '../../contract/london-day';
import { JOBS_TAG, jobTag, lookupTag, pageTag, SITE_TAG } from '../../contract/tags';
import { build } from '../builds';
import { type Config, nowOf } from '../env';
import { defaultEdgeCache } from './edge-cache';
import type { IsolateCaches } from './isolate-caches';
import { gzip } from './page-encoding';
import {
  type CacheWindows,
  cacheSettings,
  type FaultReport,
  heldFresh,
  keepBeside,
  type Load,
  type LoadResult,
  type PurgeLog,
  SwrCache,
} from './swr-cache';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * What a rendered page shows: its own content and route, the site frame, for a job page the job, and for a
 * filter of the jobs list (`/jobs/team/editorial/`) the jobs page it is made from.
 */
function pageTags(path: string): string[] {
  const jobId = jobIdOf(path);
  const filtered = filterSlugsOf(path) !== null;
  return [
    pageTag(path),
    lookupTag(path),
    SITE_TAG,
    ...(jobId ? [JOBS_TAG, jobTag(jobId)] : []),
    ...(filtered ? [JOBS_TAG, pageTag(JOBS_PATH), lookupTag(JOBS_PATH)] : []),
  ];
}

/** The page cache's windows: the data's, with no error window. */
function pageSettingsOf(config: Config): { windows: CacheWindows; maxLoadMs: number } {
  const { windows, maxLoadMs } = cacheSettings(config);
  return { windows: { ...windows, error: 0 }, maxLoadMs };
}

/** The page's key: canonical path, content version, build, the day in London (at `now`) and crawler/person variant. */
export function pageKey(config: Config, version: string, isBot: boolean, path: string, now = nowOf(config)): string {
  return `${config.SITE_ORIGIN}/__page/v${version}/${build.id}/${londonDate(now)}/${isBot ? 'bot' : 'person'}${path}`;
}

/**
 * A page this isolate holds fresh under `key`, at once (no wait, no Cache API, no page cache made for the
 * request); else null. A stored page carries its tags, so the purge log alone says whether one was purged.
 */
export function heldPage(caches: IsolateCaches, key: string, config: Config, purges: PurgeLog): Uint8Array<ArrayBuffer> | null {
  return heldFresh<Uint8Array<ArrayBuffer>>(caches, key, config.CACHE_FRESH_SECONDS, purges) ?? null;
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
    private readonly config: Config,
    private readonly version: string,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
    options: { cache?: () => Cache; report?: FaultReport; purges?: PurgeLog } = {},
  ) {
    const { windows, maxLoadMs } = pageSettingsOf(config);
    this.cache = new SwrCache(caches, options.cache ?? defaultEdgeCache, windows, waitUntil, {
      maxLoadMs,
      rememberOnStore: false,
      report: options.report,
      purges: options.purges,
    });
  }

  keyFor(path: string, isBot: boolean): string {
    return pageKey(this.config, this.version, isBot, path);
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
