/**
 * The content version: part of every cache key, bumped by the purge endpoint.
 * KV reaches every location (eventually, ~60 s); a short isolate memo keeps
 * KV reads off the hot path. KV may fail or hang: the request then goes on
 * with the last version this isolate knew (or the initial one), and the fault
 * is reported once.
 * @module
 */
import { withDeadline } from '../bindings/deadline';

const KEY = 'content-version';
const MEMO_MS = 5_000;
/** Longest a reader waits for KV before the last known version is used. */
const KV_DEADLINE_MS = 1_000;
const INITIAL = '0';

let memo: { value: string; until: number } | undefined;
/** One KV read at a time per isolate: concurrent requests share it, so they agree on the version. */
let reading: Promise<string> | undefined;

export function contentVersion(kv: KVNamespace, report: (message: string) => void = () => undefined, now = Date.now()): Promise<string> {
  if (memo && memo.until > now) return Promise.resolve(memo.value);
  reading ??= readVersion(kv, report, now).finally(() => {
    reading = undefined;
  });
  return reading;
}

async function readVersion(kv: KVNamespace, report: (message: string) => void, now: number): Promise<string> {
  try {
    const value = (await withDeadline(kv.get(KEY), KV_DEADLINE_MS, 'SITE_STATE read')) ?? INITIAL;
    if (typeof value !== 'string' || !/^[\w.-]{1,64}$/.test(value)) throw new Error('SITE_STATE holds no valid content version');
    memo = { value, until: now + MEMO_MS };
    return value;
  } catch (error) {
    report(`${(error as Error).message}; using the last known content version`);
    // Keep the last known version, and ask KV again only after a short pause.
    memo = { value: memo?.value ?? INITIAL, until: now + 1_000 };
    return memo.value;
  }
}

/** Bumps the version; returns the new one. Other isolates see it within MEMO_MS plus KV propagation. */
export async function bumpContentVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const value = String(now);
  await kv.put(KEY, value);
  memo = { value, until: now + MEMO_MS };
  return value;
}
