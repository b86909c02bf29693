/**
 * The site's clock for publishing (DESIGN.md, "The edge owns the clock for publishing"): each minute the Cron
 * Trigger (wrangler.jsonc `triggers.crons`) asks the CMS, with one signed `POST {CMS_API_BASE}/schedule`, to publish
 * what is due and unpublish what has expired. The CMS purges what it changed as any publish does, so a scheduled
 * item is live within a minute of its time although nobody requests WordPress (whose own cron, run only by
 * requests, stays a second path). The call carries no time of its own: the CMS judges "due" by its clock; the
 * timestamp only dates the signature (contract/schedule-signature.ts).
 * @module
 */
import { signSchedule } from '../../contract/schedule-signature';
import { type Config, nowOf } from '../env';

/** Long enough for the CMS to publish a morning's embargoes and send their purge; a cron invocation may run minutes. */
const SCHEDULE_TIMEOUT_MS = 30_000;

interface ScheduleRun {
  ok: boolean;
  status: number;
  /** How many items the CMS published and unpublished (0 when it did not say). */
  published: number;
  unpublished: number;
  error?: string;
}

function countOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** One signed schedule call; never throws (a failed minute is logged, and the next minute tries again). */
export async function runSchedule(config: Config, fetcher: typeof fetch = fetch): Promise<ScheduleRun> {
  const body = '{}';
  const timestamp = String(Math.floor(nowOf(config) / 1000));
  try {
    const response = await fetcher(`${config.CMS_API_BASE}/schedule`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-masthead-timestamp': timestamp,
        'x-masthead-signature': await signSchedule(config.PURGE_SECRET, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SCHEDULE_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { published?: unknown; unpublished?: unknown } | null;
    const run: ScheduleRun = {
      ok: response.ok,
      status: response.status,
      published: countOf(answer?.published),
      unpublished: countOf(answer?.unpublished),
    };
    if (!response.ok) run.error = `the CMS answered ${response.status}`;
    return run;
  } catch (error) {
    return { ok: false, status: 0, published: 0, unpublished: 0, error: (error as Error).message };
  }
}
