/**
 * `GET /__data?path=/x/`: the client router's view of a navigation. The edge
 * runs the same pipeline as for a page (legacy table, redirect lookup, route
 * lookup, nodes through the same cache and the same request scope) and
 * answers with the outcome as JSON, so the browser never talks to the CMS.
 * @module
 */

import type { DataAnswer } from '../../app/routing/data-answer';
import { isValidPath } from '../../app/routing/paths';
import { CACHE_CONTROL } from '../cache/cache-control';
import type { AppContext } from '../context';
import { nowOf } from '../env';
import { buildHead } from '../head/build-head';
import { runPipeline } from '../pipeline/run-pipeline';
import { stepInputOf } from '../pipeline/step-input';
import { appState, contentPage, siteFrame } from '../render/app-state';
import { loadPageNodes } from '../render/page-nodes';

export async function dataRoute(c: AppContext): Promise<Response> {
  const outcome = await runPipeline(stepInputOf(c));
  if (outcome.kind === 'redirect') {
    const answer: DataAnswer = { kind: 'redirect', location: outcome.location, external: outcome.external };
    return c.json(answer, 200, { 'cache-control': CACHE_CONTROL.data });
  }
  const { page } = outcome;
  const { content } = c.get('scope');
  const [nodes, frame] = await Promise.all([
    loadPageNodes(page, content, c.get('log'), nowOf(c.get('config')), c.get('isolate').renderer.openJobs),
    siteFrame(c.get('config'), content),
  ]);
  const state = contentPage(page, nodes.slots);
  const answer: DataAnswer = { kind: 'page', status: page.status, page: state, head: buildHead(appState(frame, state)), site: frame };
  return c.json(answer, 200, { 'cache-control': isValidPath(page.path) && !nodes.degraded ? CACHE_CONTROL.data : CACHE_CONTROL.none });
}
