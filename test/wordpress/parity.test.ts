/**
 * Route-by-route parity: the site served against WordPress answers every
 * address of the sample pack as the site served against the reference CMS
 * does (status, Location, title, canonical, robots, the text of <main>), as
 * `npm run parity` checks it. No difference is allowed, and the run must have
 * covered at least every route of the pack and every job.
 */
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { JobsResponseSchema, RouteListSchema } from '../../contract/api';
import { cmses } from '../contract/api';

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/wordpress/parity.ts', ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

it('the site against WordPress answers every address as the site against the reference CMS', async () => {
  const reference = cmses().find((cms) => cms.name === 'reference')!;
  const wordpress = cmses().find((cms) => cms.name === 'wordpress')!;
  const routes = RouteListSchema.parse(await (await fetch(`${reference.api}/route-list`)).json()).total;
  const jobs = JobsResponseSchema.parse(await (await fetch(`${reference.api}/jobs`)).json()).jobs.length;

  const result = await run(['--a', reference.site, '--b', wordpress.site, '--cms', reference.api, '--cms', wordpress.api]);
  const report = `${result.stdout}\n${result.stderr}`.trim();
  const compared = Number(/parity: (\d+) addresses compared, (\d+) differ/.exec(result.stdout)?.[1] ?? Number.NaN);
  expect(compared, `addresses compared (the pack has ${routes} routes and ${jobs} jobs):\n${report.slice(-2_000)}`).toBeGreaterThanOrEqual(
    routes + jobs,
  );
  expect(result.code, `npm run parity reported differences:\n${report.slice(-20_000)}`).toBe(0);
});
