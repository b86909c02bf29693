/**
 * The timeline preview (`/preview?at=`): an editor with a timeline token sees every page, list, feed and search as
 * it will be at that moment, from the reference CMS (an article and a role scheduled for T in, an article and a role
 * unpublished at T out), marked as a preview, private and unindexed. Without a valid token for that moment (none, tampered, another moment, a
 * draft's, expired on the site's clock) the answer is the 403 preview page without the future; and nothing the
 * timeline reads is kept where a reader's later request finds it.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOpen } from '../../contract/london-day';
import { signPreviewToken, signTimelineToken } from '../../contract/preview-token.server';
import { parsePublishedDate } from '../../contract/published-date';
import { FEED_PATH, JOBS_FEED_PATH, NEWS_SITEMAP_PATH } from '../../contract/routing/site-paths';
import { SEARCH_PATH } from '../../contract/search-limits';
import { addDays, clockAt, clockSeconds, longDate, noonOn } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { get, html, ORIGIN } from '../helpers/site';

const CMS = 'http://127.0.0.1:8788';
const SECRET = (env as unknown as { PREVIEW_SECRET: string }).PREVIEW_SECRET;

async function edit(body: Record<string, string | null>, kind = 'page'): Promise<void> {
  const response = await fetch(`${CMS}/edit/${kind}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${(env as unknown as { EDITOR_TOKEN: string }).EDITOR_TOKEN}` },
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The CMS's newest articles now: the first is scheduled, the second unpublished at T. */
async function newest(): Promise<[Item, Item]> {
  const response = await fetch(`${CMS}/news?page=1&limit=2`);
  const { items } = (await response.json()) as { items: Item[] };
  return [items[0]!, items[1]!];
}
interface Item {
  href: string;
  title: string;
}

/** The first two open roles' pages now: the first is scheduled, the second unpublished at T. */
async function roles(): Promise<[string, string]> {
  const { jobs } = (await (await fetch(`${CMS}/jobs`)).json()) as { jobs: { id: string; validThrough?: string }[] };
  const { day } = (await (await fetch(`${CMS}/__stats`)).json()) as { day: string };
  const open = jobs.filter((job) => isOpen(job, day));
  return [open[0]!.id, open[1]!.id];
}

/** The site's search for an article's title. */
const searchFor = (item: Item) => `${SEARCH_PATH}?${new URLSearchParams({ q: item.title })}`;

/** Whether a body links an article: as itself (`href="/x/"`, `<link>…/x/</link>`) or on the timeline (`path=%2Fx%2F`). */
function links(body: string, href: string): boolean {
  return body.includes(`"${href}"`) || body.includes(`${href}</link>`) || body.includes(`path=${encodeURIComponent(href)}"`);
}

let scheduled: Item;
let expiring: Item;
let role: { scheduled: string; expiring: string };
let at: number;
let link: URL;

