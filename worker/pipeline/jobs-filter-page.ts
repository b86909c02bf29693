/**
 * A filter of the jobs list (`/jobs/team/editorial/`, contract/routing/job-filter.ts):
 * the `/jobs/` page, its route and nodes read as `/jobs/` itself reads them
 * (the same cached answers, so a filter costs the CMS nothing), with its list
 * narrowed to the open roles that match. An address that is not in the one
 * form the site writes, or that no open role matches today, is a 404 (the
 * jobs error page, with its button to the jobs page).
 * @module
 */

import { londonDate } from '../../contract/london-day';
import type { RouteEntry } from '../../contract/route';
import { type FilterSlugs, filterText, JOBS_PATH, type JobFilter, matchesFilter, resolveFilter } from '../../contract/routing/job-filter';
import { slugOf } from '../../contract/slugs';
import { nowOf } from '../env';
import { HttpError, notFound } from '../errors';
import { openJobsOf } from '../render/open-jobs';
import type { Outcome, StepInput } from './types';

export async function jobsFilterPage({ path, content, config, openJobs }: StepInput, slugs: FilterSlugs | 'invalid'): Promise<Outcome> {
  if (slugs === 'invalid') throw notFound(path);
  const [{ route }, slots] = await Promise.all([content.lookup(JOBS_PATH), content.slots(slugOf(JOBS_PATH), JOBS_PATH)]);
  if (!route || route.path !== JOBS_PATH || route.meta.gone) throw notFound(path);
  const today = londonDate(nowOf(config));
  const open = openJobsOf(slots, today);
  if (!open) throw notFound(path);
  const filter = resolveFilter(slugs, open);
  if (!filter || !open.some((job) => matchesFilter(job, filter))) {
    throw new HttpError(404, 'No Matching Roles', 'No open role matches this search today. Every open role is on the jobs page.');
  }
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

/** The jobs page's route entry, named for the filter: its own title, address and last breadcrumb. */
function filterRoute(jobs: RouteEntry, path: string, filter: JobFilter, origin: string): RouteEntry {
  const words = filterText(filter);
  const title = `${jobs.meta.title}: ${words}`;
  const { canonical_path: _canonical, ...meta } = jobs.meta;
  const trail = jobs.meta.breadcrumbs?.length ? jobs.meta.breadcrumbs : [{ title: jobs.meta.title, slug: slugOf(JOBS_PATH) }];
  return {
    ...jobs,
    name: `${jobs.name}-${path.slice(JOBS_PATH.length, -1).replaceAll('/', '-')}`,
    path,
    meta: {
      ...meta,
      title,
      tags: { ...jobs.meta.tags, ogTitle: title, twitterTitle: title, ogUrl: `${origin}${path}` },
      post_data: { ...jobs.meta.post_data, has_parent: true },
      breadcrumbs: [...trail, { title: words, slug: path.slice(JOBS_PATH.length) }],
    },
  };
}
