/**
 * The words of a job address the CMS has no role for (404) or has withdrawn
 * (410), shown on the jobs error page as its status message and message (the
 * specification's jobs error page). Written by the site, never taken from the
 * CMS: a reader is told which of the two it is, and the page never repeats the
 * address's id back (an unknown id is whatever someone typed or linked).
 * A role whose closing date has passed is not an error: its own 410 page names
 * it (worker/pipeline/closed-job.ts).
 * @module
 */

interface JobError {
  status: 404 | 410;
  statusMessage: string;
  message: string;
}

const NO_SUCH_ROLE: JobError = {
  status: 404,
  statusMessage: 'No such role',
  message: 'There is no role at this address: the link may be mistyped or incomplete. Our open roles are on the jobs page.',
};

const ROLE_WITHDRAWN: JobError = {
  status: 410,
  statusMessage: 'This role has closed',
  message: 'This role has been withdrawn and is no longer taking applications. Our open roles are on the jobs page.',
};

/** The error a CMS answer of "not there" for a job becomes. */
export function jobErrorOf(cmsStatus: number): JobError {
  return cmsStatus === 410 ? ROLE_WITHDRAWN : NO_SUCH_ROLE;
}
