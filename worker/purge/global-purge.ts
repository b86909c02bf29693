/**
 * Invalidation of Cache API entries in every Cloudflare location, through the
 * zone purge API (`POST {CF_API_BASE}/zones/{zone}/purge_cache`).
 *
 * Why: `cache.delete` only clears the location that runs it, and the KV
 * content version takes up to about a minute to reach other locations. The
 * purge API removes entries everywhere within about a second, and it covers
 * entries stored with `cache.put` by their `Cache-Tag` header (or by purging
 * everything). See docs/decisions/006-global-invalidation.md.
 *
 * Behind a switch: `GLOBAL_PURGE = "off"` (default, KV version only) or
 * `"zone"` (needs `CF_ZONE_ID` and `CF_API_TOKEN`). `purgeEverywhere` never
 * throws: every outcome, including a bad configuration, a timeout or a rate
 * limit, comes back as a typed result for the caller to log.
 * @module
 */
import * as z from 'zod/mini';
import { lazy } from '../../contract/lazy';
import { type GlobalPurgeSettings, globalPurgeConfig } from '../env';

/** Printable ASCII, no space, no comma (the separator); the rest is percent-encoded. */
const TAG_SAFE = /^[!-+\--~]$/;
/** Longest tag the purge API accepts in a call. */
export const MAX_TAG_LENGTH = 1024;
/** The aggregate `Cache-Tag` header may not exceed 16 KB (kept a little under). */
export const MAX_TAG_HEADER_BYTES = 16_000;
/** Most tags one response may carry. */
export const MAX_TAGS_PER_ENTRY = 1000;
/**
 * Items per purge call. Current docs allow 100 tags/prefixes/hosts or URLs per
 * call on every plan; older docs and SDKs said 30. 30 is accepted under both,
 * and a publish names far fewer.
 */
export const MAX_ITEMS_PER_CALL = 30;

// ---------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------

const utf8 = new TextEncoder();

/** FNV-1a, 64 bits, hex: a stable short name for a tag that is too long. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of utf8.encode(text)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

/**
 * The form of a tag that is stored and purged: lower case (Cloudflare matches
 * tags without regard to case), any character outside printable ASCII, and
 * space, comma and `%`, percent-encoded as UTF-8, and a tag longer than the
 * API takes replaced by `h:` and its hash. The same function serves the
 * header and the purge call, so both always name a tag the same way. Empty
 * tags give null.
 */
