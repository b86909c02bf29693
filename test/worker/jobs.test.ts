/**
 * The jobs rules in the worker, on the worker's own clock (faked here):
 * a role closes at midnight in London after its closing date, leaving the
 * list, the open jobs' sitemap and its page (a 410 that says so, without an
 * apply button or JobPosting) at that instant, even where the page cache held
 * the list or the job a few seconds earlier; filters are addresses served from
 * the one jobs list without another CMS call; rows label their dates.
 *
 * The sample roles are dated around the pack's day D (cms/content/jobs.ts), asked of the CMS:
 * senior-editor-bbc-good-food-1042 closed on D-4, financial-accountant-1053 closes on D+12,
 * marketing-intern-events-1052 never closes; on D nine roles are open, four of them in Technology,
 * two of those in London.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobsOn } from '../../cms/content/index';
import { isOpen, londonOffset } from '../../contract/london-day';
import { addDays, clockAt, endOf, longDate, noonOn } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { CRAWLER, PERSON } from '../helpers/site';
import { getWith } from '../helpers/site-with';

const CLOSING = '/jobs/senior-editor-bbc-good-food-1042';
const LATER = '/jobs/financial-accountant-1053';

/** The pack's day (D). */
let day = '';

async function get(path: string, ua = PERSON): Promise<{ status: number; state: string; body: string; headers: Headers }> {
  const response = await getWith({}, path, { headers: { 'user-agent': ua } });
  const body = await response.text();
  const state = /cache;desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '';
  return { status: response.status, state, body, headers: response.headers };
}

