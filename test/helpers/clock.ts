/**
 * The worker's clock in workerd tests: the one clock (contract/clock.ts) is the system time plus the run's
 * CLOCK_OFFSET_MS, so a test that fakes the system time subtracts the offset and the worker reads the instant
 * named, on any day and with `MASTHEAD_CLOCK` set alike.
 */
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { clockNow, clockOffset } from '../../contract/clock';
import { nextLondonMidnight } from '../../contract/london-day';

const DAY_MS = 86_400_000;

/** The worker's clock reads `at` (ms, or an ISO instant) from now on, until `vi.useRealTimers()`. */
export function clockAt(at: number | string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((typeof at === 'string' ? Date.parse(at) : at) - clockOffset(env.CLOCK_OFFSET_MS));
}

/** The ISO date `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Noon in London on `day` (an ISO date): well inside that day in winter and in summer. */
export function noonOn(day: string): number {
  return Date.parse(`${day}T11:00:00Z`);
}

/** The instant `day` ends in London (its next midnight). */
export function endOf(day: string): number {
  return nextLondonMidnight(noonOn(day));
}

/** `day` as the site writes it: 27 October 2026. */
export function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Now on the worker's clock, in unix seconds: what preview tokens and purge timestamps are dated by. */
export function clockSeconds(): number {
  return Math.floor(clockNow(clockOffset(env.CLOCK_OFFSET_MS)) / 1000);
}

/** Now on the worker's clock, in ms. */
export function clockMs(): number {
  return clockNow(clockOffset(env.CLOCK_OFFSET_MS));
}
