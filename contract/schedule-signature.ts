/**
 * The schedule call's signature (docs/content-api.md, "Schedule"): the site's Cron Trigger asks the CMS each minute
 * to publish what is due and unpublish what has expired. The call is signed like the purge webhook (hex
 * HMAC-SHA256 of `{timestamp}.{body}`, a 5-minute window) but with a key of its own, derived from PURGE_SECRET
 * (contract/signing.server.ts, label "masthead schedule v1"): a purge signature never runs the schedule and a schedule
 * signature never purges (DESIGN.md, "One key, one power"). Web Crypto only, so the worker, the reference CMS and
 * the tests share it; the plugin derives the same key in PHP (includes/schedule.php).
 * @module
 */
import { hexToBytes, macFor, toHex, verifyMacFor } from './signing.server';

/** How far a call's timestamp may be from the receiver's clock, in seconds (the purge webhook's window). */
export const SCHEDULE_WINDOW_SECONDS = 300;

/** Hex signature of `{timestamp}.{body}` under the schedule key derived from `secret`. */
export async function signSchedule(secret: string, timestamp: string, body: string): Promise<string> {
  return toHex(await macFor('schedule', secret, `${timestamp}.${body}`));
}

/**
 * True when `signature` signs `{timestamp}.{body}` under the schedule key of one of `secrets` and `timestamp`
 * (unix seconds) is within the window of `nowSeconds`.
 */
export async function verifySchedule(
  secrets: readonly string[],
  timestamp: string,
  body: string,
  signature: string,
  nowSeconds: number,
): Promise<boolean> {
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > SCHEDULE_WINDOW_SECONDS) return false;
  const bytes = hexToBytes(signature);
  return bytes !== null && verifyMacFor('schedule', secrets, `${timestamp}.${body}`, bytes);
}
