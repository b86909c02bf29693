/**
 * Jobs close by the calendar in London: a role whose `validThrough` is before
 * today's date in Europe/London has closed. The worker judges this by its own
 * clock on each request (never the build's). London's offset from UTC is a
 * whole hour (GMT or BST), so its days start on a UTC hour, which lets a day
 * be remembered per UTC hour. Pure; no Hono, no DOM.
 * @module
 */
import { lazy } from './lazy';
import type { JobSummary } from './nodes';

const HOUR_MS = 3_600_000;

/** Built on first use: a formatter with a time zone loads the zone's rules, which a new isolate's start need not. */
const london = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }),
);

function londonParts(at: number): { date: string; hour: number } {
  const parts: Record<string, string> = {};
  for (const part of london().formatToParts(at)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The last answer, by UTC hour: every page request asks, and the answer changes once a day. */
let remembered = { hour: Number.NaN, date: '' };

/** The ISO date (`2026-11-24`) in London at the instant `at` (ms). */
export function londonDate(at: number): string {
  const hour = Math.floor(at / HOUR_MS);
  if (hour !== remembered.hour) remembered = { hour, date: londonParts(at).date };
  return remembered.date;
}

/** The instant (ms) London's next day starts after `at`: when a role closing today leaves the site. */
export function nextLondonMidnight(at: number): number {
  const today = londonDate(at);
  let hour = Math.floor(at / HOUR_MS) + 1;
  // At most 25 hours ahead (the autumn change makes one day 25 hours long).
  while (londonParts(hour * HOUR_MS).date === today) hour++;
  return hour * HOUR_MS;
}

/** London's offset from UTC on an ISO date (`+00:00` or `+01:00`), taken at noon, far from the clock changes. */
export function londonOffset(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const noon = Date.UTC(year!, month! - 1, day!, 12);
  const hours = londonParts(noon).hour - 12;
  return `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

/** Open on `today` (a London ISO date): no closing date, or one not yet passed (the closing day itself is open). */
export function isOpen(job: Pick<JobSummary, 'validThrough'>, today: string): boolean {
  return !job.validThrough || job.validThrough >= today;
}
