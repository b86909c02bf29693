/**
 * `POST /__purge`: the CMS (or an operator, `npm run purge`) calls this when
 * something is published. The call is signed: `X-Masthead-Timestamp` (unix
 * seconds) and `X-Masthead-Signature` (hex HMAC-SHA256 of `{timestamp}.{body}`
 * with PURGE_SECRET, or with PURGE_SECRET_PREVIOUS while that secret is being
 * rotated). The headers and the timestamp are checked before the body is read,
 * and a body over 64 KB is refused with 413 unread. Calls outside a 5-minute
 * window, wrongly signed, or not newer than the last accepted one (a replay)
 * get 401 and change nothing. A purge bumps the content version in KV, which
 * is part of every cache key, so every location stops using old entries.
 * The body is signed as sent; `{"paths":[],"tags":[]}` is what `npm run purge`
 * sends (empty: everything).
 * @module
 */
import { bodyLimit } from 'hono/body-limit';
import { bumpContentVersion } from '../cms/content-version';
import type { AppContext } from '../context';
import { secretsOf } from '../env';
import { HttpError } from '../errors';

export const PURGE_WINDOW_SECONDS = 300;
export const PURGE_MAX_BODY_BYTES = 64 * 1024;
const LAST_ACCEPTED = 'purge-last-timestamp';
const encoder = new TextEncoder();

const limitBody = bodyLimit({
  maxSize: PURGE_MAX_BODY_BYTES,
  onError: (c) => c.text('413 Payload Too Large', 413, { 'cache-control': 'no-store' }),
});

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (byte) => parseInt(byte, 16));
}

/** True when `signature` is the HMAC of `{timestamp}.{body}` under one of `secrets` (each check constant-time). */
export async function verifyPurgeSignature(secrets: string | readonly string[], timestamp: string, body: string, signature: string): Promise<boolean> {
  const bytes = hexToBytes(signature);
  if (!bytes) return false;
  const data = encoder.encode(`${timestamp}.${body}`);
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    if (await crypto.subtle.verify('HMAC', key, bytes, data)) return true;
  }
  return false;
}

const unauthorised = () => new HttpError(401, 'Unauthorized', 'The purge request is not signed correctly');

export async function purgeRoute(c: AppContext): Promise<Response> {
  const timestamp = c.req.header('x-masthead-timestamp') ?? '';
  const signature = c.req.header('x-masthead-signature') ?? '';
  const now = Math.floor(Date.now() / 1000);
  // Nothing is read, and no KV is touched, for a call that cannot be valid.
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > PURGE_WINDOW_SECONDS || !hexToBytes(signature)) throw unauthorised();
  let accepted: Response | undefined;
  const tooLarge = await limitBody(c, async () => {
    accepted = await accept(c, timestamp, signature);
  });
  return tooLarge ?? accepted!;
}

async function accept(c: AppContext, timestamp: string, signature: string): Promise<Response> {
  const body = await c.req.text();
  if (!(await verifyPurgeSignature(secretsOf(c.var.config, 'PURGE_SECRET'), timestamp, body, signature))) throw unauthorised();
  const last = Number((await c.env.SITE_STATE.get(LAST_ACCEPTED)) ?? '0');
  if (Number(timestamp) <= last) throw unauthorised();
  await c.env.SITE_STATE.put(LAST_ACCEPTED, timestamp);
  const version = await bumpContentVersion(c.env.SITE_STATE);
  c.var.log.info(`purge accepted: content version ${version}`);
  return c.json({ ok: true, version }, 200, { 'cache-control': 'no-store' });
}
