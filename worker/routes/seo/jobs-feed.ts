/**
 * `GET /jobs/feed.xml`: RSS 2.0 of the open roles, newest first, so jobseekers hear of new roles without
 * visiting. Read from the jobs page's list, the same cached answer `/jobs/` shows, and judged open by the
 * request's date in London, as the list and the jobs sitemap judge it; kept at most until London's next
 * midnight, when a role it names may close. Linked from the jobs list and its page's head. A role's pubDate is the
 * moment it was posted (`posted`), its day's midnight from a CMS that knows the day only.
 * @module
 */

import { sortJobs } from '../../../app/jobs/job-order';
import { jobHref } from '../../../app/nodes/parts/jobs';
import type { JobSummary } from '../../../contract/nodes';
import { momentOf } from '../../../contract/published-date';
import { JOBS_PATH } from '../../../contract/routing/job-filter';
import { JOBS_FEED_PATH } from '../../../contract/routing/site-paths';
import type { AppContext } from '../../context';
import { openRolesToday } from './open-roles';
import { CONTENT_TYPES } from './seo-response';
import { element, escapeXml, XML_DECLARATION } from './xml';

/** Seconds a reader may keep the feed at most (the other feeds' lifetime). */
const MAX_AGE = 300;

/** When a role was posted, as RSS writes it (`Tue, 14 Nov 2023 09:00:00 GMT`). */
const postedAt = (job: JobSummary): Date => momentOf(job.posted, job.datePosted)!;

export function jobsFeedXml(origin: string, siteName: string, jobs: readonly JobSummary[]): string {
  const roles = sortJobs(jobs, undefined);
  const newest = Math.max(...roles.map((job) => postedAt(job).getTime()));
  const items = roles.map((job) => {
    const link = `${origin}${jobHref(job.id)}`;
    const where = [job.department, job.location, job.validThrough ? `closes ${job.validThrough}` : ''].filter(Boolean).join(', ');
    return [
      '<item>',
      element('title', job.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element('pubDate', postedAt(job).toUTCString()),
      element('description', `${job.summary} (${where})`),
      element('category', job.department),
      '</item>',
    ].join('');
  });
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', `${siteName} jobs`),
    element('link', `${origin}${JOBS_PATH}`),
    element('description', `Open roles at ${siteName}, newest first`),
    element('language', 'en-GB'),
    `<atom:link href="${escapeXml(`${origin}${JOBS_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(roles[0] ? [element('lastBuildDate', new Date(newest).toUTCString())] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function jobsFeedRoute(c: AppContext): Promise<Response> {
  const { jobs, maxAge } = await openRolesToday(c, MAX_AGE);
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  return c.body(jobsFeedXml(SITE_ORIGIN, SITE_NAME, jobs), 200, {
    'content-type': CONTENT_TYPES.rss,
    'cache-control': `public, max-age=${maxAge}`,
  });
}