/** The job links of a jobs list, in order. */
function jobLinks(body: string): string[] {
  return [...body.matchAll(/<a href="(\/jobs\/[a-z0-9-]+)" class="card__link"/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  day = await cms.day();
});
beforeEach(async () => {
  vi.useRealTimers();
  // A content version nothing is cached under yet.
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a role closes at midnight in London, by the request’s clock', () => {
  it('leaves the list, and its page says it has closed, though both were in the page cache seconds before', async () => {
    const closes = addDays(day, -4);
    clockAt(endOf(closes) - 10_000);
    const list = await get('/jobs/');
    expect(list.status).toBe(200);
    expect(jobLinks(list.body)).toContain(CLOSING);
    const job = await get(CLOSING);
    expect(job.status).toBe(200);
    expect(job.body).toContain('Apply now');
    expect(job.body).toContain('"@type":"JobPosting"');
    expect(job.body).toContain(`"validThrough":"${closes}T23:59:59${londonOffset(closes)}"`);
    // Both are held by the page cache now.
    expect((await get('/jobs/')).state).toBe('page-hit');
    expect((await get(CLOSING)).state).toBe('page-hit');

    clockAt(endOf(closes) + 1_000);
    const after = await get('/jobs/');
    expect(after.status).toBe(200);
    expect(jobLinks(after.body)).not.toContain(CLOSING);
    expect(jobLinks(after.body).length).toBeGreaterThan(0);
    const closed = await get(CLOSING);
    expect(closed.status).toBe(410);
    expect(closed.body).toContain('This role has closed');
    expect(closed.body).toContain(`Applications for this role closed on ${longDate(closes)}`);
    expect(closed.body).toContain('Senior Editor, BBC Good Food');
    expect(closed.body).not.toContain('Apply now');
    expect(closed.body).not.toContain('JobPosting');
    expect(closed.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(closed.body).toMatch(/<a [^>]*href="\/jobs\/"[^>]*>[\s\S]*?See open roles/);
    // Told apart from an unknown id (404 No such role) and sent on: the roles' feed, working here, contact.
    expect(closed.body).not.toContain('No such role');
    for (const href of ['/jobs/feed.xml', '/life-at-immediate/', '/contact/']) expect(closed.body).toContain(`href="${href}"`);
    // Crawlers and the client router get the status too.
    expect((await get(CLOSING, CRAWLER)).status).toBe(410);
    const data = await get(`/__data?path=${encodeURIComponent(CLOSING)}`);
    expect(JSON.parse(data.body)).toMatchObject({ kind: 'page', status: 410 });
  });

  it('a role is open through its closing day, and one without a closing date never closes', async () => {
    clockAt(endOf(addDays(day, 12)) - 60_000);
    const list = jobLinks((await get('/jobs/')).body);
    expect(list).toContain(LATER); // closes on D+12
    expect(list).toContain('/jobs/marketing-intern-events-1052'); // no closing date
    clockAt(endOf(addDays(day, 12)));
    const next = jobLinks((await get('/jobs/')).body);
    expect(next).not.toContain(LATER);
    expect(next).toContain('/jobs/marketing-intern-events-1052');
  });
});

describe('the jobs list', () => {
  it('labels each row’s dates', async () => {
    clockAt(noonOn(day));
    const { body } = await get('/jobs/');
    expect(jobLinks(body)).toHaveLength(9);
    // 20417: posted on D-28, closes on D+24.
    const [posted, closes] = [addDays(day, -28), addDays(day, 24)];
    expect(body).toMatch(new RegExp(`Posted <time datetime="${posted}"[^>]*>${longDate(posted)}</time>`, 'i'));
    expect(body).toMatch(new RegExp(`Closes <time datetime="${closes}"[^>]*>${longDate(closes)}</time>`, 'i'));
  });
});

describe('filters', () => {
  it('narrow the list by team, location and contract type, with the count on every link', async () => {
    clockAt(noonOn(day));
    const tech = await get('/jobs/team/technology/');
    expect(tech.status).toBe(200);
    // Newest first: the order is test/worker/job-order.test.ts's.
    expect(jobLinks(tech.body).sort()).toEqual([
      '/jobs/20417',
      '/jobs/data-analyst-audience-1049',
      '/jobs/product-designer-apps-1050',
      '/jobs/senior-software-engineer-1048',
    ]);
    expect(tech.body).toContain('4 open roles');
    expect(tech.body).toMatch(/<title>Jobs: Technology - /);
    expect(tech.body).toContain('<link rel="canonical" href="https://www.immediate.co.uk/jobs/team/technology/"');
    // Links keep the other facets; the page's own link is current; each says how many roles it shows.
    expect(tech.body).toMatch(
      /href="\/jobs\/team\/technology\/location\/london\/#open-roles"[^>]*>[\s\S]*?London[\s\S]*?2<span class="visually-hidden"> roles/,
    );
    expect(tech.body).toMatch(/href="\/jobs\/team\/technology\/#open-roles" class="job-filters__link" aria-current="page"/);
    expect(tech.body).toMatch(/href="\/jobs\/#open-roles"[^>]*>[\s\S]*?All teams[\s\S]*?9<span class="visually-hidden"> roles/);

    const both = await get('/jobs/team/technology/location/london/');
    expect(jobLinks(both.body)).toEqual(['/jobs/product-designer-apps-1050', '/jobs/20417']);
    const type = await get('/jobs/type/temporary/');
    expect(jobLinks(type.body)).toEqual(['/jobs/product-designer-apps-1050']);
    // A closed role counts nowhere: Editorial has one open role left of four.
    expect(jobLinks((await get('/jobs/team/editorial/')).body)).toEqual(['/jobs/sub-editor-gardeners-world-1045']);
  });

  it('are ordinary addresses: a trailing slash is added, other forms and values no open role has are 404s', async () => {
    clockAt(noonOn(day));
    const unslashed = await get('/jobs/team/technology');
    expect(unslashed.status).toBe(301);
    expect(unslashed.headers.get('location')).toBe('/jobs/team/technology/');
    for (const path of [
      '/jobs/location/london/team/technology/',
      '/jobs/team/x/location/',
      '/jobs/team/nothing/',
      '/jobs/team/Technology/',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // Both values exist, no role has both: the jobs error page says so.
    const none = await get('/jobs/team/finance/location/bristol/');
    expect(none.status).toBe(404);
    expect(none.body).toContain('No Matching Roles');
    // The only Editorial roles in London have closed.
    expect((await get('/jobs/team/editorial/location/london/')).status).toBe(404);
  });

  it('cost the CMS nothing once the jobs page is cached', async () => {
    clockAt(noonOn(day));
    await get('/jobs/');
    await get('/jobs/team/technology/');
    const before = await cms.counts();
    for (const path of [
      '/jobs/team/commercial/',
      '/jobs/location/bristol/',
      '/jobs/type/full-time/',
      '/jobs/team/technology/location/london/',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect(await cms.counts()).toEqual(before);
  });

  it('answer the client router with the narrowed list', async () => {
    clockAt(noonOn(day));
    const data = JSON.parse((await get(`/__data?path=${encodeURIComponent('/jobs/location/remote-uk/')}`)).body);
    expect(data.kind).toBe('page');
    const list = data.page.slots.main.find((node: { type: string }) => node.type === 'jobs-list');
    expect(list.filter).toEqual({ location: 'Remote (UK)' });
    expect(data.head.title).toMatch(/^Jobs: Remote \(UK\) - /);
  });
});

describe('a keyword', () => {
  it('narrows the list at a query address that is never indexed nor kept, the form working without script', async () => {
    clockAt(noonOn(day));
    const list = await get('/jobs/');
    // A GET form to the list's own address: it needs no script.
    expect(list.body).toMatch(/<form class="jobs__search-form" action="\/jobs\/#open-roles" method="get">/);
    expect(list.body).toMatch(
      /<label id="([^"]+)-label" for="\1-q"[^>]*>Search open roles<\/label><input id="\1-q"[^>]*type="search"[^>]*name="q"/,
    );
    const found = await get('/jobs/?q=Data%20ANALYST');
    expect(found.status).toBe(200);
    expect(jobLinks(found.body).sort()).toEqual(['/jobs/20417', '/jobs/data-analyst-audience-1049']);
    expect(found.body).toContain('2 open roles');
    expect(found.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(found.body).toMatch(/<title>Jobs: “Data ANALYST” - /);
    // The box shows what was asked; filter and order links keep it.
    expect(found.body).toMatch(/<input id="[^"]+-q"[^>]*value="Data ANALYST"/);
    expect(found.body).toContain('href="/jobs/team/technology/?q=Data+ANALYST#open-roles"');
    expect(found.body).toContain('href="/jobs/sort/closing-date/?q=Data+ANALYST#open-roles"');
    // Made for each request: never answered from, nor stored in, the page cache.
    expect((await get('/jobs/?q=Data%20ANALYST')).state).not.toBe('page-hit');
    expect((await get('/jobs/')).state).toBe('page-hit');

    const narrowed = await get('/jobs/team/technology/location/london/?q=analyst');
    expect(jobLinks(narrowed.body)).toEqual(['/jobs/20417']);
    expect(narrowed.body).toMatch(/action="\/jobs\/team\/technology\/location\/london\/#open-roles"/);

    // No role has the words: a list that says so, not an error.
    const none = await get('/jobs/?q=astronaut');
    expect(none.status).toBe(200);
    expect(jobLinks(none.body)).toEqual([]);
    expect(none.body).toContain('No open role matches “astronaut” right now.');
    // A query with no word is the jobs page itself, indexable.
    const empty = await get('/jobs/?q=%3F%3F');
    expect(jobLinks(empty.body)).toHaveLength(9);
    expect(empty.body).not.toContain('noindex');
  });

  it('costs the CMS nothing once the jobs page is cached', async () => {
    clockAt(noonOn(day));
    await get('/jobs/');
    const before = await cms.counts();
    for (const query of ['editor', 'london', 'x%3Cb%3E', 'full-time%20remote'])
      expect((await get(`/jobs/?q=${query}`)).status, query).toBe(200);
    expect(await cms.counts()).toEqual(before);
  });
});

describe('a job’s page', () => {
  it('flags a role closing within the week as the list does', async () => {
    const path = '/jobs/senior-software-engineer-1048'; // closes on D+3
    for (const [on, flag] of [
      [day, 'Closes in 3 days'],
      [addDays(day, 2), 'Closes tomorrow'],
      [addDays(day, 3), 'Closes today'],
    ] as const) {
      clockAt(noonOn(on));
      const list = await get('/jobs/');
      const job = await get(path);
      expect(list.body, on).toContain(`>${flag}<`);
      expect(job.body, on).toContain(`<p class="job-row__flag job-detail__flag">${flag}</p>`);
    }
    clockAt(noonOn(day));
    expect((await get('/jobs/financial-accountant-1053')).body).not.toContain('job-detail__flag'); // D+12
  });

  it('answers its number alone with one 301 to its full address; an unknown number is the jobs 404, asked of the CMS once', async () => {
    clockAt(noonOn(day));
    const short = await get('/jobs/1048?utm_source=board');
    expect(short.status).toBe(301);
    expect(short.headers.get('location')).toBe('/jobs/senior-software-engineer-1048?utm_source=board');
    // Its slashed form takes one hop more at most: the slash first, as for every job address.
    expect((await get('/jobs/1048/')).headers.get('location')).toBe('/jobs/1048');
    // A closed role's number leads to its page, which says it has closed.
    expect((await get('/jobs/1042')).headers.get('location')).toBe(CLOSING);
    // A role whose id is the number itself is that role.
    expect((await get('/jobs/20417')).status).toBe(200);

    const unknown = await get('/jobs/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('No such role');
    const before = await cms.total();
    expect((await get('/jobs/99999')).status).toBe(404);
    expect(await cms.total()).toBe(before);
    // One link per destination: the Jobs Page button, then the other sections.
    const page = unknown.body.slice(unknown.body.indexOf('error-page--jobs'));
    const hrefs = [...page.slice(0, page.indexOf('</section>')).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/\/$/, ''));
    expect(hrefs).toEqual(['/jobs', '/news', '/our-brands', '/contact']);
  });
});

describe('the open jobs’ sitemap', () => {
  it('lists job pages while their roles are open, and is kept no later than London’s next midnight', async () => {
    const closes = addDays(day, 12);
    clockAt(endOf(closes) - 120_000);
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<loc>https://www.immediate.co.uk/sitemaps/jobs.xml</loc>');
    const jobs = await get('/sitemaps/jobs.xml');
    expect(jobs.status).toBe(200);
    const locs = [...jobs.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const open = jobsOn(day).filter((job) => isOpen(job, closes));
    expect(locs.sort()).toEqual(open.map((job) => `/jobs/${job.id}`).sort());
    expect(locs).toContain(LATER);
    expect(locs).not.toContain(CLOSING);
    expect(jobs.headers.get('cache-control')).toBe('public, max-age=120');

    clockAt(endOf(closes));
    const next = await get('/sitemaps/jobs.xml');
    expect(next.body).not.toContain(LATER);
    expect(next.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
