/**
 * Route-by-route parity: the site served against WordPress answers every
 * address of the sample pack as the site served against the reference CMS
 * does (status, Location, title, canonical, robots, the text of <main>), as
 * `npm run parity` checks it. No difference is allowed, and the run must have
 * covered at least every route of the pack and every job. The feeds of the brands' lists
 * (contract/routing/news-lists.ts) hold the same stories on both, and their lists keep out of search engines.
 */
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { JobsResponseSchema, RouteListSchema } from '../../contract/api';
import { brandNewsListOf, listFeedPath } from '../../contract/routing/news-lists';
import { cmses, get } from '../contract/api';

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

it('the feeds of the brands’ lists hold the same stories against WordPress, and unknown ones are 404', async () => {
  const reference = cmses().find((cms) => cms.name === 'reference')!;
  const wordpress = cmses().find((cms) => cms.name === 'wordpress')!;
  const { routes } = RouteListSchema.parse(await (await fetch(`${reference.api}/route-list?limit=1000`)).json());
  const lists = routes.map((route) => route.path).filter((path) => brandNewsListOf(path));
  expect(lists).toEqual(expect.arrayContaining(['/news/topgear/', '/news/topgear/press-releases/']));
  const links = (xml: string) => [...xml.matchAll(/<link>([^<]*)<\/link>/g)].map((match) => new URL(match[1]!).pathname);
  for (const list of lists) {
    const [a, b] = await Promise.all([get(`${reference.site}${listFeedPath(list)}`), get(`${wordpress.site}${listFeedPath(list)}`)]);
    expect([a.status, b.status], list).toEqual([200, 200]);
    expect(links(b.text).length, list).toBeGreaterThan(1);
    expect(links(b.text), list).toEqual(links(a.text));
    const page = await get(`${wordpress.site}${list}`);
    expect(page.text, list).toContain(`type="application/rss+xml" title="Immediate Media: `);
    if (brandNewsListOf(list)?.type) expect(page.text, list).toContain('<meta name="robots" content="noindex, follow">');
  }
  for (const path of ['/news/nosuchbrand/feed.xml', '/news/topgear/nosuchtype/feed.xml', '/news/nosuchbrand/press-releases/']) {
    expect((await get(`${wordpress.site}${path}`)).status, path).toBe(404);
  }
});
