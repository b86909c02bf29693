/**
 * Preview tokens: the CMS's `/generate` signs one for an editor, the site and
 * the CMS both check it. A token names the draft id and post type it opens and
 * expires; it is an HMAC-SHA256 of `{id}:{postType}:{expires}` under the preview
 * key derived from PREVIEW_SECRET (contract/signing.server.ts: a preview token is
 * no purge signature or diagnostics proof, nor the other way round).
 * Format: `{expiresAtSeconds}.{base64url signature}`.
 *
 * Rotation without downtime: the checker takes the current secret and, while a
 * rotation is under way, the previous one, so tokens signed before the switch
 * keep working until they expire.
 *
 * A token lives at most {@link PREVIEW_TOKEN_MAX_LIFETIME_SECONDS}: one whose
 * expiry lies further ahead than that (plus a few minutes for the clocks of
 * the CMS and the site to disagree) is refused however well it is signed, so
 * a link signed to last for years (a CMS misconfigured, a secret leaked for a
 * moment) opens nothing. CMSes sign for less (the reference CMS: 3600 s).
 * @module
 */
import { macFor, verifyMacFor } from './signing.server';

/** The longest a preview token may be signed for: a day (an editor shares a draft for review). */
export const PREVIEW_TOKEN_MAX_LIFETIME_SECONDS = 86_400;
/** How far the CMS's clock may run ahead of the site's. */
const CLOCK_SKEW_SECONDS = 300;

/** Whether an expiry is no further ahead than a token may live. */
function withinLifetime(expires: number, nowSeconds: number, maxLifetimeSeconds: number): boolean {
  return expires <= nowSeconds + maxLifetimeSeconds + CLOCK_SKEW_SECONDS;
}

function payload(id: string, postType: string, expires: number): string {
  return `${id}:${postType}:${expires}`;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    // Not base64 after all (`atob` is stricter than the pattern): not a signature.
    return null;
  }
}

export async function signPreviewToken(secret: string, id: string, postType: string, expires: number): Promise<string> {
  return `${expires}.${toBase64Url(await macFor('preview', secret, payload(id, postType, expires)))}`;
}

/**
 * True only for an unexpired token, within the maximum lifetime, signed for
 * exactly this id and post type under one of `secrets` (the current one, then
 * the previous one during a rotation); each check is constant-time.
 */
export async function verifyPreviewToken(
  secrets: string | readonly string[],
  token: string,
  id: string,
  postType: string,
  nowSeconds: number,
  maxLifetimeSeconds = PREVIEW_TOKEN_MAX_LIFETIME_SECONDS,
): Promise<boolean> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= nowSeconds || !withinLifetime(expires, nowSeconds, maxLifetimeSeconds)) return false;
  const signature = fromBase64Url(match[2]!);
  if (!signature) return false;
  return verifyMacFor('preview', typeof secrets === 'string' ? [secrets] : secrets, payload(id, postType, expires), signature);
}

export type PreviewTokenCheck = { status: 'valid'; expires: number } | { status: 'expired'; expires: number } | { status: 'invalid' };

/**
 * What an editor's token says, told apart so the site can explain it: a
 * signature that verifies for this id and post type under any of `secrets`
 * (the current one first, then the previous one during a rotation) is valid
 * until it expires; anything else, and a token dated further ahead than a
 * token may live, is invalid.
 */
export async function checkPreviewToken(
  secrets: readonly string[],
  token: string,
  id: string,
  postType: string,
  nowSeconds: number,
  maxLifetimeSeconds = PREVIEW_TOKEN_MAX_LIFETIME_SECONDS,
): Promise<PreviewTokenCheck> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,128})$/.exec(token);
  const signature = match ? fromBase64Url(match[2]!) : null;
  if (!match || !signature) return { status: 'invalid' };
  const expires = Number(match[1]);
  if (!withinLifetime(expires, nowSeconds, maxLifetimeSeconds)) return { status: 'invalid' };
  if (!(await verifyMacFor('preview', secrets, payload(id, postType, expires), signature))) return { status: 'invalid' };
  return expires > nowSeconds ? { status: 'valid', expires } : { status: 'expired', expires };
}

/**
 * A timeline preview's scope (`/preview?at=`, the site as it will be at a moment): a preview token whose id is the
 * moment (unix seconds) and whose post type is this name. No post type has it (post types are `[a-z_-]`), so a
 * draft's token opens no timeline and a timeline's token opens no draft, nor another moment.
 */
export const TIMELINE_SCOPE = '@timeline';

export function signTimelineToken(secret: string, atSeconds: number, expires: number): Promise<string> {
  return signPreviewToken(secret, String(atSeconds), TIMELINE_SCOPE, expires);
}

/** {@link checkPreviewToken} for the timeline at `atSeconds`. */
export function checkTimelineToken(
  secrets: readonly string[],
  token: string,
  atSeconds: number,
  nowSeconds: number,
): Promise<PreviewTokenCheck> {
  return checkPreviewToken(secrets, token, String(atSeconds), TIMELINE_SCOPE, nowSeconds);
}
