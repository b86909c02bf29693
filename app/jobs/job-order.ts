/**
 * The order of the jobs list and the flag on roles about to close. Newest first by default (the date posted,
 * latest first); closing soonest first on the sorted address (contract/routing/job-filter.ts), roles without a closing
 * date last. A role closing within CLOSING_SOON_DAYS of the day the list is shown on (the worker's London day,
 * contract/london-day.ts) says so: "Closes today", "Closes tomorrow", "Closes in 3 days". Pure.
 * @module
 */
import type { JobSummary } from '../../contract/nodes';
import type { JobFilter } from '../../contract/routing/job-filter';

/** Roles closing within this many days are flagged. */
export const CLOSING_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

function byNewest(a: JobSummary, b: JobSummary): number {
  return b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title, 'en-GB');
}

function byClosing(a: JobSummary, b: JobSummary): number {
  if (a.validThrough !== b.validThrough) {
    if (!a.validThrough) return 1;
    if (!b.validThrough) return -1;
    return a.validThrough.localeCompare(b.validThrough);
  }
  return byNewest(a, b);
}

/** The roles in the order the list's address asks for (a copy). */
export function sortJobs(jobs: readonly JobSummary[], sort: JobFilter['sort']): JobSummary[] {
  return [...jobs].sort(sort === 'closing' ? byClosing : byNewest);
}

/** Whole days from the ISO date `today` to the ISO date `day` (negative when it has passed). */
function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** "Closes today", "Closes tomorrow", "Closes in N days" (N ≤ CLOSING_SOON_DAYS), else null. */
export function closingFlag(job: JobSummary, today: string | undefined): string | null {
  if (!today || !job.validThrough) return null;
  const days = daysBetween(today, job.validThrough);
  if (days < 0 || days > CLOSING_SOON_DAYS) return null;
  if (days === 0) return 'Closes today';
  return days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`;
}
