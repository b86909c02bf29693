/**
 * What the cache layer keeps for the isolate between requests: hot entries
 * decoded in memory, loads under way, purge verdicts, and the Cache API's
 * circuit. Made once per isolate (worker/isolate/isolate.ts) with its clock,
 * and handed to every cache layer a request makes.
 * @module
 */
import { Circuit } from '../bindings/circuit';
import { SharedLoads } from '../bindings/shared-loads';
import { CACHE_READ_PAUSE_MS } from './edge-objects';
import type { LoadResult } from './load-result';
import { MemoryCache } from './memory-cache';
import { PurgeVerdicts } from './purge-log';

export interface IsolateCaches {
  /** The isolate's clock (ms): store times, ages, pauses. */
  readonly now: () => number;
  readonly memory: MemoryCache;
  /** Loads of cache keys under way, joined by every request (bindings/shared-loads.ts says when that is safe). */
  readonly loads: SharedLoads<LoadResult<string>>;
  readonly verdicts: PurgeVerdicts;
  /** Tripped by a failed Cache API read: reads are then misses for a few seconds. */
  readonly edgeReads: Circuit;
}

export function isolateCaches(now: () => number): IsolateCaches {
  return {
    now,
    memory: new MemoryCache(),
    loads: new SharedLoads(now),
    verdicts: new PurgeVerdicts(),
    edgeReads: new Circuit(CACHE_READ_PAUSE_MS, now),
  };
}
