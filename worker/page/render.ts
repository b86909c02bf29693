/**
 * A page rendered: resolved (resolve.ts), then its document (document.ts)
 * and its response (response.ts). For people the head is flushed as soon as
 * the route is resolved, before nodes arrive; crawlers get complete HTML (and
 * a 503, never a degraded 200, when nodes fail). Also the page cache's
 * re-render of a stale page (`renderForCache`).
 * @module
 */

import type { ContentAnswer, LoadResult } from '../cache/load-result';
import { listTagsOf } from '../cms/content-service';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { partsText } from '../render/html-parts';
import { pageDocument } from './document';
import { resolvePage } from './resolve';
import { type RenderedPage, respond } from './response';

/** Seconds a crawler is asked to wait when a page's nodes cannot be loaded. */
const NODES_RETRY_AFTER = 30;

export async function renderPage(c: AppContext): Promise<RenderedPage> {
  let resolved = await resolvePage(c);
  if (resolved.kind === 'page' && c.get('isBot')) {
    // Crawlers get complete HTML, and a 503 rather than a page without its content.
    const nodes = await resolved.nodes;
    if (nodes.degraded)
      throw new HttpError(503, 'Service Unavailable', 'The page content could not be loaded', { retryAfter: NODES_RETRY_AFTER });
    resolved = { ...resolved, nodes };
  }
  return respond(c, resolved);
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
    const resolved = await resolvePage(c, content);
    if (resolved.kind !== 'page') return notAPage({ status: resolved.status, statusMessage: 'Redirected', message: resolved.location });
    const { page } = resolved;
    if (page.status !== 200) return notAPage({ status: page.status, statusMessage: 'Not a page', message: page.path });
    const nodes = await resolved.nodes;
    // A page rendered without its nodes does not replace a complete one.
    if (nodes.degraded) return { ok: false, error: 'nodes unavailable' };
    const { head, body } = await pageDocument(c, resolved.frame, page, nodes);
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
