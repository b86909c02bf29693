/**
 * The publish webhook: after every change readers can see, the CMS calls the
 * site's signed purge endpoint (`POST {site}/__purge`, worker/routes/purge.ts)
 * naming what changed, as `{"paths": [...], "tags": [...]}` (tag names in
 * contract/tags.ts), signed with the purge key (contract/signing.server.ts).
 * The site refuses a timestamp that is not newer than the last one it
 * accepted, so timestamps here always move forward, even for several
 * publishes within one second. The last calls are kept for tests and
 * for the editor's CLI.
 * @module
 */
import { clockNow } from '../../contract/clock';
import { signPurge } from '../../contract/signing.server';
import type { PurgeBody } from '../../contract/tags';

export interface PurgeTarget {
  url: string;
  secret: string;
  /** The one clock's offset (contract/clock.ts): the timestamp the site checks is on its clock. */
  clockOffsetMs: number;
}

export interface PurgeOutcome {
  ok: boolean;
  /** HTTP status of the site's answer, 0 when it could not be reached. */
  status: number;
  ms: number;
  error?: string;
}

export interface PurgeRecord extends PurgeOutcome {
  url: string;
  body: string;
  timestamp: string;
  signature: string;
}

const TIMEOUT_MS = 5000;
const KEEP = 50;
let lastTimestamp = 0;
const sent: PurgeRecord[] = [];

function nextTimestamp(offsetMs: number): string {
  lastTimestamp = Math.max(Math.floor(clockNow(offsetMs) / 1000), lastTimestamp + 1);
  return String(lastTimestamp);
}

async function attempt(target: PurgeTarget, body: string): Promise<PurgeRecord> {
  const timestamp = nextTimestamp(target.clockOffsetMs);
  const signature = await signPurge(target.secret, timestamp, body);
  const started = Date.now();
  const record: PurgeRecord = { url: target.url, body, timestamp, signature, ok: false, status: 0, ms: 0 };
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-masthead-timestamp': timestamp, 'x-masthead-signature': signature },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    record.status = response.status;
    record.ok = response.ok;
    if (!response.ok) record.error = `the site answered ${response.status}`;
    // The answer is small ({"ok":true,"version":…}): read it, so the connection is finished cleanly.
    await response.text();
  } catch (error) {
    record.error = error instanceof Error ? error.message : String(error);
  }
  record.ms = Date.now() - started;
  sent.push(record);
  if (sent.length > KEEP) sent.shift();
  return record;
}

/**
 * Sends one purge. A 401 is tried once more with a later timestamp: the site
 * may have accepted a purge from someone else (the ops script) in this second.
 */
export async function sendPurge(target: PurgeTarget, purge: PurgeBody): Promise<PurgeOutcome> {
  const body = JSON.stringify(purge);
  let record = await attempt(target, body);
  if (record.status === 401) record = await attempt(target, body);
  return { ok: record.ok, status: record.status, ms: record.ms, ...(record.error ? { error: record.error } : {}) };
}

/** The last purge calls, oldest first (test control `GET /__publish-log`). */
export function purgeLog(): readonly PurgeRecord[] {
  return sent;
}

export function clearPurgeLog(): void {
  sent.length = 0;
}
