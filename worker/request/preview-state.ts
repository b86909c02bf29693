/**
 * The preview decision, made once per request: a request shows a draft only
 * when it asks for one (app/routing/preview-request.ts) and its token verifies
 * for that id and post type under the current or previous secret, unexpired.
 * A request that asks but fails is refused (an editor's expired or broken
 * link); every other request is public, whatever its query says.
 * @module
 */

import { previewAskOf } from '../../app/routing/preview-request';
import { checkPreviewToken } from '../../contract/preview-token.server';

export type PreviewState =
  | { kind: 'public' }
  | { kind: 'refused'; reason: 'expired' | 'invalid' }
  | { kind: 'verified'; id: string; postType: string; parentPostType: string; token: string; expiresAt: number };

export const PUBLIC: PreviewState = { kind: 'public' };

export async function previewStateOf(
  path: string,
  search: URLSearchParams,
  secrets: readonly string[],
  nowSeconds: number,
): Promise<PreviewState> {
  const ask = previewAskOf(path, search);
  if (!ask) return PUBLIC;
  if (!ask.id || !ask.token) return { kind: 'refused', reason: 'invalid' };
  const check = await checkPreviewToken(secrets, ask.token, ask.id, ask.postType, nowSeconds);
  if (check.status !== 'valid') return { kind: 'refused', reason: check.status };
  return {
    kind: 'verified',
    id: ask.id,
    postType: ask.postType,
    parentPostType: ask.parentPostType,
    token: ask.token,
    expiresAt: check.expires,
  };
}
