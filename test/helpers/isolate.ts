/**
 * The site worker's isolate as tests reach it: the one `exports.default` and
 * `worker/index.ts` serve with (its site state, its breakers), and fresh ones
 * with a clock of the test's own, for a site nothing else has touched.
 */
import { build } from '../../worker/builds';
import type { IsolateCaches } from '../../worker/cache/isolate-caches';
import type { CmsBreaker } from '../../worker/cms/cms-breaker';
import type { SiteState } from '../../worker/cms/site-state';
import type { Config } from '../../worker/env';
import { siteIsolate } from '../../worker/index';
import { createIsolate, type Isolate } from '../../worker/isolate/isolate';

export { siteIsolate };

/** Records a purge in KV and in the site's isolate at once, as the purge endpoint does. */
export function recordPurge(
  kv: KVNamespace,
  purge: { tags: readonly string[] } | { everything: true },
  keepMs: number,
): Promise<SiteState> {
  return siteIsolate.siteState.record(kv, purge, keepMs);
}

/** The site state as the site's isolate reads it. */
export function siteState(kv: KVNamespace): Promise<SiteState> {
  return siteIsolate.siteState.read(kv);
}

/** A new isolate: empty memory, closed breakers, no memos; `now`: its clock (default the system's). */
export function freshIsolate(now?: () => number): Isolate {
  return createIsolate({ build, ...(now ? { now } : {}) });
}

/** What a content service made by a test takes from an isolate (a new one unless given): its caches and breaker. */
export function isolateParts(config: Config, isolate: Isolate = freshIsolate()): { caches: IsolateCaches; breaker: CmsBreaker } {
  return { caches: isolate.caches, breaker: isolate.breakers.for(config) };
}
