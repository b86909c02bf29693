/**
 * The search page's cursors, bound to their query. The CMS's cursor (the last result's rank key, opaque to the
 * site) is handed to readers sealed: `{mac}.{cms cursor}`, the MAC over the normalised query, the kind and the
 * CMS's cursor, under a key of its own derived from PURGE_SECRET (HMAC-SHA256(secret, "masthead search cursor
 * v1"), never the purge key itself). The site opens a cursor before any CMS call: one it did not seal, or sealed
 * for another query or kind, is refused, so no made-up position ever reaches a CMS (WordPress ran a full
 * count-and-rank query for any four numbers) and neither CMS needs to know. During a rotation the previous secret
 * still opens the cursors it sealed.
 * @module
 */
import { SEARCH_CURSOR, type SearchKind } from '../../contract/search';
import { macFor } from '../../contract/signing.server';

/** MAC bytes kept: 128 bits, 22 base64url characters. */
const MAC_BYTES = 16;
const SEALED = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9._-]{1,128})$/;
async function macOf(secret: string, query: string, kind: SearchKind | null, cursor: string): Promise<string> {
  const mac = await macFor('searchCursor', secret, `${kind ?? ''}\n${query}\n${cursor}`);
  const bytes = mac.subarray(0, MAC_BYTES);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor readers get for the CMS's `cursor` of this normalised query and kind. */
export async function sealCursor(secret: string, query: string, kind: SearchKind | null, cursor: string): Promise<string> {
  return `${await macOf(secret, query, kind, cursor)}.${cursor}`;
}

/** The CMS's cursor inside `sealed` when the site sealed it for this query and kind (under one of `secrets`), else null. */
export async function openCursor(
  secrets: readonly string[],
  query: string,
  kind: SearchKind | null,
  sealed: string,
): Promise<string | null> {
  const parts = SEALED.exec(sealed);
  if (!parts || !SEARCH_CURSOR.test(parts[2]!)) return null;
  const [, mac, cursor] = parts as unknown as [string, string, string];
  for (const secret of secrets) {
    if (constantTimeEqual(await macOf(secret, query, kind, cursor), mac)) return cursor;
  }
  return null;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let at = 0; at < a.length; at++) difference |= a.charCodeAt(at) ^ b.charCodeAt(at);
  return difference === 0;
}
