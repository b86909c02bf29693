/**
 * `GET /sitemaps/jobs.xml`: the job pages, listed while their roles are open
 * (by the request's date in London, as the pages themselves judge it). Read
 * from the jobs page's list, the same cached answer `/jobs/` shows, so the
 * sitemap and the list always agree. A crawler may keep it five minutes, but
 * never past London's next midnight, when a role it names may close.
 * @module
 */

import { jobHref } from '../../../app/nodes/parts/jobs';
import type { JobSummary } from '../../../contract/nodes';
import { SITEMAPS_DIR } from '../../../contract/routing/site-paths';
import type { AppContext } from '../../context';
import { openRolesToday } from './open-roles';
import { CONTENT_TYPES } from './seo-response';
import { element, XML_DECLARATION } from './xml';

export const JOBS_SITEMAP_PATH = `${SITEMAPS_DIR}jobs.xml`;

/** Seconds crawlers may keep the file at most (the other sitemaps' lifetime). */
const MAX_AGE = 300;

export function jobsSitemapXml(origin: string, jobs: readonly JobSummary[]): string {
  const urls = jobs.map((job) => `<url>${element('loc', `${origin}${jobHref(job.id)}`)}${element('lastmod', job.datePosted)}</url>\n`);
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

export async function jobsSitemapRoute(c: AppContext): Promise<Response> {
  const { jobs, maxAge } = await openRolesToday(c, MAX_AGE);
  return c.body(jobsSitemapXml(c.get('config').SITE_ORIGIN, jobs), 200, {
    'content-type': CONTENT_TYPES.xml,
    'cache-control': `public, max-age=${maxAge}`,
  });
}
