/**
 * A filter of the jobs list (`/jobs/team/editorial/`, `/jobs/?q=editor`, contract/routing/job-filter.ts):
 * the `/jobs/` page, its route and nodes read as `/jobs/` itself reads them
 * (the same cached answers, so a filter costs the CMS nothing), with its list
 * narrowed to the open roles that match. An address that is not in the one
 * form the site writes, or whose values no open role has today, is a 404 (the
 * jobs error page, with its button to the jobs page); a keyword no role has is
 * a list that says so (a search, not an address), never indexed.
 * @module
 */

import { londonDate } from '../../contract/london-day';
import type { JobSummary } from '../../contract/nodes';
import type { RouteEntry } from '../../contract/route';
import { type FilterSlugs, filterText, JOBS_PATH, type JobFilter, matchesFilter, resolveFilter } from '../../contract/routing/job-filter';
import { slugOf } from '../../contract/slugs';
import type { ContentService } from '../cms/content-service';
import { HttpError, notFound } from '../errors';
import { listedJobsOf, openJobsOf } from '../render/open-jobs';
import type { Outcome, StepInput } from './types';

/** The `/jobs/` page's route and nodes, read as `/jobs/` itself reads them; null when no jobs page is there. */
async function jobsPage(content: ContentService) {
  const [{ route }, slots] = await Promise.all([content.lookup(JOBS_PATH), content.slots(slugOf(JOBS_PATH), JOBS_PATH)]);
  return route && route.path === JOBS_PATH && !route.meta.gone ? { route, slots } : null;
}

/** Every role the jobs page lists (closed ones too), or null when there is no jobs page or list. */
export async function listedJobs(content: ContentService): Promise<JobSummary[] | null> {
  const page = await jobsPage(content);
  return page && listedJobsOf(page.slots);
}

export async function jobsFilterPage(
  { path, content, config, now, openJobs }: StepInput,
  slugs: FilterSlugs | 'invalid',
  keyword: string | null,
): Promise<Outcome> {
  if (slugs === 'invalid') throw notFound(path);
  const page = await jobsPage(content);
  if (!page) throw notFound(path);
  const { route, slots } = page;
  const today = londonDate(now);
  const open = openJobsOf(slots, today);
  if (!open) throw notFound(path);
  const facets = resolveFilter(slugs, open);
  if (!facets || !open.some((job) => matchesFilter(job, facets))) {
    throw new HttpError(404, 'No Matching Roles', 'No open role matches this search today. Every open role is on the jobs page.');
  }
  const filter: JobFilter = keyword ? { ...facets, keyword } : facets;
  return {
    kind: 'page',
    page: {
      path,
      route: filterRoute(route, path, filter, config.SITE_ORIGIN),
      status: 200,
      nodes: { kind: 'ready', slots: openJobs.view(slots, today, filter) },
    },
  };
}

/**
 * The jobs page's route entry, named for the filter: its own title, address and last breadcrumb. A keyword's
 * list is a search: kept out of search engines' indexes.
 */
function filterRoute(jobs: RouteEntry, path: string, filter: JobFilter, origin: string): RouteEntry {
  const words = filterText(filter);
  const title = `${jobs.meta.title}: ${words}`;
  const { canonical_path: _canonical, ...meta } = jobs.meta;
  const trail = jobs.meta.breadcrumbs?.length ? jobs.meta.breadcrumbs : [{ title: jobs.meta.title, slug: slugOf(JOBS_PATH) }];
  const segments = path.slice(JOBS_PATH.length, -1).replaceAll('/', '-');
  const tags = { ...jobs.meta.tags, ogTitle: title, twitterTitle: title, ogUrl: `${origin}${path}` };
  return {
    ...jobs,
    name: [jobs.name, segments, filter.keyword ? 'search' : ''].filter(Boolean).join('-'),
    path,
    meta: {
      ...meta,
      title,
      tags: filter.keyword ? { ...tags, robots: 'noindex, nofollow' } : tags,
      post_data: { ...jobs.meta.post_data, has_parent: true },
      breadcrumbs: path === JOBS_PATH ? trail : [...trail, { title: words, slug: path.slice(JOBS_PATH.length) }],
    },
  };
}
