/**
 * A resolved page's nodes: known already (jobs, drafts), held fresh by the
 * isolate, or loaded by slug through the cache layer. A node load that fails
 * is logged and the page still renders without them (marked degraded: never
 * stored as a rendered page, and never sent to a crawler as a 200). A CMS
 * that answers that the nodes are not there has unpublished the page: 404 or
 * 410. Jobs lists show the roles open on the request's date (open-jobs.ts),
 * however old the data they come from; the news lists' filter lines, the CMS's
 * counts for the list shown (news-filters.ts).
 * @module
 */

import { londonDate } from '../../contract/london-day';
import type { Slots } from '../../contract/nodes';
import { showsNewsFilters, withNewsFilters } from '../../contract/routing/news-filters';
import { slugOf } from '../../contract/slugs';
import { ContentAnswerError } from '../cache/swr-cache';
import type { ContentService } from '../cms/content-service';
import { gone, notFound } from '../errors';
import type { RequestLog } from '../observability/request-log';
import type { ResolvedPage } from '../pipeline/types';
import type { OpenJobs } from '../render/open-jobs';

export interface PageNodesResult {
  slots: Slots;
  degraded: boolean;
}

/**
 * The page's nodes: at once when they are at hand without a wait (known with the route, or held fresh by the
 * isolate), else a promise of them from the cache layer or the CMS. `now`: the request's calendar (a timeline's
 * moment on one), which decides the day's open roles.
 */
export function pageNodes(
  page: ResolvedPage,
  content: ContentService,
  log: RequestLog,
  now: number,
  openJobs: OpenJobs,
): PageNodesResult | Promise<PageNodesResult> {
  const found = foundNodes(page, content, log);
  const today = londonDate(now);
  const shown = ({ slots, degraded }: PageNodesResult) => ({ slots: openJobs.view(slots, today), degraded });
  const counted = (result: PageNodesResult) =>
    showsNewsFilters(result.slots) ? withCounts(result, page.path, content, log).then(shown) : shown(result);
  return found instanceof Promise ? found.then(counted) : counted(found);
}

/** The filter lines filled with the news's counts; without them (the CMS failing) the page renders degraded. */
async function withCounts(result: PageNodesResult, path: string, content: ContentService, log: RequestLog): Promise<PageNodesResult> {
  try {
    return { slots: withNewsFilters(result.slots, path, await content.newsCounts()), degraded: result.degraded };
  } catch (error) {
    log.error(`news counts failed: ${(error as Error).message}`);
    return { ...result, degraded: true };
  }
}

function foundNodes(page: ResolvedPage, content: ContentService, log: RequestLog): PageNodesResult | Promise<PageNodesResult> {
  const { nodes } = page;
  if (nodes.kind === 'ready') return { slots: nodes.slots, degraded: false };
  const from = nodes.from ?? page.path;
  const held = content.slotsHeld(from);
  const found = held ? { slots: held, degraded: false } : loadNodes(from, page.path, content, log);
  const { fill } = nodes;
  if (!fill) return found;
  const filled = (result: PageNodesResult) => ({ slots: fill(result.slots), degraded: result.degraded });
  return found instanceof Promise ? found.then(filled) : filled(found);
}

/** `from`: the address whose nodes they are; `path`: the page's, which a 404 or 410 names. */
async function loadNodes(from: string, path: string, content: ContentService, log: RequestLog): Promise<PageNodesResult> {
  const slug = slugOf(from);
  try {
    return { slots: await content.slots(slug, from), degraded: false };
  } catch (error) {
    if (error instanceof ContentAnswerError) throw error.answer.status === 410 ? gone(path) : notFound(path);
    log.error(`nodes for ${slug} failed: ${(error as Error).message}`);
    return { slots: {}, degraded: true };
  }
}
