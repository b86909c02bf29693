/**
 * The schedule call's signature (docs/content-api.md, "Schedule"): the site's Cron Trigger asks the CMS each minute
 * to publish what is due and unpublish what has expired. The call is signed like the purge webhook (hex
 * HMAC-SHA256 of `{timestamp}.{body}`, a 5-minute window) but with a key of its own, derived from PURGE_SECRET
 * (HMAC-SHA256(PURGE_SECRET, "masthead schedule v1")): a purge signature never runs the schedule and a schedule
 * signature never purges (DESIGN.md, "One key, one power"). Web Crypto only, so the worker, the reference CMS and
 * the tests share it; the plugin derives the same key in PHP (includes/schedule.php).
 * @module
 */
const encoder = new TextEncoder();

/** The label the schedule key is derived with: a new version of the call gets a new label, so a new key. */
const SCHEDULE_KEY_LABEL = 'masthead schedule v1';
/** How far a call's timestamp may be from the receiver's clock, in seconds (the purge webhook's window). */
export const SCHEDULE_WINDOW_SECONDS = 300;

async function hmac(key: BufferSource, message: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', imported, encoder.encode(message));
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex signature of `{timestamp}.{body}` under the schedule key derived from `secret`. */
export async function signSchedule(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await hmac(encoder.encode(secret), SCHEDULE_KEY_LABEL);
  return hex(await hmac(key, `${timestamp}.${body}`));
}

/**
 * True when `signature` signs `{timestamp}.{body}` under the schedule key of one of `secrets` and `timestamp`
 * (unix seconds) is within the window of `nowSeconds`. The comparison is over fixed-length hex, one per secret.
 */
export async function verifySchedule(
  secrets: readonly string[],
  timestamp: string,
  body: string,
  signature: string,
  nowSeconds: number,
): Promise<boolean> {
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > SCHEDULE_WINDOW_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  let ok = false;
  for (const secret of secrets) {
    const expected = await signSchedule(secret, timestamp, body);
    let diff = 0;
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
    ok = ok || diff === 0;
  }
  return ok;
}
