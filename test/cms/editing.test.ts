/**
 * The reference CMS's editing API: an editor's change is what the CMS then
 * serves (and, once its purge webhook reaches the site, what the site
 * serves); calls without the editor token change nothing; every publish sends
 * a signed purge naming the page, its lookup and the lists that show it.
 */

import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JobResponseSchema, JobsResponseSchema, NewsPageSchema, PathLookupSchema } from '../../contract/api';
import { verifyPurgeSignature } from '../../contract/signing.server';
import { PURGE_WINDOW_SECONDS } from '../../worker/routes/purge';
import { clockSeconds } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { namedPurge } from '../helpers/named-purge';
import { get, html } from '../helpers/site';

const CMS = 'http://127.0.0.1:8788';
const TOKEN = 'test-editor-token-0123456789';
const ARTICLE = '/goodfood-wins-magazine-of-the-year/';
const PAGE = '/who-we-are/';

interface PurgeRecord {
  url: string;
  body: string;
  timestamp: string;
  signature: string;
  ok: boolean;
  status: number;
}

async function edit(path: '/edit/page' | '/edit/job', body: unknown, token: string | null = TOKEN): Promise<Response> {
  return fetch(`${CMS}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  });
}

async function lookup(path: string) {
  return PathLookupSchema.parse(await (await fetch(`${CMS}/paths?${new URLSearchParams({ path })}`)).json());
}

async function purges(): Promise<PurgeRecord[]> {
  return ((await (await fetch(`${CMS}/__publish-log`)).json()) as { purges: PurgeRecord[] }).purges;
}

async function newsHrefs(): Promise<string[]> {
  return NewsPageSchema.parse(await (await fetch(`${CMS}/news?page=1&limit=100`)).json()).items.map((item) => item.href);
}

/** Sends a recorded CMS purge to the site, as the real webhook would have. */
async function deliver(record: PurgeRecord): Promise<Response> {
  return get('/__purge', {
    method: 'POST',
    body: record.body,
    headers: { 'content-type': 'application/json', 'x-masthead-timestamp': record.timestamp, 'x-masthead-signature': record.signature },
  });
}

beforeEach(async () => {
  await cms.clearEdits();
  // Replay protection remembers the newest accepted timestamp: start from none, so the CMS's own timestamps are new.
  await env.SITE_STATE.delete('purge-last-timestamp');
});

afterEach(async () => {
  await cms.clearEdits();
  await new Promise((resolve) => setTimeout(resolve, 2));
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

describe('the editing API', () => {
  it('refuses calls without the editor token, or with a wrong one, and changes nothing', async () => {
    for (const token of [null, '', 'wrong-token-wrong-token', `${TOKEN}x`]) {
      const response = await edit('/edit/page', { path: ARTICLE, title: 'Hijacked' }, token);
      expect(response.status, String(token)).toBe(401);
      expect(((await response.json()) as { error: { status: number } }).error.status).toBe(401);
    }
    expect((await edit('/edit/job', { id: 'rt-digital-writer', state: 'closed' }, 'nope')).status).toBe(401);
    expect((await lookup(ARTICLE)).route?.meta.title).not.toBe('Hijacked');
    expect(await purges()).toEqual([]);
  });

  it('rejects invalid edits with 400 and unknown pages with 404', async () => {
    expect((await edit('/edit/page', { path: ARTICLE })).status).toBe(400);
    expect((await edit('/edit/page', { path: 'no-slash', title: 'x' })).status).toBe(400);
    expect((await edit('/edit/page', { path: ARTICLE, title: 'x', extra: true })).status).toBe(400);
    expect((await edit('/edit/page', { path: '/no-such-page/', title: 'x' })).status).toBe(404);
    expect((await edit('/edit/job', { id: 'no-such-job', state: 'closed' })).status).toBe(404);
    expect(await purges()).toEqual([]);
  });

  it('changes an article title and body, sends a signed purge naming what changed, and the site shows it after the purge', async () => {
    const before = await html(ARTICLE);
    expect(before.response.status).toBe(200);
    const response = await edit('/edit/page', { path: ARTICLE, title: 'Good Food wins again', body: '<p>Edited body text.</p>' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { saved: boolean; purge: { ok: boolean; paths: string[]; tags: string[] } };
    expect(answer.saved).toBe(true);
    expect(answer.purge.ok).toBe(true);

    // The CMS serves the edit: route, nodes and news list.
    expect((await lookup(ARTICLE)).route?.meta.title).toBe('Good Food wins again');
    const nodes = (await (await fetch(`${CMS}/nodes?slug=goodfood-wins-magazine-of-the-year&path=${ARTICLE}`)).json()) as Record<
      string,
      { main: { type: string; title?: string; html?: string }[] }
    >;
    const main = nodes['goodfood-wins-magazine-of-the-year']!.main;
    expect(main.find((node) => node.type === 'article-header')?.title).toBe('Good Food wins again');
    expect(main.find((node) => node.type === 'rich-text')?.html).toBe('<p>Edited body text.</p>');

    // One purge, signed with the shared secret, naming the page, its lookup and the lists that show it.
    const [record, ...more] = await purges();
    expect(more).toEqual([]);
    expect(record!.url).toBe('https://www.immediate.co.uk/__purge');
    expect(record!.ok).toBe(true);
    // Dated now: the CMS stamps each purge at least a second after its last (cms/server/purge-webhook.ts), so the
    // lane's earlier bursts of purges run its stamps ahead of the clock (33 s once, on a fast machine), never behind
    // it, and the site takes any stamp within its window.
    const ahead = Number(record!.timestamp) - clockSeconds();
    expect(ahead).toBeGreaterThanOrEqual(-30);
    expect(ahead).toBeLessThanOrEqual(PURGE_WINDOW_SECONDS);
    expect(await verifyPurgeSignature([env.PURGE_SECRET], record!.timestamp, record!.body, record!.signature)).toBe(true);
    const body = namedPurge(record!.body);
    expect(body.paths).toEqual(expect.arrayContaining([ARTICLE, '/', '/news/', '/sitemap.xml', '/news/feed.xml']));
    expect(body.tags).toEqual(
      expect.arrayContaining([
        `page:${ARTICLE}`,
        `lookup:${ARTICLE}`,
        'list:news',
        'list:home',
        'seo:sitemap',
        'seo:feed',
        'page:/',
        'page:/news/',
      ]),
    );
    expect(body.paths).not.toContain('/robots.txt');
    expect(new Set(body.paths).size).toBe(body.paths.length);

    // Delivered to the site, the signed call is accepted, and the next request shows the edit.
    const delivered = await deliver(record!);
    expect(delivered.status).toBe(200);
    const after = await html(ARTICLE);
    expect(after.body).toContain('Good Food wins again');
    expect(after.body).toContain('Edited body text.');
    expect(await (await get('/news/feed.xml')).text()).toContain('<title>Good Food wins again</title>');
  });

  it('unpublishes (gone from lookup, lists and listing) and publishes again, purging each time', async () => {
    expect(await newsHrefs()).toContain(ARTICLE);
    const down = await edit('/edit/page', { path: ARTICLE, state: 'unpublished' });
    expect(down.status).toBe(200);
    expect((await lookup(ARTICLE)).route).toBeNull();
    expect(await newsHrefs()).not.toContain(ARTICLE);
    const listing = (await (await fetch(`${CMS}/route-list?page=1&limit=1000`)).json()) as { routes: { path: string }[] };
    expect(listing.routes.map((route) => route.path)).not.toContain(ARTICLE);
    expect((await deliver((await purges())[0]!)).status).toBe(200);
    const missing = await get(ARTICLE);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();

    const withdrawn = await edit('/edit/page', { path: ARTICLE, state: 'gone' });
    expect(withdrawn.status).toBe(200);
    expect((await lookup(ARTICLE)).route?.meta.gone).toBe(true);
    expect((await deliver((await purges())[1]!)).status).toBe(200);
    const gone = await get(ARTICLE);
    expect(gone.status).toBe(410);
    await gone.arrayBuffer();

    const up = await edit('/edit/page', { path: ARTICLE, state: 'published' });
    expect(up.status).toBe(200);
    expect((await lookup(ARTICLE)).route?.path).toBe(ARTICLE);
    expect(await newsHrefs()).toContain(ARTICLE);
    const log = await purges();
    expect(log).toHaveLength(3);
    // Timestamps always move forward, even within one second.
    expect(Number(log[2]!.timestamp)).toBeGreaterThan(Number(log[1]!.timestamp));
    for (const record of log) expect(namedPurge(record.body).tags).toContain(`lookup:${ARTICLE}`);
  });

  it('edits a page title into its hero, and purges only the page, its lookup and the sitemap', async () => {
    expect((await edit('/edit/page', { path: PAGE, title: 'About Immediate' })).status).toBe(200);
    expect((await lookup(PAGE)).route?.meta.title).toBe('About Immediate');
    const nodes = (await (await fetch(`${CMS}/nodes?slug=who-we-are&path=${PAGE}`)).json()) as Record<
      string,
      { main: { type: string; heading?: string }[] }
    >;
    expect(nodes['who-we-are']!.main.find((node) => node.type === 'hero')?.heading).toBe('About Immediate');
    const body = namedPurge((await purges())[0]!.body);
    expect(body.paths.sort()).toEqual([PAGE, '/sitemap.xml'].sort());
    expect(body.tags.sort()).toEqual([`page:${PAGE}`, `lookup:${PAGE}`, 'seo:sitemap', 'list:routes'].sort());
  });

  it('closes a job: it leaves the jobs list and its page, with a purge naming both', async () => {
    const id = JobsResponseSchema.parse(await (await fetch(`${CMS}/jobs`)).json()).jobs[0]!.id;
    const response = await edit('/edit/job', { id, state: 'closed' });
    expect(response.status).toBe(200);
    const jobs = JobsResponseSchema.parse(await (await fetch(`${CMS}/jobs`)).json()).jobs;
    expect(jobs.map((job) => job.id)).not.toContain(id);
    expect((await fetch(`${CMS}/jobs/${id}`)).status).toBe(404);
    const body = namedPurge((await purges())[0]!.body);
    expect(body.paths).toEqual(expect.arrayContaining([`/jobs/${id}`, '/jobs/']));
    expect(body.tags).toEqual(expect.arrayContaining([`job:${id}`, 'jobs', 'page:/jobs/']));

    expect((await deliver((await purges())[0]!)).status).toBe(200);
    const page = await get(`/jobs/${id}`);
    expect(page.status).toBe(404);
    await page.arrayBuffer();
    expect((await html('/jobs/')).body).not.toContain(`/jobs/${id}"`);

    expect((await edit('/edit/job', { id, state: 'open' })).status).toBe(200);
    JobResponseSchema.parse(await (await fetch(`${CMS}/jobs/${id}`)).json());
  });
});
