/**
 * JSON-LD on every page type, and the status codes crawlers rely on.
 */
import { describe, expect, it, vi } from 'vitest';
import { londonOffset } from '../../../contract/london-day';
import { clockAt, noonOn } from '../../helpers/clock';
import { cms } from '../../helpers/cms';
import { CRAWLER, get, html, ORIGIN } from '../../helpers/site';

type Thing = Record<string, unknown> & { '@type': string };

async function jsonLd(path: string): Promise<Thing[]> {
  const { response, body } = await html(path, { ua: CRAWLER });
  expect(response.status, path).toBe(200);
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Thing);
}

const ofType = (things: Thing[], type: string) => things.find((thing) => thing['@type'] === type);

describe('JSON-LD', () => {
  it('describes the organisation and the website on the home page', async () => {
    const things = await jsonLd('/');
    expect(ofType(things, 'Organization')).toMatchObject({ '@context': 'https://schema.org', name: 'Immediate Media', url: `${ORIGIN}/` });
    expect(ofType(things, 'WebSite')).toMatchObject({ url: `${ORIGIN}/`, inLanguage: 'en-GB' });
  });

  it('marks posts as NewsArticle with headline, date, image and publisher', async () => {
    const article = ofType(await jsonLd('/long-read-the-future-of-specialist-media/'), 'NewsArticle')!;
    expect(article.headline).toBeTruthy();
    // The moment it went out, 09:00 in London on its date (the reference CMS's time of day), not midnight.
    const iso = String(article.datePublished).slice(0, 10);
    expect(article.datePublished).toBe(new Date(`${iso}T09:00:00${londonOffset(iso)}`).toISOString().replace('.000Z', 'Z'));
    expect(article.datePublished).toMatch(/^2024-\d{2}-\d{2}T0[89]:00:00Z$/);
    expect(article.dateModified).toBe(article.datePublished);
    expect((article.image as string[])[0]).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(article.publisher).toMatchObject({ '@type': 'Organization', name: 'Immediate Media' });
  });

  it('gives breadcrumbs as a BreadcrumbList with absolute items', async () => {
    const pages = ['/privacy/who-are-we/our-titles/', '/our-brands/goodfood/'];
    for (const path of pages) {
      const list = ofType(await jsonLd(path), 'BreadcrumbList');
      if (!list) continue;
      const items = list.itemListElement as { position: number; name: string; item: string }[];
      expect(items[0]).toMatchObject({ position: 1, name: 'Home', item: `${ORIGIN}/` });
      expect(items.at(-1)!.item).toBe(`${ORIGIN}${path}`);
      return;
    }
    throw new Error('no page with breadcrumbs');
  });

  it('marks job pages as JobPosting, open to the end of the closing day in London', async () => {
    // The worker's clock: the pack's day, on which this role is open (a closed role's page has no JobPosting, test/worker/jobs.test.ts).
    const day = await cms.day();
    clockAt(noonOn(day));
    const jobs = (await (await fetch('http://127.0.0.1:8788/jobs')).json()) as {
      jobs: { id: string; datePosted: string; validThrough?: string }[];
    };
    const job = jobs.jobs.find((candidate) => candidate.validThrough && candidate.validThrough >= day)!;
    const posting = ofType(await jsonLd(`/jobs/${job.id}`), 'JobPosting')!;
    vi.useRealTimers();
    // Posted at 09:00 in London on its date (the reference CMS's time of day).
    const posted = new Date(`${job.datePosted}T09:00:00${londonOffset(job.datePosted)}`).toISOString().replace('.000Z', 'Z');
    expect(posting).toMatchObject({ employmentType: expect.any(String), datePosted: posted });
    expect(posting.title).toBeTruthy();
    // London's offset on the closing day: +00:00 in winter, +01:00 in summer.
    expect(posting.validThrough).toBe(`${job.validThrough}T23:59:59${londonOffset(job.validThrough!)}`);
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Immediate Media' });
    expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { addressCountry: 'GB' } });
  });

  it('describes every other page as a WebPage', async () => {
    const page = ofType(await jsonLd('/modern-slavery-and-human-trafficking-statement/'), 'WebPage')!;
    expect(page).toMatchObject({ url: `${ORIGIN}/modern-slavery-and-human-trafficking-statement/`, inLanguage: 'en-GB' });
  });
});

describe('status codes for crawlers', () => {
  it('answers 410 for a page the CMS marks gone, to crawlers and people', async () => {
    const crawler = await get('/festive-reader-competition-2023/', { ua: CRAWLER });
    expect(crawler.status).toBe(410);
    expect(await crawler.text()).not.toContain('<html');
    const { response, body } = await html('/festive-reader-competition-2023/');
    expect(response.status).toBe(410);
    expect(body).toMatch(/<h1[^>]*>Gone<\/h1>/);
  });

  it('answers 301 for legacy URLs and 404 for unknown ones', async () => {
    expect((await get('/contact-us/', { ua: CRAWLER })).status).toBe(301);
    expect((await get('/nothing-here/', { ua: CRAWLER })).status).toBe(404);
  });
});
