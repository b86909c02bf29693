/**
 * The worker's `scheduled` handler (wrangler.jsonc `triggers.crons`, every minute): runs the schedule call
 * (run-schedule.ts) and writes one log line, an error when the CMS did not take it.
 * @module
 */
import { configOf } from '../env';
import { runSchedule } from './run-schedule';

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const run = await runSchedule(configOf(env));
  const line = {
    message: `schedule (${controller.cron}): ${run.error ?? `published ${run.published}, unpublished ${run.unpublished}`}`,
    ...run,
  };
  if (run.ok) console.log(JSON.stringify({ level: 'info', ...line }));
  else console.error(JSON.stringify({ level: 'error', ...line }));
}
