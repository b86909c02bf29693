/**
 * Jobseekers' list (issue 42), on the worker's own clock (faked here): newest first by default, closing soonest
 * first at `/jobs/sort/closing-date/` (an address like the filters: no script, cached as a page), every role
 * closing within a week flagged "Closes today", "Closes tomorrow" or "Closes in N days" by the London day of
 * the request, and `/jobs/feed.xml` listing every open role of that day, newest first.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobsOn } from '../../cms/content/index';
import { isOpen, londonOffset } from '../../contract/london-day';
import type { JobInput } from '../../contract/nodes';
import { addDays, clockAt, noonOn } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { ORIGIN, PERSON } from '../helpers/site';
import { getWith } from '../helpers/site-with';
import { elements, texts } from './seo/xml-check';

/** The pack's day (D). */
let day = '';
let jobs: JobInput[] = [];

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await getWith({}, path, { headers: { 'user-agent': PERSON } });
  return { status: response.status, body: await response.text() };
}

interface Row {
  href: string;
  flag: string | null;
}

function rowsOf(body: string): Row[] {
  // A row holds lists of its own: it runs to the next row (or the list's end).
  return body
    .split('<li class="job-row card--link">')
    .slice(1)
    .map((row) => ({
      href: /<a href="(\/jobs\/[a-z0-9-]+)" class="card__link"/.exec(row)?.[1] ?? '',
      flag: /<p class="job-row__flag">([^<]*)<\/p>/.exec(row.split('class="job-row__cta"')[0]!)?.[1] ?? null,
    }));
}

/** The flag written again from the dates, independently of app/jobs/job-order.ts. */
function expectedFlag(job: JobInput, today: string): string | null {
  if (!job.validThrough) return null;
  const days = (Date.parse(job.validThrough) - Date.parse(today)) / 86_400_000;
  if (days === 0) return 'Closes today';
  if (days === 1) return 'Closes tomorrow';
  return days > 1 && days <= 7 ? `Closes in ${days} days` : null;
}

const newestFirst = (a: JobInput, b: JobInput) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title, 'en-GB');

beforeAll(async () => {
  day = await cms.day();
  jobs = jobsOn(day);
});
beforeEach(async () => {
  vi.useRealTimers();
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the jobs list on each day of a fortnight', () => {
  it.each(Array.from({ length: 15 }, (_, offset) => offset))('flags every role by its closing date on D+%i', async (offset) => {
    const today = addDays(day, offset);
    clockAt(noonOn(today));
    const open = jobs.filter((job) => isOpen(job, today));
    const rows = rowsOf((await get('/jobs/')).body);
    expect(rows.map((row) => row.href).sort()).toEqual(open.map((job) => `/jobs/${job.id}`).sort());
    for (const job of open) {
      expect(rows.find((row) => row.href === `/jobs/${job.id}`)?.flag, `${job.id} on ${today}`).toBe(expectedFlag(job, today));
    }
  });
});

describe('the order', () => {
  it('is newest first on /jobs/, with the sort links marking it', async () => {
    clockAt(noonOn(day));
    const { body } = await get('/jobs/');
    const open = jobs.filter((job) => isOpen(job, day)).sort(newestFirst);
    expect(rowsOf(body).map((row) => row.href)).toEqual(open.map((job) => `/jobs/${job.id}`));
    expect(body).toContain('<a href="/jobs/#open-roles" class="jobs__sort-link" aria-current="page">Newest first</a>');
    expect(body).toContain('<a href="/jobs/sort/closing-date/#open-roles" class="jobs__sort-link">Closing soonest</a>');
  });

  it('is closing soonest first at /jobs/sort/closing-date/, roles without a date last', async () => {
    clockAt(noonOn(day));
    const { status, body } = await get('/jobs/sort/closing-date/');
    expect(status).toBe(200);
    const open = jobs.filter((job) => isOpen(job, day));
    const dated = open
      .filter((job) => job.validThrough)
      .sort((a, b) => a.validThrough!.localeCompare(b.validThrough!) || newestFirst(a, b));
    const undated = open.filter((job) => !job.validThrough).sort(newestFirst);
    expect(rowsOf(body).map((row) => row.href)).toEqual([...dated, ...undated].map((job) => `/jobs/${job.id}`));
    expect(body).toMatch(/<title>Jobs: closing soonest - /);
    expect(body).toContain('aria-current="page">Closing soonest</a>');
  });

  it('keeps a filter, and a filter link keeps the order', async () => {
    clockAt(noonOn(day));
    const { status, body } = await get('/jobs/team/technology/sort/closing-date/');
    expect(status).toBe(200);
    const tech = jobs.filter((job) => isOpen(job, day) && job.department === 'Technology');
    expect(rowsOf(body)).toHaveLength(tech.length);
    expect(body).toContain('href="/jobs/team/technology/#open-roles" class="jobs__sort-link">Newest first</a>');
    expect(body).toContain('href="/jobs/team/technology/location/london/sort/closing-date/#open-roles"');
  });

  it('has one form: another order or a misplaced pair is a 404', async () => {
    clockAt(noonOn(day));
    expect((await get('/jobs/sort/oldest/')).status).toBe(404);
    expect((await get('/jobs/sort/closing-date/team/technology/')).status).toBe(404);
  });
});

describe('GET /jobs/feed.xml', () => {
  it.each([0, 4, 13])('lists every role open on D+%i, newest first, and is named on /jobs/', async (offset) => {
    const today = addDays(day, offset);
    clockAt(noonOn(today));
    const response = await get('/jobs/feed.xml');
    expect(response.status).toBe(200);
    const items = elements(response.body, 'item');
    const open = jobs.filter((job) => isOpen(job, today)).sort(newestFirst);
    expect(items.map((item) => texts(item.inner, 'link')[0])).toEqual(open.map((job) => `${ORIGIN}/jobs/${job.id}`));
    expect(items.map((item) => texts(item.inner, 'title')[0])).toEqual(open.map((job) => job.title));
    // Each posted at 09:00 in London on its date (the reference CMS's time of day), not midnight.
    const postedAt = (job: JobInput) => new Date(`${job.datePosted}T09:00:00${londonOffset(job.datePosted)}`).toUTCString();
    expect(items.map((item) => texts(item.inner, 'pubDate')[0])).toEqual(open.map(postedAt));
    const page = (await get('/jobs/')).body;
    expect(page).toContain(`<link rel="alternate" href="${ORIGIN}/jobs/feed.xml" type="application/rss+xml" title="Immediate Media jobs">`);
    expect(page).toContain('<a href="/jobs/feed.xml" class="jobs__feed">RSS feed of new roles</a>');
  });
});
