/**
 * KV reads of the legacy table, remembered in the isolate for 30 seconds
 * (answers and "no entry" alike). KV itself takes up to a minute to reach
 * every location, so this adds little delay to a change and saves a KV read
 * on nearly every request.
 * @module
 */
const MEMO_MS = 30_000;
const MAX_KEYS = 2_000;

const memo = new Map<string, { value: string | null; until: number }>();

export async function legacyLookup(kv: KVNamespace, key: string, now = Date.now()): Promise<string | null> {
  const hit = memo.get(key);
  if (hit && hit.until > now) return hit.value;
  const value = await kv.get(key);
  if (memo.size >= MAX_KEYS) memo.delete(memo.keys().next().value!);
  memo.set(key, { value, until: now + MEMO_MS });
  return value;
}

/** For tests that change KV and must see the change at once. */
export function forgetLegacyLookups(): void {
  memo.clear();
}
