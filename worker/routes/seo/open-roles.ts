/**
 * The roles open today (by the request's date in London, as the job pages judge it), for the files that list them
 * (the jobs sitemap, the jobs feed): read from the jobs page's list, the same cached answer `/jobs/` shows, so the
 * files and the list always agree. Such a file may be kept a while, never past London's next midnight, when a role
 * it names may close.
 * @module
 */

import { londonDate, nextLondonMidnight } from '../../../contract/london-day';
import type { JobSummary } from '../../../contract/nodes';
import { JOBS_PATH } from '../../../contract/routing/job-filter';
import { ContentAnswerError } from '../../cache/swr-cache';
import type { AppContext } from '../../context';
import { openJobsOf } from '../../render/open-jobs';
import { contentOf } from './seo-response';

/** The open roles, and the seconds a file listing them may be kept: at most `maxAge`, never past midnight. */
export async function openRolesToday(c: AppContext, maxAge: number): Promise<{ jobs: JobSummary[]; maxAge: number }> {
  const now = c.get('calendar')();
  let jobs: JobSummary[] = [];
  try {
    const slots = await contentOf(c).slots('jobs', JOBS_PATH);
    jobs = openJobsOf(slots, londonDate(now)) ?? [];
  } catch (error) {
    // No jobs page: no open roles to list. Any other failure is the CMS's, and answered as one.
    if (!(error instanceof ContentAnswerError)) throw error;
  }
  return { jobs, maxAge: Math.max(1, Math.min(maxAge, Math.floor((nextLondonMidnight(now) - now) / 1000))) };
}