beforeAll(async () => {
  [scheduled, expiring] = await newest();
  at = clockSeconds() + 3600;
  const moment = new Date(at * 1000).toISOString();
  await edit({ path: scheduled.href, state: 'scheduled', publishAt: moment });
  await edit({ path: expiring.href, unpublishAt: moment });
  const [first, second] = await roles();
  role = { scheduled: `/jobs/${first}`, expiring: `/jobs/${second}` };
  await edit({ id: first, state: 'scheduled', publishAt: moment }, 'job');
  await edit({ id: second, state: 'open', unpublishAt: moment }, 'job');
  // The edits' purge goes to the CMS's recorder: purge everything here, so nothing cached before this file counts.
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  // The editor's way in: the CMS's /generate signs a timeline token for the moment a second after T.
  const generate = await fetch(`${CMS}/generate?at=${new Date((at + 1) * 1000).toISOString()}`, { redirect: 'manual' });
  expect(generate.status).toBe(302);
  link = new URL(generate.headers.get('location')!);
  expect(link.pathname).toBe('/preview');
  expect(link.searchParams.get('at')).toBe(String(at + 1));
  expect(link.searchParams.has('path')).toBe(false);
  // With an address (an editor's "See the site at" beside an item), the link opens that address.
  const onPage = await fetch(`${CMS}/generate?at=${at + 1}&path=${encodeURIComponent(scheduled.href)}`, { redirect: 'manual' });
  expect(new URL(onPage.headers.get('location')!).searchParams.get('path')).toBe(scheduled.href);
});
afterAll(async () => {
  vi.useRealTimers();
  await cms.clearEdits();
  await cms.clearArchive();
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

const PUBLIC = ['/', '/news/', FEED_PATH];

async function readerSees(): Promise<void> {
  for (const path of PUBLIC) {
    const { response, body } = await html(path);
    expect(response.status, path).toBe(200);
    expect(links(body, scheduled.href), `${path} links the scheduled article`).toBe(false);
  }
  const { body: news } = await html('/news/');
  expect(links(news, expiring.href), 'the expiring article is still in the news list').toBe(true);
  expect((await get(scheduled.href)).status).toBe(404);
  expect((await get(`/__data?path=${encodeURIComponent(scheduled.href)}`)).status).toBe(404);
  expect((await get(expiring.href)).status).toBe(200);
  const jobs = (await html('/jobs/')).body;
  expect(links(jobs, role.scheduled), 'the jobs list links the scheduled role').toBe(false);
  expect(links(jobs, role.expiring), 'the jobs list links the expiring role').toBe(true);
  expect((await get(role.scheduled)).status).toBe(404);
  expect(links((await html(searchFor(scheduled))).body, scheduled.href), 'search finds the scheduled article').toBe(false);
  expect(links((await html(searchFor(expiring))).body, expiring.href), 'search finds the expiring article').toBe(true);
}

function timeline(path: string, token = link.searchParams.get('token')!, moment = String(at + 1)): string {
  return `/preview?${new URLSearchParams({ at: moment, token, path })}`;
}

describe('timeline preview', () => {
  it('readers see the site as it is now', readerSees);

  it('shows every page, list and feed as at T+1 to a valid token: scheduled in, expired out, marked, private, unindexed', async () => {
    for (const path of [...PUBLIC, scheduled.href]) {
      const { response, body } = await html(timeline(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      if (path === scheduled.href) continue;
      expect(links(body, scheduled.href), `${path} links the scheduled article`).toBe(true);
      expect(links(body, expiring.href), `${path} links the expired article`).toBe(false);
    }
    const home = (await html(timeline('/'))).body;
    expect(home).toContain('Preview — the site at');
    expect(home).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // Links stay on the timeline; the home page itself is the default address.
    expect(home).toContain(`href="${timeline(scheduled.href).replace(/&/g, '&amp;')}"`);
    expect((await html(link.pathname + link.search)).body).toContain('Preview — the site at');
    expect((await get(timeline(expiring.href))).status).toBe(404);
    // Roles and search follow the moment too.
    const jobs = (await html(timeline('/jobs/'))).body;
    expect(links(jobs, role.scheduled), 'the jobs list links the scheduled role').toBe(true);
    expect(links(jobs, role.expiring), 'the jobs list links the expired role').toBe(false);
    expect(jobs).toMatch(/<form class="jobs__search-form" action="\/preview#[^"]*"[^>]*><input type="hidden" name="at"/);
    expect((await get(timeline(role.scheduled))).status).toBe(200);
    expect(links((await html(timeline(searchFor(scheduled)))).body, scheduled.href), 'search finds the scheduled article').toBe(true);
    expect(links((await html(timeline(searchFor(expiring)))).body, expiring.href), 'search finds the expired article').toBe(false);
    // The search box submits to the timeline: its fields beside the moment, token and address; what it asks is then
    // answered as at the moment.
    const form = /<form class="site-search__form"[^>]*>(.*?)<\/form>/s.exec(home);
    expect(form?.[0]).toContain('action="/preview"');
    expect(form?.[0]).not.toContain('data-navigate');
    const fields = [...form![1]!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name!,
      value!.replace(/&#38;/g, '&'),
    ]);
    expect(fields).toEqual([
      ['at', String(at + 1)],
      ['token', link.searchParams.get('token')],
      ['path', SEARCH_PATH],
    ]);
    const submitted = `/preview?${new URLSearchParams([...fields, ['q', scheduled.title]] as [string, string][])}`;
    expect(links((await html(submitted)).body, scheduled.href), 'the submitted search finds the scheduled article').toBe(true);
  });

  it('refuses a missing, tampered, other-moment, draft or expired token with the 403 preview page, never the future', async () => {
    const token = link.searchParams.get('token')!;
    const [expires] = token.split('.');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const refused = [
      `/preview?at=${at + 1}&path=${encodeURIComponent('/news/')}`,
      timeline('/news/', tampered),
      timeline('/news/', await signTimelineToken(SECRET, at + 2, Number(expires))),
      timeline('/news/', token, String(at + 2)),
      timeline('/news/', await signPreviewToken(SECRET, String(at + 1), 'post', Number(expires))),
      timeline('/news/', await signTimelineToken('another-secret-0123456789abcdef', at + 1, Number(expires))),
    ];
    for (const address of refused) {
      const { response, body } = await html(address);
      expect(response.status, address).toBe(403);
      expect(response.headers.get('cache-control'), address).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), address).toBe('noindex, nofollow');
      expect(links(body, scheduled.href), address).toBe(false);
    }
    clockAt((Number(expires) + 1) * 1000);
    const expired = await html(timeline('/news/'));
    vi.useRealTimers();
    expect(expired.response.status).toBe(403);
    expect(expired.body).toContain('This preview link has expired');
    expect(links(expired.body, scheduled.href)).toBe(false);
  });

  it('the CMS answers `at` only under a timeline token', async () => {
    expect((await fetch(`${CMS}/news?page=1&limit=2&at=${at + 1}`)).status).toBe(401);
    const answer = await fetch(`${CMS}/news?page=1&limit=2&at=${at + 1}`, {
      headers: { authorization: `Bearer ${link.searchParams.get('token')}` },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { items: { href: string }[] }).items[0]!.href).toBe(scheduled.href);
  });

  it("judges every day rule by the moment, not the worker's clock: roles' closing, their flags, the news sitemap's window", async () => {
    const day = await cms.day();
    const expires = clockSeconds() + 3600;
    const at = (ms: number) => Math.floor(ms / 1000);
    const onTimeline = async (moment: number, path: string) =>
      get(timeline(path, await signTimelineToken(SECRET, moment, expires), String(moment)));
    // Two open roles nobody edited: one closing at least three days before the other. The moment is noon, London,
    // two days before the later one closes, so the earlier one has closed by then.
    const { jobs } = (await (await fetch(`${CMS}/jobs`)).json()) as { jobs: { id: string; validThrough?: string }[] };
    const dated = jobs
      .filter((job) => job.validThrough && isOpen(job, day) && ![role.scheduled, role.expiring].includes(`/jobs/${job.id}`))
      .sort((a, b) => a.validThrough!.localeCompare(b.validThrough!));
    const closing = dated[0]!;
    const later = dated.find((job) => job.validThrough! >= addDays(closing.validThrough!, 3))!;
    expect(later, 'an open role closing three days after another').toBeDefined();
    const jobsAt = at(noonOn(addDays(later.validThrough!, -2)));
    const list = await (await onTimeline(jobsAt, '/jobs/')).text();
    expect(links(list, `/jobs/${closing.id}`), 'the timeline lists a role closed by then').toBe(false);
    expect(links(list, `/jobs/${later.id}`), 'the timeline lists a role open then').toBe(true);
    const closed = await onTimeline(jobsAt, `/jobs/${closing.id}`);
    expect(closed.status).toBe(410);
    const closedPage = await closed.text();
    expect(closedPage).toContain('This role has closed');
    expect(closedPage).toContain(`Applications for this role closed on ${longDate(closing.validThrough!)}.`);
    expect(await (await onTimeline(jobsAt, `/jobs/${later.id}`)).text()).toContain('Closes in 2 days');
    const feed = await (await onTimeline(jobsAt, JOBS_FEED_PATH)).text();
    expect(feed.includes(`/jobs/${closing.id}`), 'the jobs feed names a role closed by then').toBe(false);
    expect(feed.includes(`/jobs/${later.id}`), 'the jobs feed names a role open then').toBe(true);
    // Readers now: the role is open, its page and the feed say so.
    expect(links((await html('/jobs/')).body, `/jobs/${closing.id}`)).toBe(true);
    expect((await get(`/jobs/${closing.id}`)).status).toBe(200);
    expect((await (await get(JOBS_FEED_PATH)).text()).includes(`/jobs/${closing.id}`)).toBe(true);

    // The news sitemap at noon (UTC) the day after the pack's day: the articles the CMS lists then that are dated
    // that day or the day before (the 48 hours before the moment, counted from their dates' midnights), and none
    // of the day before those, which readers' sitemap holds now. The archive adds one article a day up to the pack's.
    await cms.archive({ size: 6 });
    const newsAt = at(noonOn(addDays(day, 1)));
    const token = await signTimelineToken(SECRET, newsAt, expires);
    const listed = (await (
      await fetch(`${CMS}/news?page=1&limit=100&at=${newsAt}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: (Item & { date: string; noindex?: boolean })[] };
    const dateOf = (item: { date: string }) => parsePublishedDate(item.date);
    const inWindow = listed.items.filter((item) => !item.noindex && [day, addDays(day, 1)].includes(dateOf(item)!));
    const older = listed.items.filter((item) => !item.noindex && dateOf(item) === addDays(day, -1));
    expect(inWindow.length, 'articles dated the pack day').toBeGreaterThan(0);
    expect(older.length, 'articles dated the day before').toBeGreaterThan(0);
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.slice(ORIGIN.length)).sort();
    const sitemap = await (await onTimeline(newsAt, NEWS_SITEMAP_PATH)).text();
    expect(locs(sitemap)).toEqual(inWindow.map((item) => item.href).sort());
    const readers = locs(await (await get(NEWS_SITEMAP_PATH)).text());
    for (const item of older) expect(readers, `readers' sitemap holds ${item.href} now`).toContain(item.href);
    await cms.clearArchive();
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  });

  it('a page under a parent expired by the moment, or scheduled after it, is down on the timeline as for readers; it comes with its parent', async () => {
    const parent = '/trading-policies/advertising-terms-and-conditions/';
    const child = `${parent}brand-safety-guidelines/`;
    const on = (onTimeline: boolean, path: string) => (onTimeline ? timeline(path) : path);
    const shown = async (onTimeline: boolean) => ({
      page: (await get(on(onTimeline, child))).status,
      sitemap: (await (await get(on(onTimeline, '/sitemaps/1.xml'))).text()).includes(`${child}<`),
    });
    const moment = new Date(at * 1000).toISOString();
    await edit({ path: parent, unpublishAt: moment });
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
    expect(await shown(false), 'readers now').toEqual({ page: 200, sitemap: true });
    expect(await shown(true), 'the timeline after the parent leaves').toEqual({ page: 404, sitemap: false });
    await edit({ path: parent, state: 'scheduled', publishAt: new Date((at + 3600) * 1000).toISOString(), unpublishAt: null });
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
    expect(await shown(false), 'readers now').toEqual({ page: 404, sitemap: false });
    expect(await shown(true), 'the timeline before the parent comes').toEqual({ page: 404, sitemap: false });
    // After the parent's time, the page under it comes with it.
    const later = await signTimelineToken(SECRET, at + 3601, clockSeconds() + 600);
    expect((await get(timeline(child, later, String(at + 3601)))).status).toBe(200);
    await edit({ path: parent, state: 'published', publishAt: null });
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  });

  it('leaves nothing in a cache: readers still see the site as it is now', readerSees);
});
