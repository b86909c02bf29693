/**
 * The request pipeline end to end in workerd, against real KV (seeded from
 * redirects.json) and the reference CMS.
 */

import { describe, expect, it } from 'vitest';
import redirects from '../../redirects.json';
import { cms } from '../helpers/cms';
import { CRAWLER, get, html } from '../helpers/site';

describe('trailing slash', () => {
  it('adds the slash with a 301 and keeps the query', async () => {
    const response = await get('/who-we-are?ref=nav&x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/who-we-are/?ref=nav&x=1');
  });

  it('does not add a slash when preview_id is present', async () => {
    const response = await get('/who-we-are?preview_id=12');
    expect(response.status).not.toBe(301);
  });

  it('leaves the special routes alone', async () => {
    expect((await get('/jobs/no-such-job')).status).toBe(404);
    expect((await get('/preview')).status).toBe(403);
  });
});

describe('preview hand-off', () => {
  it('sends ?preview=true to the CMS generate endpoint with preview_id and typeName', async () => {
    const response = await get('/some-page/?preview=true&preview_id=42&typeName=Page');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('http://127.0.0.1:8788');
    expect(location.pathname).toBe('/generate');
    expect(location.searchParams.get('id')).toBe('42');
    expect(location.searchParams.get('post_type')).toBe('page');
  });

  it('falls back to page_id, then p, and to post type post', async () => {
    const byPage = new URL((await get('/x/?preview=true&page_id=7&p=9')).headers.get('location')!);
    expect(byPage.searchParams.get('id')).toBe('7');
    expect(byPage.searchParams.get('post_type')).toBe('post');
    const byP = new URL((await get('/x/?preview=true&p=9')).headers.get('location')!);
    expect(byP.searchParams.get('id')).toBe('9');
  });

  it('URL-encodes the values', async () => {
    const response = await get('/x/?preview=true&preview_id=1%262&typeName=A%20B');
    const location = response.headers.get('location')!;
    expect(location).toContain('id=1%262');
    expect(new URL(location).searchParams.get('post_type')).toBe('a b');
  });
});

describe('legacy redirects from KV', () => {
  const entries = Object.entries(redirects);

  it.each(entries)('%s → %s with and without the slash, one hop', async (source, target) => {
    for (const path of [source, `${source}/`]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(target);
    }
  });

  it('keeps the query', async () => {
    const response = await get('/contact-us/?utm_source=mail');
    expect(response.headers.get('location')).toBe('/contact/?utm_source=mail');
  });

  it('covers every family of the spec', () => {
    const targets = new Set(Object.values(redirects));
    for (const expected of [
      '/trading-policies/advertising-terms-and-conditions/',
      '/our-brands/',
      '/complaints/',
      '/contact/',
      '/life-at-immediate/',
      '/trading-policies/ethical-policy/',
      '/trading-policies/potacs/',
      '/trading-policies/suppliers/',
      '/trading-policies/responsible-forest-products-purchasing-policy/',
      '/',
      '/commercial/',
      '/who-we-are/',
      '/news/',
      '/tax-s172/',
      '/our-brands/goodfood/',
      '/our-brands/historyextra/',
      '/our-brands/topgear/',
      '/our-brands/gardenersworld/',
      '/our-brands/madeformums/',
      '/our-brands/olivemagazine/',
      '/our-brands/radiotimes/',
      '/our-brands/youth-and-childrens/',
    ]) {
      expect(targets.has(expected), expected).toBe(true);
    }
  });
});

describe('CMS redirect lookup', () => {
  it('redirects a path the CMS knows, in one hop with or without the slash', async () => {
    for (const path of ['/news/old-story/', '/news/old-story']) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe('/news/');
    }
  });

  it('lets external targets leave the site', async () => {
    const response = await get('/careers-portal/');
    expect([301, 302]).toContain(response.status);
    expect(new URL(response.headers.get('location')!).origin).toBe('https://careers.immediate.example');
  });
});

describe('route resolution', () => {
  it('answers known routes with 200', async () => {
    for (const path of ['/', '/who-we-are/', '/our-brands/goodfood/', '/privacy/who-are-we/our-titles/', '/news/more-news/']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('gives 404 Page Not Found with the full path for unknown routes', async () => {
    const { response, body } = await html('/no-such-page/');
    expect(response.status).toBe(404);
    expect(body).toContain('Page Not Found: /no-such-page/');
    expect(body).toContain('The requested URL /no-such-page/ was not found.');
  });

  it('treats a numeric slug as a preview id: no token, no draft, no CMS call', async () => {
    await get('/1001/');
    await cms.reset();
    const { response, body } = await html('/1001/');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).not.toContain('Draft');
    expect(await cms.total()).toBe(0);
  });
});

describe('special routes', () => {
  it('renders every job detail titled Jobs, its role first in the document title, each title its own', async () => {
    const jobs = (await (await fetch('http://127.0.0.1:8788/jobs')).json()) as {
      jobs: { id: string; title: string; validThrough?: string }[];
    };
    const titles = new Set<string>();
    // Open and closed roles alike (a closed role's page is a 410 that names it, test/worker/jobs.test.ts).
    for (const job of jobs.jobs) {
      const { response, body } = await html(`/jobs/${job.id}`);
      expect([200, 410], job.id).toContain(response.status);
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
      expect(title, job.id).toBe(`${job.title.replace(/&/g, '&amp;')} - Jobs - Immediate Media`);
      titles.add(title);
      // The page itself stays titled Jobs, as the specification names it.
      expect(JSON.stringify(/"meta":\{[^}]*"title":"([^"]*)"/.exec(body)?.[1]), job.id).toBe('"Jobs"');
    }
    expect(titles.size, 'two roles share a title').toBe(jobs.jobs.length);
  });

  it("shows an unknown job id the jobs error page with the error's own status message and message, never the id", async () => {
    const { response, body } = await html('/jobs/gone-job-0x41');
    expect(response.status).toBe(404);
    expect(body).toMatch(/<h1[^>]*>No such role<\/h1>/);
    expect(body).toContain('There is no role at this address');
    // What the page shows (the hydration state keeps the path, as every page's does).
    expect(/<main[\s\S]*<\/main>/.exec(body)?.[0]).not.toContain('0x41');
    expect(body).not.toContain('has closed');
    expect(body).toMatch(/href="\/jobs"[^>]*><span>Jobs Page<\/span>/);
    // Ways on: the site's sections.
    for (const href of ['/news/', '/our-brands/', '/jobs/', '/contact/']) expect(body).toContain(`href="${href}"`);
  });

  it('does not render error pages for crawlers', async () => {
    const response = await get('/no-such-page/', { ua: CRAWLER });
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('<html');
    expect(body).not.toContain("I don't believe it!");
  });
});
