/**
 * `GET /__data?path=/x/`: the client router's view of a navigation. The edge
 * resolves the page as for a page request (worker/page/resolve.ts: the same
 * pipeline, nodes and site frame through the same cache and request scope)
 * and answers with the outcome as JSON, so the browser never talks to the CMS.
 * @module
 */

import type { DataAnswer } from '../../contract/routing/data-answer';
import { isValidPath } from '../../contract/routing/paths';
import { CACHE_CONTROL } from '../cache/cache-control';
import type { AppContext } from '../context';
import { buildHead } from '../head/build-head';
import { resolvePage } from '../page/resolve';
import { appState, contentPage } from '../render/app-state';

export async function dataRoute(c: AppContext): Promise<Response> {
  const resolved = await resolvePage(c);
  if (resolved.kind === 'redirect') {
    const answer: DataAnswer = { kind: 'redirect', location: resolved.location, external: resolved.external };
    return c.json(answer, 200, { 'cache-control': CACHE_CONTROL.data });
  }
  const { page } = resolved;
  const [nodes, frame] = await Promise.all([resolved.nodes, resolved.frame]);
  const state = contentPage(page, nodes.slots);
  const answer: DataAnswer = { kind: 'page', status: page.status, page: state, head: buildHead(appState(frame, state)), site: frame };
  return c.json(answer, 200, { 'cache-control': isValidPath(page.path) && !nodes.degraded ? CACHE_CONTROL.data : CACHE_CONTROL.none });
}
