/**
 * What is published at a moment: the one rule the reference CMS applies to every read, the site's timeline preview
 * asks by (`/preview?at=`), and the plugin follows in PHP (includes/timeline.php): an item is live from its publish
 * time (WordPress's `future` status until then) until its "unpublish at" time, if it has one.
 * @module
 */

/** An item's times, in ms since the epoch; null: no such time (published already, never taken down). */
export interface Schedule {
  publishAt: number | null;
  unpublishAt: number | null;
}

/** Whether an item with this schedule is published at `at` (ms): from its publish time, and before its unpublish time. */
export function isLiveAt(schedule: Schedule, at: number): boolean {
  return (schedule.publishAt === null || schedule.publishAt <= at) && (schedule.unpublishAt === null || at < schedule.unpublishAt);
}

/** An instant an editor or a link names: unix seconds, or ISO 8601 in UTC (`2026-11-30T07:00:00Z`); null otherwise. */
export function instantOf(text: string): number | null {
  if (/^\d{1,12}$/.test(text)) return Number(text) * 1000;
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z$/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}
