/**
 * Route entries for the special routes (spec §2), which the CMS's route table
 * does not hold: the job detail page (titled Jobs) and the preview page
 * (titled Home).
 * @module
 */
import type { Job } from '../../app/content/nodes';
import type { RouteEntry } from '../../app/content/route';
import { formatPublishedDate } from '../../app/format';

export function jobRoute(job: Job, origin: string): RouteEntry {
  const path = `/jobs/${job.id}`;
  return {
    name: `job-${job.id}`,
    path,
    component: 'PageView',
    meta: {
      template: 'default',
      layout: 'default',
      title: 'Jobs',
      tags: {
        robots: 'index, follow',
        ogTitle: `${job.title} | Jobs`,
        twitterTitle: `${job.title} | Jobs`,
        description: job.summary,
        ogDescription: job.summary,
        ogType: 'website',
        ogUrl: `${origin}${path}`,
      },
      post_data: {
        published_date: formatPublishedDate(new Date(`${job.datePosted}T00:00:00Z`)),
        post_type: 'page',
        has_parent: true,
      },
      breadcrumbs: [{ title: 'Jobs', slug: 'jobs' }, { title: job.title, slug: job.id }],
    },
  };
}

export function previewRoute(path: string, origin: string): RouteEntry {
  return {
    name: 'preview',
    path,
    component: 'PageView',
    meta: {
      template: 'default',
      layout: 'default',
      title: 'Home',
      tags: {
        robots: 'noindex, nofollow',
        ogTitle: 'Home',
        twitterTitle: 'Home',
        description: 'Draft preview',
        ogDescription: 'Draft preview',
        ogType: 'website',
        ogUrl: `${origin}/preview`,
      },
      post_data: { published_date: formatPublishedDate(new Date()), post_type: 'page', has_parent: false },
    },
  };
}
