/**
 * `npm run check:live` (scripts/check-live.ts) on the suite's WordPress and its site: items the site serves as
 * WordPress publishes them are not reported (a post, the home page, the news and jobs lists, a job); a post retitled
 * in the database with no purge sent (wordpress/local/quiet-title.php: a lost purge) is reported, by path and with
 * both titles, and the check exits 1. Only these items are compared (`--only`), to keep the test cheap.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isOpen, londonDate } from '../../contract/london-day';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
let postId = 0;

afterAll(async () => {
  if (postId) await wordpressRest('DELETE', `posts/${postId}?force=true`).catch(() => undefined);
});

function checkLive(paths: string[]): { status: number | null; output: string } {
  const only = paths.flatMap((path) => ['--only', path]);
  const run = spawnSync(process.execPath, ['scripts/check-live.ts', '--site', cms().site, '--cms', cms().api, ...only], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run check:live', () => {
  it('reports nothing while the site serves what WordPress publishes, and a lost purge by path and title', async () => {
    const slug = `check-live-${STAMP}`;
    const path = `/${slug}/`;
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug,
      status: 'publish',
      title: `As published ${STAMP}`,
      content: '<!-- wp:paragraph -->\n<p>Words on the site.</p>\n<!-- /wp:paragraph -->',
    });
    postId = post.id;
    const served = await eventually(
      () => get(`${cms().site}/__data?path=${encodeURIComponent(path)}`),
      (answer) => answer.text.includes(`As published ${STAMP}`),
    );
    expect(served.status).toBe(200);
    const jobs = (await get(`${cms().api}/jobs`)).json as { jobs: { id: string; validThrough?: string }[] };
    const open = jobs.jobs.find((job) => isOpen(job, londonDate(runNow())));
    const items = [path, '/', '/news/', '/news/topgear/', '/news/press-releases/', '/jobs/', `/jobs/${open!.id}`];

    const agreeing = checkLive(items);
    expect(agreeing.output).toContain(`${items.length} items compared, 0 differ`);
    expect(agreeing.status).toBe(0);

    phpInInstance(state(), 'wordpress/local/quiet-title.php', [String(post.id), `Changed quietly ${STAMP}`]);
    const differing = checkLive(items);
    expect(differing.output).toContain(`${path}\n  title: CMS "Changed quietly ${STAMP}" / site "As published ${STAMP}"`);
    expect(differing.output).toContain(`${items.length} items compared, 1 differ`);
    expect(differing.status).toBe(1);
  });
});
