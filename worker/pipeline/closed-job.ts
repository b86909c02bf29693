/**
 * The page of a role that has closed (its closing date is before today in
 * London): 410 Gone, so crawlers and job boards drop it, with a page that
 * says so in place of the role (no apply button, no JobPosting data) and
 * sends the reader on (the open roles, their feed, the site). 410 rather
 * than 200: the address will not come back, and a crawler gets that from the
 * status alone.
 * @module
 */

import type { Job } from '../../contract/nodes';
import { formatIsoDate } from '../../contract/published-date';
import { JOBS_PATH } from '../../contract/routing/job-filter';
import { JOBS_FEED_PATH } from '../../contract/routing/site-paths';
import { jobRoute } from './synthetic-routes';
import type { ResolvedPage } from './types';

export const CLOSED_JOB_STATUS = 410;

export function closedJobPage(path: string, job: Job, origin: string): ResolvedPage {
  const closed = job.validThrough ? ` on ${formatIsoDate(job.validThrough)}` : '';
  return {
    path,
    route: jobRoute(job, origin, true),
    status: CLOSED_JOB_STATUS,
    nodes: {
      kind: 'ready',
      slots: {
        main: [
          {
            type: 'hero',
            variant: 'page',
            eyebrow: 'This role has closed',
            heading: job.title,
            subheading: `Applications for this role closed${closed}. Our open roles are on the jobs page.`,
            cta: { label: 'See open roles', href: JOBS_PATH },
          },
          // Ways on besides the list: hear of the next role, or read about working here.
          {
            type: 'rich-text',
            html: `<p>New roles are announced in the <a href="${JOBS_FEED_PATH}">feed of open roles</a>. What working here is like: <a href="/life-at-immediate/">Life at Immediate</a>. Anything else: <a href="/contact/">contact us</a>.</p>`,
          },
        ],
      },
    },
  };
}
