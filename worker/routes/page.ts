/**
 * Page requests that the page cache did not answer: the route pipeline, the
 * page's document (render/page-document.ts), then its response
 * (render/page-response.ts). For people the head is flushed as soon as the
 * route is resolved, before nodes arrive; crawlers get complete HTML (and a
 * 503, never a degraded 200, when nodes fail). Also the page cache's
 * re-render of a stale page (`renderForCache`).
 * @module
 */

import type { ContentAnswer, LoadResult } from '../cache/swr-cache';
import { listTagsOf } from '../cms/content-service';
import type { AppContext } from '../context';
import { nowOf } from '../env';
import { HttpError } from '../errors';
import { runPipeline } from '../pipeline/run-pipeline';
import { stepInputOf } from '../pipeline/step-input';
import type { Outcome } from '../pipeline/types';
import { siteFrame } from '../render/app-state';
import { partsText } from '../render/html-parts';
import { pageDocument } from '../render/page-document';
import { loadPageNodes, type PageNodesResult, pageNodesNow } from '../render/page-nodes';
import { redirectResponse, respond } from '../render/page-response';

/** Seconds a crawler is asked to wait when a page's nodes cannot be loaded. */
const NODES_RETRY_AFTER = 30;

/** Resolve → document → respond. */
export async function renderPage(c: AppContext): Promise<Response> {
  const { content } = c.get('scope');
  // The site frame depends on nothing the pipeline decides: it is read beside it.
  const frame = siteFrame(c.get('config'), content);
  const outcome = await runPipeline(stepInputOf(c));
  if (outcome.kind === 'redirect') return redirectResponse(outcome);
  const { page } = outcome;
  const now = nowOf(c.get('config'));
  const { openJobs } = c.get('isolate').renderer;
  let nodes: PageNodesResult | Promise<PageNodesResult> =
    pageNodesNow(page, content, now, openJobs) ?? loadPageNodes(page, content, c.get('log'), now, openJobs);
  if (c.get('isBot')) {
    // Crawlers get complete HTML, and a 503 rather than a page without its content.
    nodes = await nodes;
    if (nodes.degraded)
      throw new HttpError(503, 'Service Unavailable', 'The page content could not be loaded', { retryAfter: NODES_RETRY_AFTER });
  }
  return respond(c, page, await pageDocument(c, frame, page, nodes));
}

/**
 * The finished document in one piece, for the page cache's background refresh of a stale page. Its data is
 * revalidated with it (a content service that reloads anything past its fresh window), so what the CMS has
 * withdrawn leaves with this one render. A page that is no longer there (404, 410, a redirect now) answers so,
 * and the page cache drops it; a failure keeps the stale page. While the CMS is failing the page is not made
 * again: the site frame is read instead, which probes the CMS when its breaker allows.
 */
export async function renderForCache(c: AppContext): Promise<LoadResult<string>> {
  const content = c.get('scope').revalidatingContent();
  if (!content.cmsUp) {
    await content.site().catch(() => undefined);
    return { ok: false, error: 'the CMS is failing' };
  }
  try {
    const outcome: Outcome = await runPipeline({ ...stepInputOf(c), content });
    if (outcome.kind !== 'page') return notAPage({ status: outcome.status, statusMessage: 'Redirected', message: outcome.location });
    if (outcome.page.status !== 200)
      return notAPage({ status: outcome.page.status, statusMessage: 'Not a page', message: outcome.page.path });
    const nodes = await loadPageNodes(outcome.page, content, c.get('log'), nowOf(c.get('config')), c.get('isolate').renderer.openJobs);
    // A page rendered without its nodes does not replace a complete one.
    if (nodes.degraded) return { ok: false, error: 'nodes unavailable' };
    const { head, body } = await pageDocument(c, siteFrame(c.get('config'), content), outcome.page, nodes);
    return { ok: true, value: partsText([head, ...(await body).end]), tags: listTagsOf(nodes.slots), datedAt: content.datedAt() };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return notAPage(error);
    return { ok: false, error: `re-render failed: ${(error as Error)?.message ?? String(error)}` };
  }
}

function notAPage(answer: ContentAnswer): LoadResult<string> {
  return {
    ok: false,
    error: `not a page any more (${answer.status})`,
    answer: { status: answer.status, statusMessage: answer.statusMessage, message: answer.message },
  };
}
