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
import { z } from 'zod';
import { withDeadline } from '../bindings/deadline';

export const SITE_STATE_KEY = 'site-state';
const MEMO_MS = 5_000;
/** Longest a reader waits for KV before the last known state is used. */
const KV_DEADLINE_MS = 1_000;

const SiteStateSchema = z.object({
  version: z.string().regex(/^[\w.-]{1,64}$/),
  purged: z.record(z.string().max(600), z.number().int().nonnegative()).default({}),
});

export type SiteState = z.infer<typeof SiteStateSchema>;

const INITIAL: SiteState = { version: '0', purged: {} };

let memo: { state: SiteState; until: number } | undefined;

/** The site state when the isolate's memo holds it, else null (then `siteState`). */
export function heldSiteState(now = Date.now()): SiteState | null {
  return memo && memo.until > now ? memo.state : null;
}

/**
 * The site state, from the isolate's memo or one KV read. Each request reads
 * for itself: a promise shared between requests would tie one request's
 * continuation to another's I/O, which workerd cancels when that other
 * request ends first.
 */
export function siteState(kv: KVNamespace, report: (message: string) => void = () => undefined, now = Date.now()): Promise<SiteState> {
  if (memo && memo.until > now) return Promise.resolve(memo.state);
  return readState(kv, report, now);
}

async function readState(kv: KVNamespace, report: (message: string) => void, now: number): Promise<SiteState> {
  try {
    const raw = await withDeadline(kv.get(SITE_STATE_KEY), KV_DEADLINE_MS, 'SITE_STATE read');
    const state = raw === null ? INITIAL : SiteStateSchema.parse(JSON.parse(String(raw)));
    memo = { state, until: now + MEMO_MS };
    return state;
  } catch (error) {
    report(
      `${error instanceof z.ZodError || error instanceof SyntaxError ? 'SITE_STATE holds no valid state' : (error as Error).message}; using the last known state`,
    );
    // Keep the last known state, and ask KV again only after a short pause, counted from now (the read may have
    // taken its whole deadline): meanwhile no reader waits for KV.
    memo = { state: memo?.state ?? INITIAL, until: Date.now() + 1_000 };
    return memo.state;
  }
}

/**
 * Records a purge: of the named tags, or of everything (a new version). Reads
 * the current state from KV (not the memo), so a purge never undoes an
 * earlier one; returns the new state. This isolate sees it at once, others
 * within MEMO_MS plus KV propagation.
 */
export async function recordPurge(
  kv: KVNamespace,
  purge: { tags: readonly string[] } | { everything: true },
  keepMs: number,
  now = Date.now(),
): Promise<SiteState> {
  const raw = await withDeadline(kv.get(SITE_STATE_KEY), KV_DEADLINE_MS, 'SITE_STATE read');
  const parsed = raw === null ? null : SiteStateSchema.safeParse(JSON.parse(String(raw)));
  const current = parsed?.success ? parsed.data : INITIAL;
  const purged: Record<string, number> = {};
  for (const [tag, at] of Object.entries(current.purged)) if (at > now - keepMs) purged[tag] = at;
  const state: SiteState =
    'everything' in purge
      ? { version: String(now), purged }
      : { version: current.version, purged: { ...purged, ...Object.fromEntries(purge.tags.map((tag) => [tag, now])) } };
  await withDeadline(kv.put(SITE_STATE_KEY, JSON.stringify(state)), KV_DEADLINE_MS, 'SITE_STATE write');
  memo = { state, until: now + MEMO_MS };
  return state;
}
