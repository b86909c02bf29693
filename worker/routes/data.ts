/**
 * `GET /__data?path=/x/`: the client router's view of a navigation. The edge
 * runs the same pipeline as for a page (legacy table, redirect lookup, route
 * table, nodes through the same cache) and answers with the outcome as JSON,
 * so the browser never talks to the CMS.
 * @module
 */
import type { ContentPage } from '../../app/content/page-state';
import { buildHead } from '../../app/head';
import type { DataAnswer } from '../../app/routing/data-answer';
import { isValidPath } from '../../app/routing/paths';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { isPreviewRequest } from '../preview/is-preview';
import { appState, siteFrame } from '../render/app-state';
import { requestPipeline } from './request-pipeline';

export async function dataRoute(c: AppContext): Promise<Response> {
  const requested = c.req.query('path') ?? '';
  if (!requested.startsWith('/') || requested.startsWith('//') || requested.length > 2048) {
    throw new HttpError(400, 'Bad Request', 'The path parameter is not valid');
  }
  const target = new URL(requested, c.var.config.SITE_ORIGIN);
  c.set('preview', isPreviewRequest(target.pathname, target.searchParams));
  const { run, content } = await requestPipeline(c, target);
  const outcome = await run();
  const cacheControl = c.var.preview ? 'private, no-store' : 'public, max-age=30';
  if (outcome.kind === 'redirect') {
    const answer: DataAnswer = { kind: 'redirect', location: outcome.location, external: outcome.external };
    return c.json(answer, 200, { 'cache-control': cacheControl });
  }
  const { page } = outcome;
  const slots = typeof page.slots === 'function' ? await page.slots() : page.slots;
  const state: ContentPage = { kind: 'content', path: page.path, route: page.route, slots, ...(page.preview ? { preview: true } : {}) };
  const head = buildHead(appState(await siteFrame(c.var.config, content), state));
  const answer: DataAnswer = { kind: 'page', status: page.status, page: state, head };
  return c.json(answer, 200, { 'cache-control': isValidPath(page.path) ? cacheControl : 'no-store' });
}
