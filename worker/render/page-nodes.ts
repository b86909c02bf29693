/**
 * A resolved page's nodes: known already (jobs, drafts), or loaded by slug
 * through the cache layer. A node load that fails is logged and the page still
 * renders without them (marked degraded: never stored as a rendered page, and
 * never sent to a crawler as a 200). A CMS that answers that the nodes are not
 * there has unpublished the page: 404 or 410. Jobs lists show the roles open
 * on the request's date (open-jobs.ts), however old the data they come from.
 * @module
 */

import { londonDate } from '../../contract/london-day';
import type { Slots } from '../../contract/nodes';
import { ContentAnswerError } from '../cache/swr-cache';
import type { ContentService } from '../cms/content-service';
import { gone, notFound } from '../errors';
import type { RequestLog } from '../observability/request-log';
import type { ResolvedPage } from '../pipeline/types';
import type { OpenJobs } from './open-jobs';

export interface PageNodesResult {
  slots: Slots;
  degraded: boolean;
}

/** `now`: the request's time (the worker's clock), which decides the day's open roles. */
export async function loadPageNodes(
  page: ResolvedPage,
  content: ContentService,
  log: RequestLog,
  now: number,
  openJobs: OpenJobs,
): Promise<PageNodesResult> {
  const today = londonDate(now);
  if (page.nodes.kind === 'ready') return { slots: openJobs.view(page.nodes.slots, today), degraded: false };
  try {
    return { slots: openJobs.view(await content.slots(page.nodes.slug, page.path), today), degraded: false };
  } catch (error) {
    if (error instanceof ContentAnswerError) throw error.answer.status === 410 ? gone(page.path) : notFound(page.path);
    log.error(`nodes for ${page.nodes.slug} failed: ${(error as Error).message}`);
    return { slots: {}, degraded: true };
  }
}

/**
 * The page's nodes when they are at hand without a wait (known with the route: a job, a draft; or held fresh by
 * the isolate), as `loadPageNodes` gives them; else undefined.
 */
export function pageNodesNow(page: ResolvedPage, content: ContentService, now: number, openJobs: OpenJobs): PageNodesResult | undefined {
  const slots = page.nodes.kind === 'ready' ? page.nodes.slots : content.slotsHeld(page.path);
  return slots && { slots: openJobs.view(slots, londonDate(now)), degraded: false };
}
