/**
 * A resolved page's nodes: known already (jobs, drafts), or loaded by slug
 * through the cache layer. A node load that fails is logged and the page still
 * renders without them (marked degraded: never stored as a rendered page, and
 * never sent to a crawler as a 200). A CMS that answers that the nodes are not
 * there has unpublished the page: 404 or 410.
 * @module
 */
import type { Slots } from '../../app/content/nodes';
import type { ContentService } from '../cms/content-service';
import { ContentAnswerError } from '../cms/swr-cache';
import { gone, notFound } from '../errors';
import type { RequestLog } from '../observability/request-log';
import type { ResolvedPage } from '../pipeline/types';

export interface PageNodesResult {
  slots: Slots;
  degraded: boolean;
}

export async function loadPageNodes(page: ResolvedPage, content: ContentService, log: RequestLog): Promise<PageNodesResult> {
  if (page.nodes.kind === 'ready') return { slots: page.nodes.slots, degraded: false };
  try {
    return { slots: await content.slots(page.nodes.slug, page.path), degraded: false };
  } catch (error) {
    if (error instanceof ContentAnswerError) throw error.answer.status === 410 ? gone(page.path) : notFound(page.path);
    log.error(`nodes for ${page.nodes.slug} failed: ${(error as Error).message}`);
    return { slots: {}, degraded: true };
  }
}
