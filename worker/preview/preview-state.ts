/**
 * The preview decision, made once per request: a request shows a draft only
 * when it asks for one (contract/routing/preview-request.ts) and its token verifies
 * for that id and post type under the current or previous secret, unexpired.
 * A request that asks but fails is refused (an editor's expired or broken
 * link); every other request is public, whatever its query says. What a
 * preview is answered with (private, unindexed, no cache) is here too.
 * The worker's preview rules live in this folder (worker/preview/).
 * @module
 */

import { checkPreviewToken } from '../../contract/preview-token.server';
import { PREVIEW_PATH, previewAskOf } from '../../contract/routing/preview-request';
import { CACHE_CONTROL } from '../cache/cache-control';

export type PreviewState =
  | { kind: 'public' }
  | { kind: 'refused'; reason: 'expired' | 'invalid' }
  | { kind: 'verified'; id: string; postType: string; parentPostType: string; token: string; expiresAt: number }
  | TimelineState;

/**
 * A verified timeline preview (`/preview?at=`, timeline.ts): every read asks the CMS for the site as it will be at
 * `at` (unix seconds) under the token, and nothing is read from or kept in a cache.
 */
export interface TimelineState {
  kind: 'timeline';
  at: number;
  token: string;
  expiresAt: number;
}

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

/** Whether the request asks for a draft: only `/preview` asks without a query, so most addresses parse none. */
export function asksForPreview(path: string, rawSearch: string): boolean {
  return (rawSearch !== '' || path === PREVIEW_PATH) && previewAskOf(path, new URLSearchParams(rawSearch)) !== null;
}

/** Whether the request shows what readers cannot see (a draft, the timeline): it reads and keeps no cache. */
export function showsUnpublished(preview: PreviewState): boolean {
  return preview.kind === 'verified' || preview.kind === 'timeline';
}

/** Nothing a preview answers (a draft, the timeline, or a refused link) may be stored by a shared cache or indexed. */
export function markPreviewResponse(preview: PreviewState, headers: Headers): void {
  if (preview.kind === 'public') return;
  headers.set('cache-control', CACHE_CONTROL.private);
  headers.set('x-robots-tag', 'noindex, nofollow');
}
