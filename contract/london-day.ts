/**
 * Jobs close by the calendar in London: a role whose `validThrough` is before
 * today's date in Europe/London has closed. The worker judges this by its own
 * clock on each request (never the build's). London's offset from UTC is a
 * whole hour (GMT or BST), so its days start on a UTC hour, which lets a day
 * be remembered per UTC hour. Pure; no Hono, no DOM.
 * @module
 */
import type { JobSummary } from './nodes';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (0-based): when the UK's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * London's date and hour at an instant, by the UK's rule (The Summer Time Order 2002, the EU's since 1996): BST,
 * an hour ahead of UTC, from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.
 * Arithmetic, not Intl: a formatter with a time zone loads the zone's data, tens of milliseconds of a new isolate's
 * first page (bench/README.md, "Where startup goes"). test/app/london-day.test.ts holds it to Intl's answer.
 */
function londonParts(at: number): { date: string; hour: number } {
  const year = new Date(at).getUTCFullYear();
  const summer = at >= lastSundayAtOne(year, 2) && at < lastSundayAtOne(year, 9);
  const local = new Date(at + (summer ? HOUR_MS : 0));
  return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
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
