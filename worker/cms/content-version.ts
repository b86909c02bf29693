/**
 * The content version: part of every cache key, bumped by the purge endpoint.
 * KV reaches every location (eventually, ~60 s); a short isolate memo keeps
 * KV reads off the hot path.
 * @module
 */
const KEY = 'content-version';
const MEMO_MS = 5_000;

let memo: { value: string; until: number } | undefined;

export async function contentVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (memo && memo.until > now) return memo.value;
  const value = (await kv.get(KEY)) ?? '0';
  memo = { value, until: now + MEMO_MS };
  return value;
}

/** Bumps the version; returns the new one. Other isolates see it within MEMO_MS plus KV propagation. */
export async function bumpContentVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const value = String(now);
  await kv.put(KEY, value);
  memo = { value, until: now + MEMO_MS };
  return value;
}
