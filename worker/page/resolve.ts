/**
 * What a page request is about, resolved once for all who need it (the page's
 * render, the page cache's re-render and `/__data`): its outcome through the
 * route pipeline, and for a page its nodes (at hand, or on their way) and the
 * site frame. The site frame depends on nothing the pipeline decides: it is
 * read beside it.
 * @module
 */

import type { SiteFrame } from '../../contract/page-state';
import type { ContentService } from '../cms/content-service';
import type { AppContext } from '../context';
import { runPipeline } from '../pipeline/run-pipeline';
import type { Outcome, ResolvedPage, StepInput } from '../pipeline/types';
import { siteFrame } from '../render/app-state';
import { type PageNodesResult, pageNodes } from './nodes';

export type Redirect = Extract<Outcome, { kind: 'redirect' }>;

export interface Page {
  kind: 'page';
  page: ResolvedPage;
  /** At once when the isolate holds them or the route brought them; else on their way. */
  nodes: PageNodesResult | Promise<PageNodesResult>;
  frame: Promise<SiteFrame>;
}

/** `content`: the request scope's content service unless another is given (the page cache's re-render). */
export async function resolvePage(c: AppContext, content = c.get('scope').content): Promise<Redirect | Page> {
  const config = c.get('config');
  const input = stepInput(c, content);
  const frame = siteFrame(config, content, c.get('calendar')());
  const outcome = await runPipeline(input);
  if (outcome.kind === 'redirect') return outcome;
  const { page } = outcome;
  return {
    kind: 'page',
    page,
    nodes: pageNodes(page, content, c.get('log'), c.get('calendar')(), c.get('isolate').renderer.openJobs),
    frame,
  };
}

/** The pipeline's input: the scope's target address (the page's own, or the one `/__data` names) and preview decision. */
function stepInput(c: AppContext, content: ContentService): StepInput {
  const scope = c.get('scope');
  const { path, rawSearch, preview } = scope;
  const isolate = c.get('isolate');
  const log = c.get('log');
  return {
    path,
    // Parsed when a step reads it (the scope's own getter): most pages have no query, and a parse is a runtime call.
    get search() {
      return scope.search;
    },
    rawSearch,
    config: c.get('config'),
    now: c.get('calendar')(),
    env: c.env,
    content,
    preview,
    log,
    legacyLookup: (key) =>
      isolate.legacy.lookup(
        c.env.REDIRECTS,
        key,
        (message) => log.fault('REDIRECTS KV', message),
        (promise) => c.executionCtx.waitUntil(promise),
      ),
    openJobs: isolate.renderer.openJobs,
  };
}
