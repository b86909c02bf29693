/**
 * The one clock for everything dated by the calendar: which roles are open, the
 * sample pack's job dates, preview-token expiry, purge timestamps, sitemaps'
 * recent news. `CLOCK_OFFSET_MS` moves it for the site, the reference CMS, the
 * WordPress import and the tests alike (`MASTHEAD_CLOCK=2027-12-01 npm test`
 * sets it for every process of a run). It is 0 in every deployed environment
 * (`npm run preflight` refuses another value). Durations (cache
 * windows, deadlines, breakers) keep the system clock: an offset moves no
 * duration.
 * @module
 */

/** The offset a setting names, in ms: 0 when unset or not a whole number. */
export function clockOffset(setting: string | number | undefined): number {
  const offset = Number(setting ?? 0);
  return Number.isSafeInteger(offset) ? offset : 0;
}

/** Now (ms since the epoch) on the clock shifted by `offsetMs`. */
export function clockNow(offsetMs: number): number {
  return Date.now() + offsetMs;
}
