/**
 * The moments a CMS gives (issue 57, "feeds carry the real publish time") in JSON-LD and the jobs feed, built from
 * generated moments: an article's datePublished is its `published` moment and its dateModified its `modified` one
 * (never before it was published), a job's datePosted and feed pubDate its `posted` moment; a CMS that knows only
 * the day gives that day's midnight in UTC (JSON-LD's datePosted: the day itself). What the served pages carry
 * from the reference CMS is checked in json-ld.test.ts and job-order.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../contract/nodes';
import type { AppState } from '../../../contract/page-state';
import { isoMoment } from '../../../contract/published-date';
import { routeEntry } from '../../../contract/route-entry';
import { jsonLdFor } from '../../../worker/head/json-ld';
import { jobsFeedXml } from '../../../worker/routes/seo/jobs-feed';
import { runs } from '../../helpers/property-runs';
import { elements, texts } from './xml-check';

const ORIGIN = 'https://example.test';
/** Whole seconds from 2000 to 2099: the moments a CMS writes. */
const moment = fc.integer({ min: 946_684_800, max: 4_102_444_799 }).map((seconds) => isoMoment(new Date(seconds * 1000)));

/** The JSON-LD of a post whose route carries these moments (each optional). */
function articleLd(publishedIso: string, moments: { published?: string; modified?: string }): Record<string, unknown> {
  const route = routeEntry({ path: '/story/', title: 'Story', description: 'D', kind: 'post', origin: ORIGIN, publishedIso, ...moments });
  const state = { buildId: 't', site: { name: 'S', origin: ORIGIN }, page: { kind: 'content', path: '/story/', route, slots: {} } };
  const things = jsonLdFor(state as unknown as AppState) as unknown as Record<string, unknown>[];
  return things.find((thing) => thing['@type'] === 'NewsArticle')!;
}

const job = (id: string, datePosted: string, posted?: string): JobSummary => ({
  id,
  title: `Role ${id}`,
  department: 'Technology',
  location: 'London',
  employmentType: 'FULL_TIME',
  workplace: 'Hybrid',
  datePosted,
  ...(posted ? { posted } : {}),
  summary: 'S',
});

describe('NewsArticle dates', () => {
  it('are the moments the CMS gives; modified is never before published', () => {
    fc.assert(
      fc.property(moment, fc.option(moment, { nil: undefined }), (published, modified) => {
        const ld = articleLd(published.slice(0, 10), { published, ...(modified ? { modified } : {}) });
        expect(ld.datePublished).toBe(published);
        expect(ld.dateModified).toBe(modified && modified > published ? modified : published);
      }),
      { numRuns: runs(1_000) },
    );
  });

  it("are the day's midnight from a CMS that knows the day only", () => {
    expect(articleLd('2026-03-05', {})).toMatchObject({ datePublished: '2026-03-05T00:00:00Z', dateModified: '2026-03-05T00:00:00Z' });
  });
});

describe('the jobs feed', () => {
  it("dates each role by the moment it was posted, its day's midnight without one, and builds at the latest", () => {
    fc.assert(
      fc.property(fc.array(fc.option(moment, { nil: undefined }), { minLength: 1, maxLength: 8 }), (moments) => {
        const roles = moments.map((posted, index) => job(String(20_000 + index), posted?.slice(0, 10) ?? '2026-03-04', posted));
        const xml = jobsFeedXml(ORIGIN, 'S', roles);
        const at = new Map(roles.map((role) => [`${ORIGIN}/jobs/${role.id}`, new Date(role.posted ?? `${role.datePosted}T00:00:00Z`)]));
        const items = elements(xml, 'item');
        expect(items).toHaveLength(roles.length);
        for (const item of items) expect(texts(item.inner, 'pubDate')).toEqual([at.get(texts(item.inner, 'link')[0]!)!.toUTCString()]);
        const latest = Math.max(...[...at.values()].map((date) => date.getTime()));
        expect(texts(xml, 'lastBuildDate')).toEqual([new Date(latest).toUTCString()]);
      }),
      { numRuns: runs(500) },
    );
  });
});

describe('JobPosting datePosted', () => {
  it('is the moment the role was posted, its day from a CMS that knows the day only', () => {
    const posting = (role: JobSummary) => {
      const detail = { ...role, html: '<p>x</p>', applyUrl: 'https://example.test/apply' };
      const route = routeEntry({
        path: `/jobs/${role.id}`,
        title: role.title,
        description: '',
        kind: 'page',
        origin: ORIGIN,
        publishedIso: role.datePosted,
      });
      const page = { kind: 'content', path: route.path, route, slots: { main: [{ type: 'job-detail', job: detail }] } };
      const things = jsonLdFor({ buildId: 't', site: { name: 'S', origin: ORIGIN }, page } as unknown as AppState) as unknown as Record<
        string,
        unknown
      >[];
      return things.find((thing) => thing['@type'] === 'JobPosting')!;
    };
    expect(posting(job('20001', '2026-03-05', '2026-03-05T08:15:00Z')).datePosted).toBe('2026-03-05T08:15:00Z');
    expect(posting(job('20002', '2026-03-05')).datePosted).toBe('2026-03-05');
  });
});