export function normaliseTag(tag: string): string | null {
  if (!tag) return null;
  let out = '';
  for (const char of tag) {
    if (TAG_SAFE.test(char) && char !== '%') out += char;
    else for (const byte of utf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  out = out.toLowerCase();
  return out.length > MAX_TAG_LENGTH ? `h:${fnv1a64(out)}` : out;
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const normal = normaliseTag(tag);
    if (normal) seen.add(normal);
  }
  return [...seen];
}

/**
 * The `Cache-Tag` header value for an entry stored with `cache.put`: the tags
 * normalised, without repeats, comma-separated. Tags are kept in the order
 * given until the header would pass 16 KB or 1000 tags, so put the broad ones
 * (e.g. `site`) first: an entry that loses a narrow tag is still reached by a
 * broad one. Empty when there are no tags (then leave the header out).
 */
export function cacheTagHeader(tags: readonly string[]): string {
  let value = '';
  let count = 0;
  for (const tag of uniqueTags(tags)) {
    const next = value ? `${value},${tag}` : tag;
    if (next.length > MAX_TAG_HEADER_BYTES || count === MAX_TAGS_PER_ENTRY) break;
    value = next;
    count += 1;
  }
  return value;
}

// ---------------------------------------------------------------------------
// Purge
// ---------------------------------------------------------------------------

export interface PurgeTargets {
  /** Tags as given to `cacheTagHeader` (normalised the same way here). */
  tags?: readonly string[];
  /** Absolute URLs of cache keys (single-file purge). */
  urls?: readonly string[];
  /** `host/path` prefixes (a full URL is accepted and cut down to that). */
  prefixes?: readonly string[];
  /** Everything in the zone; the other targets are then not sent. */
  everything?: boolean;
}

export type PurgeKind = 'tags' | 'files' | 'prefixes' | 'purge_everything';

export interface PurgeCall {
  kind: PurgeKind;
  items: number;
  ok: boolean;
  /** HTTP status, or null when no answer came. */
  status: number | null;
  failure?: 'timeout' | 'network' | 'rate-limited' | 'rejected';
  message?: string;
  /** From `Retry-After` on a 429. */
  retryAfterSeconds?: number;
  /** The purge id Cloudflare returns. */
  id?: string;
}

export interface GlobalPurgeResult {
  mode: 'off' | 'zone';
  /** True when purging is off, or every call was accepted. */
  ok: boolean;
  calls: PurgeCall[];
  /** Inputs that could not be sent (not an absolute http(s) URL, a prefix with a query). */
  skipped: string[];
  elapsedMs: number;
  /** Configuration error, or an unexpected fault. */
  error?: string;
}

export interface PurgeDeps {
  /** The worker's bindings (`GLOBAL_PURGE`, `CF_*`). */
  env: object;
  fetch?: typeof fetch;
}

/** Built on the first purge (contract/lazy.ts). */
const apiAnswerSchema = lazy(() =>
  z.looseObject({
    success: z.boolean(),
    errors: z._default(z.array(z.looseObject({ code: z.optional(z.number()), message: z.string() })), []),
    result: z.nullish(z.looseObject({ id: z.string() })),
  }),
);

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The purge calls for the targets, and the inputs that cannot be sent. */
export function planPurge(targets: PurgeTargets): {
  bodies: { kind: PurgeKind; items: number; body: Record<string, unknown> }[];
  skipped: string[];
} {
  if (targets.everything) return { bodies: [{ kind: 'purge_everything', items: 1, body: { purge_everything: true } }], skipped: [] };
  const skipped: string[] = [];
  const files = new Set<string>();
  for (const value of targets.urls ?? []) {
    const url = httpUrl(value);
    if (url) {
      url.hash = '';
      files.add(url.toString());
    } else skipped.push(value);
  }
  const prefixes = new Set<string>();
  for (const value of targets.prefixes ?? []) {
    // The API takes `host/path` without a scheme, and no query or fragment.
    const url = /^https?:\/\//i.test(value) ? httpUrl(value) : httpUrl(`https://${value}`);
    if (!url || value.includes('?') || value.includes('#')) skipped.push(value);
    else prefixes.add(`${url.host}${url.pathname}`);
  }
  const bodies: { kind: PurgeKind; items: number; body: Record<string, unknown> }[] = [];
  for (const batch of chunks(uniqueTags(targets.tags ?? []), MAX_ITEMS_PER_CALL))
    bodies.push({ kind: 'tags', items: batch.length, body: { tags: batch } });
  for (const batch of chunks([...files], MAX_ITEMS_PER_CALL)) bodies.push({ kind: 'files', items: batch.length, body: { files: batch } });
  for (const batch of chunks([...prefixes], MAX_ITEMS_PER_CALL))
    bodies.push({ kind: 'prefixes', items: batch.length, body: { prefixes: batch } });
  return { bodies, skipped };
}

async function call(
  settings: Extract<GlobalPurgeSettings, { mode: 'zone' }>,
  doFetch: typeof fetch,
  signal: AbortSignal,
  planned: { kind: PurgeKind; items: number; body: Record<string, unknown> },
): Promise<PurgeCall> {
  const base = { kind: planned.kind, items: planned.items };
  let response: Response;
  try {
    response = await doFetch(`${settings.apiBase}/zones/${settings.zoneId}/purge_cache`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(planned.body),
      signal,
    });
  } catch (error) {
    return { ...base, ok: false, status: null, ...thrown(error, signal) };
  }
  let answer: z.infer<ReturnType<typeof apiAnswerSchema>> | null = null;
  try {
    const parsed = apiAnswerSchema().safeParse(await response.json());
    if (parsed.success) answer = parsed.data;
  } catch (error) {
    if (signal.aborted) return { ...base, ok: false, status: response.status, ...thrown(error, signal) };
  }
  const message = answer?.errors.map((error) => (error.code ? `${error.code}: ${error.message}` : error.message)).join('; ');
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ...base,
      ok: false,
      status: 429,
      failure: 'rate-limited',
      message: message || 'rate limited',
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  if (!response.ok || !answer?.success) {
    return {
      ...base,
      ok: false,
      status: response.status,
      failure: 'rejected',
      message: message || `purge API answered ${response.status}${answer ? '' : ' without a valid body'}`,
    };
  }
  return { ...base, ok: true, status: response.status, ...(answer.result?.id ? { id: answer.result.id } : {}) };
}

function thrown(error: unknown, signal: AbortSignal): Pick<PurgeCall, 'failure' | 'message'> {
  const name = error instanceof Error ? error.name : '';
  const timedOut = signal.aborted || name === 'TimeoutError' || name === 'AbortError';
  return {
    failure: timedOut ? 'timeout' : 'network',
    message: timedOut ? 'no answer within the purge timeout' : error instanceof Error ? error.message : String(error),
  };
}

/**
 * Purges the targets in every location through the zone purge API, in batches
 * the API accepts, all under one deadline (`GLOBAL_PURGE_TIMEOUT_MS`). With
 * `GLOBAL_PURGE=off` it does nothing and reports ok. Never throws.
 */
export async function purgeEverywhere(targets: PurgeTargets, deps: PurgeDeps): Promise<GlobalPurgeResult> {
  const started = Date.now();
  const done = (result: Omit<GlobalPurgeResult, 'elapsedMs'>): GlobalPurgeResult => ({ ...result, elapsedMs: Date.now() - started });
  try {
    const config = globalPurgeConfig(deps.env);
    if (!config.ok)
      return done({ mode: 'zone', ok: false, calls: [], skipped: [], error: `global purge is misconfigured: ${config.error}` });
    const { settings } = config;
    if (settings.mode === 'off') return done({ mode: 'off', ok: true, calls: [], skipped: [] });
    const { bodies, skipped } = planPurge(targets);
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const doFetch = deps.fetch ?? fetch;
    const calls = await Promise.all(bodies.map((planned) => call(settings, doFetch, signal, planned)));
    return done({ mode: 'zone', ok: calls.every((entry) => entry.ok), calls, skipped });
  } catch (error) {
    return done({
      mode: 'zone',
      ok: false,
      calls: [],
      skipped: [],
      error: `global purge failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}
