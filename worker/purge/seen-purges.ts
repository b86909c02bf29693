/**
 * Replay protection for the purge webhook, by each call's identity: its
 * signature (the HMAC of its timestamp and body, so two different calls never
 * share one). A signed call is accepted once; the same call again, within the
 * window its timestamp is valid for, is a replay. Calls need not arrive in
 * order: a purge dated minutes ahead (a CMS clock running fast) blocks nothing
 * that comes after it, as a "newer than the last accepted" rule would.
 *
 * The record is a KV key per accepted call that expires once its timestamp is
 * out of the window anyway. KV is eventually consistent between locations, so
 * a replay sent to another location within about a minute may pass: a purge
 * repeated is harmless (it reloads what it names once more), and the window
 * still bounds it.
 * @module
 */
import { withDeadline } from '../bindings/deadline';

const PREFIX = 'purge-seen:';

/** The call's identity: hex is case-insensitive, so `AB…` and `ab…` are the same call. */
function keyOf(signature: string): string {
  return `${PREFIX}${signature.toLowerCase()}`;
}

const SEEN = '1';

/** Whether this signed call was accepted before. KV failures throw, and so does a value KV should not hold: the caller's 503. */
export async function seenBefore(kv: KVNamespace, signature: string, deadlineMs: number): Promise<boolean> {
  const value = await withDeadline(kv.get(keyOf(signature)), deadlineMs, 'SITE_STATE read');
  if (value !== null && value !== SEEN) throw new Error('SITE_STATE holds garbage for a purge record');
  return value === SEEN;
}

/**
 * Remembers an accepted call for as long as its timestamp could still be
 * accepted: the window on either side of now, since a call dated ahead stays
 * valid for longer (KV's shortest expiry is 60 s).
 */
export async function rememberAccepted(kv: KVNamespace, signature: string, windowSeconds: number, deadlineMs: number): Promise<void> {
  await withDeadline(kv.put(keyOf(signature), SEEN, { expirationTtl: Math.max(60, windowSeconds * 2) }), deadlineMs, 'SITE_STATE write');
}
