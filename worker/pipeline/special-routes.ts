/**
 * Step: the special routes, before anything asks the CMS about the path.
 * - `/jobs/{id}` is a job (the job route wins over the numeric-slug rule);
 *   `/jobs/{id}/` answers 301 to `/jobs/{id}`, and so does `/jobs/1048`, the
 *   number alone, to the role whose id ends in it (read from the jobs list's
 *   cached answer: an unknown number costs the CMS what an unknown id does,
 *   one cached "not there"). A role whose closing date has
 *   passed (in London, by the request's date) is a 410 page saying so; an
 *   id the CMS has no role for is the jobs error page's 404, No such role.
 * - `/jobs/team/…/` and the other filter addresses, and `/jobs/?q=…`, are
 *   the jobs page with its list narrowed (jobs-filter-page.ts).
 * - A verified preview shows the draft; a refused one (expired, forged or
 *   malformed link, or `/preview` without one) gets the 403 preview page.
 * - `/search/` is the site's search page (search-page.ts).
 * - `/news/press-releases/`, `/news/topgear/`, `/news/topgear/press-releases/`
 *   and their pages are the news narrowed by type or brand, read from the CMS's
 *   news narrowed so (narrowed-news-page.ts).
 * - A numeric slug is a draft's id, never a published page: without a
 *   verified token it is a 404 at once, costing the CMS nothing.
 * @module
 */

import { isOpen, londonDate } from '../../contract/london-day';
import { filterSlugsOf, JOBS_PATH, type JobDetailView, jobKeywordOf } from '../../contract/routing/job-filter';
import { narrowedNewsPageOf } from '../../contract/routing/news-lists';
import { isValidPath, jobIdEndingIn, jobIdOf, jobPathWithoutSlash, numericSlugId } from '../../contract/routing/paths';
import { sameOriginLocation, withQuery } from '../../contract/routing/safe-location';
import { SEARCH_PATH } from '../../contract/search-limits';
import { ContentAnswerError } from '../cache/swr-cache';
import { HttpError, notFound, previewRefused } from '../errors';
import { closedJobPage } from './closed-job';
import { jobErrorOf } from './job-errors';
import { jobsFilterPage, listedJobs } from './jobs-filter-page';
import { narrowedNewsPage } from './narrowed-news-page';
import { searchPage } from './search-page';
import { jobRoute, previewRoute } from './synthetic-routes';
import type { Outcome, Step, StepInput } from './types';

export const specialRoutes: Step = async (input) => {
  const { path, rawSearch, config, preview } = input;
  const jobSlashless = jobPathWithoutSlash(path);
  if (jobSlashless) {
    const location = sameOriginLocation(withQuery(jobSlashless, rawSearch), config.SITE_ORIGIN);
    if (location) return { kind: 'redirect', location, status: 301, external: false };
  }
  const jobId = jobIdOf(path);
  if (jobId) return jobPage(input, jobId);
  if (preview.kind === 'verified') return draftPage(input, preview);
  if (preview.kind === 'refused') throw previewRefused(path, preview.reason);
  const filter = filterSlugsOf(path);
  const keyword = filter || path === JOBS_PATH ? jobKeywordOf(input.search) : null;
  if (filter || keyword) return jobsFilterPage(input, filter ?? {}, keyword);
  const narrowed = narrowedNewsPageOf(path);
  if (narrowed) return narrowedNewsPage(input, narrowed);
  if (numericSlugId(path)) throw notFound(path);
  if (path === SEARCH_PATH) return searchPage(input);
  return null;
};

async function jobPage(input: StepInput, id: string): Promise<Outcome> {
  const { path, content, config, now } = input;
  const named = await namedJobPath(input, id);
  if (named) return { kind: 'redirect', location: named, status: 301, external: false };
  try {
    const job = await content.job(id);
    // Judged by the request's calendar (a timeline's moment on one), never by when the job was cached.
    const today = londonDate(now);
    if (!isOpen(job, today)) return { kind: 'page', page: closedJobPage(path, job, config.SITE_ORIGIN) };
    const detail: JobDetailView = { type: 'job-detail', job, today };
    return {
      kind: 'page',
      page: {
        path,
        route: jobRoute(job, config.SITE_ORIGIN),
        status: 200,
        nodes: { kind: 'ready', slots: { main: [detail] } },
      },
    };
  } catch (error) {
    // Unknown (404) or withdrawn (410): the site's words on the jobs error page, never the CMS's echo of the id.
    if (error instanceof ContentAnswerError) {
      const answer = jobErrorOf(error.answer.status);
      throw new HttpError(answer.status, answer.statusMessage, answer.message);
    }
    throw error;
  }
}

/** `/jobs/1048`'s full address (`/jobs/senior-software-engineer-1048`, the query kept), or null. */
async function namedJobPath({ content, rawSearch, config }: StepInput, id: string): Promise<string | null> {
  if (!/^\d+$/.test(id)) return null;
  const ids = ((await listedJobs(content).catch(() => null)) ?? []).map((job) => job.id);
  // A role whose id is the number itself (applicant-tracking ids often are) is that role.
  const full = ids.includes(id) ? null : jobIdEndingIn(id, ids);
  return full ? sameOriginLocation(withQuery(`/jobs/${full}`, rawSearch), config.SITE_ORIGIN) : null;
}

async function draftPage(
  { path, content, config, now }: StepInput,
  preview: Extract<StepInput['preview'], { kind: 'verified' }>,
): Promise<Outcome> {
  try {
    const draft = await content.preview({
      id: preview.id,
      postType: preview.postType,
      parentPostType: preview.parentPostType,
      token: preview.token,
    });
    const info = {
      id: preview.id,
      postType: preview.postType,
      expiresAt: new Date(preview.expiresAt * 1000).toISOString(),
      title: draft.title,
      // Only a path on this site can be the exit link.
      publishedPath: draft.publishedPath && isValidPath(draft.publishedPath) ? draft.publishedPath : null,
    };
    return {
      kind: 'page',
      page: {
        path,
        route: previewRoute(path, config.SITE_ORIGIN, now, draft.route ?? undefined),
        status: 200,
        nodes: { kind: 'ready', slots: draft.slots },
        preview: info,
      },
    };
  } catch (error) {
    if (error instanceof ContentAnswerError && error.answer.status === 404) throw notFound(path);
    throw error;
  }
}
