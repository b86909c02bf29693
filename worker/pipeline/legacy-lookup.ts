/**
 * KV reads of the legacy table, remembered in the isolate for 30 seconds
 * (answers and "no entry" alike). KV itself takes up to a minute to reach
 * every location, so this adds little delay to a change and saves a KV read
 * on nearly every request. KV that fails, hangs or holds garbage means "no
 * legacy redirect" (the page is still served), reported once, and KV is then
 * left alone for a few seconds.
 * @module
 */
import { Circuit } from '../bindings/circuit';
import { withDeadline } from '../bindings/deadline';

const MEMO_MS = 30_000;
const MAX_KEYS = 2_000;
/** Longest a reader waits for the legacy table. */
const KV_DEADLINE_MS = 300;

const memo = new Map<string, { value: string | null; until: number }>();
const circuit = new Circuit(5_000);

export async function legacyLookup(
  kv: KVNamespace,
  key: string,
  report: (message: string) => void,
  now = Date.now(),
): Promise<string | null> {
  const hit = memo.get(key);
  if (hit && hit.until > now) return hit.value;
  if (circuit.open) return null;
  let value: string | null;
  try {
    value = await withDeadline(kv.get(key), KV_DEADLINE_MS, 'REDIRECTS read');
    if (value !== null && typeof value !== 'string') throw new Error('REDIRECTS returned a value that is not text');
  } catch (error) {
    circuit.trip();
    report(`${(error as Error).message}; treated as no legacy redirect`);
    return null;
  }
  if (memo.size >= MAX_KEYS) memo.delete(memo.keys().next().value!);
  memo.set(key, { value, until: now + MEMO_MS });
  return value;
}
