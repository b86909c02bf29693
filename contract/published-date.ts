/**
 * Date text of posts: weekday, two-digit day, month name, year, e.g. "Tuesday, 14 November 2023". The rule the
 * route table's `published_date` holds to, with its one formatter and one (remembering) reader, used by the CMS,
 * the worker (sitemaps, JSON-LD, feeds) and the client; and the one style dates are shown in ("14 November 2023").
 * Beside the day, a CMS may give the moment something went out (`2023-11-14T09:00:00Z`, UTC): what feeds and
 * JSON-LD carry, counted from the day's midnight when a CMS knows the day only.
 * @module
 */
import { boundedMemo } from './bounded-memo';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const PUBLISHED_DATE_PATTERN =
  /^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), (\d{2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/;

/** A moment in UTC to the second, as a CMS gives publish and modified times: `2023-11-14T09:00:00Z`. */
export const UTC_MOMENT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** When something went out: its `moment` when it has a readable one, else its ISO day's midnight in UTC, else null. */
export function momentOf(moment: string | undefined, isoDay: string | null): Date | null {
  const at = moment ? Date.parse(moment) : Number.NaN;
  if (!Number.isNaN(at)) return new Date(at);
  return isoDay ? new Date(`${isoDay}T00:00:00Z`) : null;
}

/** ISO 8601 in UTC to the second (`2023-11-14T09:00:00Z`), as feeds and JSON-LD write moments. */
export function isoMoment(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Formats a UTC date as the spec's date text. */
export function formatPublishedDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]}, ${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The ISO date (`2023-11-14`) of a date text, or null when it is not one. */
export function isoOfPublishedDate(text: string): string | null {
  const match = PUBLISHED_DATE_PATTERN.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf(match[3]!) + 1;
  const iso = `${match[4]}-${String(month).padStart(2, '0')}-${match[2]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  // Reject impossible dates (31 February) and a weekday that does not fit the date.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  if (WEEKDAYS[date.getUTCDay()] !== match[1]) return null;
  return iso;
}

/** Parses the date text back to an ISO date (`2023-11-14`), or null when it is not one. Answers are remembered: pages show the same few dates again and again. */
export const parsePublishedDate: (text: string) => string | null = boundedMemo(isoOfPublishedDate, 4096);

/** "2024-03-05" as "5 March 2024"; text that is not an ISO date as it is. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day || month > 12) return iso;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
