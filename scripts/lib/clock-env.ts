/**
 * The one clock (contract/clock.ts) for a run of processes: `MASTHEAD_CLOCK` (an ISO date or instant) becomes
 * `CLOCK_OFFSET_MS`, worked out once, so every server and test a run starts shares one offset and the clock keeps
 * moving from the instant named. Servers get it as a `--var`; WordPress as a constant (wordpress/local).
 * @module
 */
import { clockNow, clockOffset } from '../../contract/clock.ts';

/** Sets CLOCK_OFFSET_MS from MASTHEAD_CLOCK, once per run (a child that inherits the offset keeps it). */
export function settleClock(env: NodeJS.ProcessEnv = process.env): number {
  const named = env.MASTHEAD_CLOCK;
  if (named && env.CLOCK_OFFSET_MS === undefined) {
    const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(named) ? `${named}T12:00:00Z` : named);
    if (Number.isNaN(at)) throw new Error(`MASTHEAD_CLOCK=${named} is not a date (2027-12-01 or 2027-12-01T09:30:00Z)`);
    env.CLOCK_OFFSET_MS = String(at - Date.now());
  }
  return clockOffset(env.CLOCK_OFFSET_MS);
}

/** `wrangler dev` arguments passing the run's clock to a worker (none when the clock is the system's). */
export function clockVars(env: NodeJS.ProcessEnv = process.env): string[] {
  const offset = settleClock(env);
  return offset === 0 ? [] : ['--var', `CLOCK_OFFSET_MS:${offset}`];
}

/** Now (ms) on the run's clock. */
export function runNow(env: NodeJS.ProcessEnv = process.env): number {
  return clockNow(settleClock(env));
}
