/**
 * A page's document, assembled in one place whatever state its content is
 * in. Nodes at hand (a job, a draft, nodes the isolate holds, or nodes awaited
 * for a crawler or for the page cache's re-render) give the whole document at
 * once. Nodes still loading give the head now (the route alone decides it)
 * and the rest when they arrive; a failure after the head went is shown in
 * the page (render/render-failure.ts).
 * @module
 */

import type { AppState, SiteFrame } from '../../contract/page-state';
import type { AppContext } from '../context';
import type { ResolvedPage } from '../pipeline/types';
import { appState, contentPage } from '../render/app-state';
import type { HtmlPart } from '../render/html-parts';
import { renderFailure } from '../render/render-failure';
import type { PageNodesResult } from './nodes';

/** The rest of the document after the head, and the nodes it shows (null: it shows a failure). */
export interface DocumentBody {
  end: HtmlPart[];
  nodes: PageNodesResult | null;
}

export interface PageDocument {
  head: HtmlPart;
  /** Ready with the head when the nodes were at hand; else it follows them. */
  body: DocumentBody | Promise<DocumentBody>;
}

export async function pageDocument(
  c: AppContext,
  frame: SiteFrame | Promise<SiteFrame>,
  page: ResolvedPage,
  nodes: PageNodesResult | Promise<PageNodesResult>,
): Promise<PageDocument> {
  const site = await frame;
  if (!(nodes instanceof Promise)) {
    // The head from the whole state: a job's JSON-LD reads its node.
    const state = appState(site, contentPage(page, nodes.slots));
    return { head: headOf(c, state), body: { end: await renderEnd(c, state), nodes } };
  }
  const early = appState(site, contentPage(page, {}));
  const body = nodes
    .then(async (loaded) => ({ end: await renderEnd(c, { ...early, page: contentPage(page, loaded.slots) }), nodes: loaded }))
    .catch(async (error: unknown) => ({ end: await renderFailure(c, site, page.path, error), nodes: null }));
  return { head: headOf(c, early), body };
}

/** The document's start (the client build it links: Vite's dev server in `npm run dev`). */
function headOf(c: AppContext, state: AppState): HtmlPart {
  const { renderer } = c.get('isolate');
  return renderer.documentHead(state, renderer.client(c.get('config').DEV_CLIENT_ORIGIN));
}

async function renderEnd(c: AppContext, state: AppState): Promise<HtmlPart[]> {
  const started = performance.now();
  const html = await c.get('isolate').renderer.documentEnd(state);
  c.get('log').render(Math.round(performance.now() - started));
  return html;
}
