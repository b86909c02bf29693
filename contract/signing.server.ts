/**
 * One key for one power. Two shared secrets sign five kinds of thing: PURGE_SECRET signs purge calls
 * (`/__purge`), operators' diagnostics proofs, the Cron Trigger's schedule calls and the search cursors readers
 * are handed; PREVIEW_SECRET preview tokens. Each kind is signed with a key
 * of its own, derived from the secret as HMAC-SHA256(secret, label) with the labels below, so a MAC made for one
 * kind verifies as no other (before, a diagnostics proof was a valid purge signature for the body `diagnostics`).
 * Every verifier here takes a list of secrets (the current one, then the previous one during a rotation) and
 * compares in constant time. The WordPress plugin derives the same keys from the same labels
 * (generated/contract.php `MASTHEAD_SIGNING_LABELS`); its tests check its MACs against these functions.
 * No imports, so the operator scripts load it under Node as it is.
 * @module
 */
const encoder = new TextEncoder();
const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;

/** The label each kind's key is derived with; a new label (`v3`) retires every MAC made with the old one. */
export const SIGNING_LABELS = {
  purge: 'masthead purge v2',
  diagnostics: 'masthead diagnostics v2',
  preview: 'masthead preview v2',
  schedule: 'masthead schedule v1',
  searchCursor: 'masthead search cursor v1',
} as const;
type SigningKind = keyof typeof SIGNING_LABELS;

async function keyFor(kind: SigningKind, secret: string): Promise<CryptoKey> {
  const root = await crypto.subtle.importKey('raw', encoder.encode(secret), HMAC, false, ['sign']);
  const derived = await crypto.subtle.sign('HMAC', root, encoder.encode(SIGNING_LABELS[kind]));
  return crypto.subtle.importKey('raw', derived, HMAC, false, ['sign', 'verify']);
}

/** The raw HMAC-SHA256 of `message` under `kind`'s key derived from `secret`. */
export async function macFor(kind: SigningKind, secret: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(kind, secret), encoder.encode(message)));
}

/** Whether `mac` is `kind`'s MAC of `message` under one of `secrets` (each check constant-time). */
export async function verifyMacFor(
  kind: SigningKind,
  secrets: readonly string[],
  message: string,
  mac: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const data = encoder.encode(message);
  for (const secret of secrets) {
    if (await crypto.subtle.verify('HMAC', await keyFor(kind, secret), mac, data)) return true;
  }
  return false;
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The 32 bytes of a 64-digit hex MAC (either case), or null for anything else. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (byte) => parseInt(byte, 16));
}

/** `X-Masthead-Signature` of a purge call: hex HMAC of `{timestamp}.{body}` under the purge key. */
export async function signPurge(secret: string, timestamp: string, body: string): Promise<string> {
  return toHex(await macFor('purge', secret, `${timestamp}.${body}`));
}

/** True only when `signature` is a purge signature of exactly this timestamp and body. */
export async function verifyPurgeSignature(
  secrets: readonly string[],
  timestamp: string,
  body: string,
  signature: string,
): Promise<boolean> {
  const bytes = hexToBytes(signature);
  return bytes !== null && verifyMacFor('purge', secrets, `${timestamp}.${body}`, bytes);
}

/**
 * `X-Masthead-Diagnostics`: `{seconds}.{hex HMAC of "{seconds}" under the diagnostics key}`.
 * @internal Signed by `npm run smoke` and the tests; the site only checks it.
 */
export async function signDiagnosticsProof(secret: string, seconds: number): Promise<string> {
  return `${seconds}.${toHex(await macFor('diagnostics', secret, String(seconds)))}`;
}

/** True only when `signature` is a diagnostics proof for `seconds` (the caller judges whether they are recent). */
export async function verifyDiagnosticsProof(secrets: readonly string[], seconds: string, signature: string): Promise<boolean> {
  const bytes = hexToBytes(signature);
  return bytes !== null && verifyMacFor('diagnostics', secrets, seconds, bytes);
}
