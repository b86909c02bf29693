/**
 * What the purge endpoint has said, as every isolate reads it from KV
 * (`SITE_STATE`, one key, one read per isolate every few seconds):
 * - `version`: part of every cache key; a global purge (an emergency)
 *   replaces it, so every location stops using every old entry.
 * - `purged`: when each tag (contract/tags.ts) was last purged. A publish
 *   purges only the tags it names; an entry carrying a tag and stored before
 *   that moment is reloaded before it is served again. Tags older than the
 *   longest fresh + stale window are dropped: every entry stored before them
 *   is reloaded by its age anyway, so the log stays small.
 * KV may fail, hang or hold garbage: the request then goes on with the last
 * state this isolate knew (or the initial one), and the fault is reported.
 * @module
 */
import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import { lazy } from '../../contract/lazy';
import { withDeadline } from '../bindings/deadline';

export const SITE_STATE_KEY = 'site-state';
const MEMO_MS = 5_000;
/** Longest a reader waits for KV before the last known state is used. */
const KV_DEADLINE_MS = 1_000;

/** zod/mini (classic zod's schemas cost a new isolate more), built on the first read (contract/lazy.ts, bench/README.md). */
const siteStateSchema = lazy(() =>
  z.object({
    version: z.string().check(z.regex(/^[\w.-]{1,64}$/)),
    purged: z._default(z.record(z.string().check(z.maxLength(600)), z.number().check(z.int(), z.nonnegative())), {}),
  }),
);

export type SiteState = z.infer<ReturnType<typeof siteStateSchema>>;

const INITIAL: SiteState = { version: '0', purged: {} };

/**
 * The isolate's copy of the site state, read from KV at most every MEMO_MS. One per isolate
 * (worker/isolate/isolate.ts). Each request reads for itself: a promise shared between requests would tie one
 * request's continuation to another's I/O (bindings/shared-loads.ts), and this read is cheap and rare.
 */
export class SiteStateMemo {
  #memo: { state: SiteState; until: number } | undefined;

  constructor(private readonly now: () => number) {}

  /** The site state when the memo holds it, else null (then `read`). */
  held(): SiteState | null {
    const memo = this.#memo;
    return memo && memo.until > this.now() ? memo.state : null;
  }

  /** The site state, from the memo or one KV read; KV that fails leaves the last known state. */
  read(kv: KVNamespace, report: (message: string) => void = () => undefined): Promise<SiteState> {
    const held = this.held();
    return held ? Promise.resolve(held) : this.#readKv(kv, report);
  }

  /**
   * Records a purge: of the named tags, or of everything (a new version). Reads
   * the current state from KV (not the memo), so a purge never undoes an
   * earlier one; returns the new state. This isolate sees it at once, others
   * within MEMO_MS plus KV propagation. Purge times are on the isolate's clock, as cache entries' store times are.
   */
  async record(kv: KVNamespace, purge: { tags: readonly string[] } | { everything: true }, keepMs: number): Promise<SiteState> {
    const at = this.now();
    const raw = await withDeadline(kv.get(SITE_STATE_KEY), KV_DEADLINE_MS, 'SITE_STATE read');
    const parsed = raw === null ? null : siteStateSchema().safeParse(JSON.parse(String(raw)));
    const current = parsed?.success ? parsed.data : INITIAL;
    const purged: Record<string, number> = {};
    for (const [tag, when] of Object.entries(current.purged)) if (when > at - keepMs) purged[tag] = when;
    const state: SiteState =
      'everything' in purge
        ? { version: String(at), purged }
        : { version: current.version, purged: { ...purged, ...Object.fromEntries(purge.tags.map((tag) => [tag, at])) } };
    await withDeadline(kv.put(SITE_STATE_KEY, JSON.stringify(state)), KV_DEADLINE_MS, 'SITE_STATE write');
    this.#memo = { state, until: this.now() + MEMO_MS };
    return state;
  }

  async #readKv(kv: KVNamespace, report: (message: string) => void): Promise<SiteState> {
    try {
      const raw = await withDeadline(kv.get(SITE_STATE_KEY), KV_DEADLINE_MS, 'SITE_STATE read');
      const state = raw === null ? INITIAL : siteStateSchema().parse(JSON.parse(String(raw)));
      this.#memo = { state, until: this.now() + MEMO_MS };
      return state;
    } catch (error) {
      report(
        `${error instanceof $ZodError || error instanceof SyntaxError ? 'SITE_STATE holds no valid state' : (error as Error).message}; using the last known state`,
      );
      // Keep the last known state, and ask KV again only after a short pause, counted from now (the read may have
      // taken its whole deadline): meanwhile no reader waits for KV.
      const state = this.#memo?.state ?? INITIAL;
      this.#memo = { state, until: this.now() + 1_000 };
      return state;
    }
  }
}
