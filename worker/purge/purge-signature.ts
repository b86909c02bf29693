/**
 * The purge webhook's signature (docs/content-api.md, "Purge webhook"): hex HMAC-SHA256 of `{timestamp}.{body}`
 * keyed with PURGE_SECRET. Pure Web Crypto, so the CMS tests (the WordPress plugin's signer among them) check
 * their signatures against the site's own code.
 * @module
 */
const encoder = new TextEncoder();

/** The 32 bytes of a 64-digit hex signature (either case), or null for anything else. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (byte) => parseInt(byte, 16));
}

/** True when `signature` is the HMAC of `{timestamp}.{body}` under one of `secrets` (each check constant-time). */
export async function verifyPurgeSignature(
  secrets: string | readonly string[],
  timestamp: string,
  body: string,
  signature: string,
): Promise<boolean> {
  const bytes = hexToBytes(signature);
  if (!bytes) return false;
  const data = encoder.encode(`${timestamp}.${body}`);
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    if (await crypto.subtle.verify('HMAC', key, bytes, data)) return true;
  }
  return false;
}
