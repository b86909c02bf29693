/**
 * Route entries for the special routes, which the CMS's route table
 * does not hold: the job detail page (titled Jobs) and the preview page
 * (titled Home).
 * @module
 */
import type { Job } from '../../contract/nodes';
import type { RouteEntry } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';

/** A job's page; a closed role's page is kept out of search results (`noindex`). */
export function jobRoute(job: Job, origin: string, closed = false): RouteEntry {
  const route = routeEntry({
    ...(closed ? { robots: 'noindex, nofollow' as const } : {}),
    path: `/jobs/${job.id}`,
    name: `job-${job.id}`,
    title: 'Jobs',
    socialTitle: `${job.title} | Jobs`,
    description: job.summary,
    kind: 'page',
    origin,
    publishedIso: job.datePosted,
    hasParent: true,
    breadcrumbs: [
      { title: 'Jobs', slug: 'jobs' },
      { title: job.title, slug: job.id },
    ],
  });
  // Titled Jobs, as the specification names the page; the document names the role first.
  return { ...route, meta: { ...route.meta, documentTitle: `${job.title} - Jobs` } };
}

/**
 * The preview page's route: the draft's own, as it will be published (its headline, category, date, breadcrumbs
 * and layout), addressed at `/preview` and kept out of search; a generic page titled Home when the CMS names none.
 */
export function previewRoute(path: string, origin: string, now: number, draft?: RouteEntry): RouteEntry {
  if (draft) {
    const { canonical_path: _canonical, gone: _gone, internal: _internal, ...meta } = draft.meta;
    return {
      ...draft,
      name: 'preview',
      path,
      meta: { ...meta, tags: { ...meta.tags, robots: 'noindex, nofollow', ogUrl: `${origin}/preview` } },
    };
  }
  return routeEntry({
    path,
    name: 'preview',
    title: 'Home',
    description: 'Draft preview',
    kind: 'page',
    origin,
    urlPath: '/preview',
    publishedIso: new Date(now).toISOString().slice(0, 10),
    robots: 'noindex, nofollow',
  });
}
