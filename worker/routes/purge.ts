/**
 * `POST /__purge`: the CMS calls this when something is published. The call is
 * signed: `X-Masthead-Timestamp` (unix seconds) and `X-Masthead-Signature`
 * (hex HMAC-SHA256 of `{timestamp}.{body}` with PURGE_SECRET). Calls outside a
 * 5-minute window, or not newer than the last accepted one (a replay), get 401
 * and change nothing. A purge bumps the content version in KV, which is part
 * of every cache key, so every location stops using old entries.
 * @module
 */
import { bumpContentVersion } from '../cms/content-version';
import type { AppContext } from '../context';
import { HttpError } from '../errors';

export const PURGE_WINDOW_SECONDS = 300;
const LAST_ACCEPTED = 'purge-last-timestamp';
const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (byte) => parseInt(byte, 16));
}

export async function verifyPurgeSignature(secret: string, timestamp: string, body: string, signature: string): Promise<boolean> {
  const bytes = hexToBytes(signature);
  if (!bytes) return false;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(`${timestamp}.${body}`));
}

export async function purgeRoute(c: AppContext): Promise<Response> {
  const timestamp = c.req.header('x-masthead-timestamp') ?? '';
  const signature = c.req.header('x-masthead-signature') ?? '';
  const body = await c.req.text();
  const now = Math.floor(Date.now() / 1000);
  const unauthorised = () => new HttpError(401, 'Unauthorized', 'The purge request is not signed correctly');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > PURGE_WINDOW_SECONDS) throw unauthorised();
  if (!(await verifyPurgeSignature(c.var.config.PURGE_SECRET, timestamp, body, signature))) throw unauthorised();
  const last = Number((await c.env.SITE_STATE.get(LAST_ACCEPTED)) ?? '0');
  if (Number(timestamp) <= last) throw unauthorised();
  await c.env.SITE_STATE.put(LAST_ACCEPTED, timestamp);
  const version = await bumpContentVersion(c.env.SITE_STATE);
  c.var.log.error(`purge accepted: content version ${version}`);
  return c.json({ ok: true, version }, 200, { 'cache-control': 'no-store' });
}
