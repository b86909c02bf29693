/**
 * Every page carries the footer its layout shows, now that each footer is drawn only when a page needs it
 * (footer-memo.ts): the slim footer on a page of the minimal layout, the full one on every other page (error
 * pages included). Each page of the sample pack, a job and an error page is served three times: first sight,
 * then drawn, then from drawn markup.
 */
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import worker from '../../../worker/index';
import { RENDER_EVERY_TIME, samplePages } from '../../helpers/sample-pages';
import { ORIGIN, PERSON } from '../../helpers/site';

const PAGES = await samplePages();
const { routes } = (await (await fetch('http://127.0.0.1:8788/routes')).json()) as {
  routes: { path: string; meta: { layout?: string } }[];
};
const MINIMAL = new Set(routes.filter((route) => route.meta.layout === 'minimal').map((route) => route.path));

it('has pages of both layouts to check', () => {
  expect(MINIMAL.size).toBeGreaterThan(0);
  expect(PAGES.filter((path) => !MINIMAL.has(path)).length).toBeGreaterThan(0);
});

it.each(PAGES)('%s carries its layout’s footer every time it is served', async (path) => {
  const bindings = { ...env, ...RENDER_EVERY_TIME } as Env;
  for (let time = 0; time < 3; time++) {
    const request = new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': PERSON }, redirect: 'manual' });
    const html = await (await worker.fetch(request, bindings, createExecutionContext())).text();
    const footers = [...html.matchAll(/<footer class="([^"]*)"/g)].map((match) => match[1]);
    expect(footers, `${path}, time ${time + 1}`).toEqual([MINIMAL.has(path) ? 'site-footer site-footer--slim' : 'site-footer']);
  }
});
