/**
 * Contract, for every CMS: `/jobs` and `/jobs/{id}` (a missing job is a 404
 * error body the site shows on its jobs error page), and `/media/…` for
 * files the content links (an SVG, a PDF): the right type and bytes; a
 * missing file is a 404 error body; a path that climbs out of the media
 * folder is never served.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { JobResponseSchema, JobsResponseSchema, NewsPageSchema } from '../../contract/api';
import { londonDate } from '../../contract/london-day';
import { NodesResponseSchema } from '../../contract/nodes';
import { slugOf } from '../../contract/slugs';
import { api, cmses, expectError, expectOk, nodesQuery, seen, type TestCms } from './api';
import { MIN_JOBS } from './sample-pack';

/** The sample page whose downloads node links PDFs. */
const DOWNLOADS_PAGE = '/immediate-sustainability-reports/';

/** The part of a media address after `/media/`, whether the content names a site path or an absolute URL. */
function mediaPath(src: string): string {
  const match = /\/media\/(.+)$/.exec(src);
  if (!match) throw new Error(`${src} is not a /media/ address`);
  return match[1]!;
}

/** A GET sent with the path exactly as written (fetch would resolve `..` before sending). */
function rawGet(cms: TestCms, path: string): Promise<{ status: number; body: string }> {
  const base = new URL(cms.api);
  return new Promise((resolve, reject) => {
    const call = request({ host: base.hostname, port: base.port, path: `${base.pathname}${path}`, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

describe.each(cmses())('$name CMS: /jobs', (cms) => {
  it('lists the open jobs, and each one answers /jobs/{id} with the same summary', async () => {
    const { jobs } = expectOk(await api(cms, '/jobs'), JobsResponseSchema);
    expect(jobs.length, 'open jobs').toBeGreaterThanOrEqual(MIN_JOBS);
    expect(new Set(jobs.map((job) => job.id)).size, 'distinct ids').toBe(jobs.length);
    // The moment each was posted (the jobs feed, JSON-LD), on its London date.
    expect(
      jobs.map((job) => (job.posted ? londonDate(Date.parse(job.posted)) : `${job.id} has no posted moment`)),
      'posted falls on datePosted',
    ).toEqual(jobs.map((job) => job.datePosted));
    for (const summary of jobs) {
      const answer = await api(cms, `/jobs/${summary.id}`);
      const { job } = expectOk(answer, JobResponseSchema);
      expect(job, seen(answer)).toMatchObject(summary);
      expect(job.html.length, `${summary.id} has a description`).toBeGreaterThan(0);
    }
  });

  it('a missing job is a 404 error body with a status message and a message', async () => {
    const body = expectError(await api(cms, '/jobs/no-such-job-1'), 404);
    expect(body.error.statusMessage).not.toBe('');
    expect(body.error.message).not.toBe('');
    // The id is whatever someone typed or linked: not repeated back.
    expect(JSON.stringify(body)).not.toContain('no-such-job-1');
  });
});

describe.each(cmses())('$name CMS: /media', (cms) => {
  it('serves an SVG image the news list shows, as SVG', async () => {
    const { items } = expectOk(await api(cms, '/news?limit=24'), NewsPageSchema);
    const src = items.find((item) => item.image?.src.endsWith('.svg'))?.image?.src;
    expect(src, `an SVG image among the newest articles: ${JSON.stringify(items.map((item) => item.image?.src))}`).toBeDefined();
    const answer = await api(cms, `/media/${mediaPath(src!)}`);
    expect(answer.status, seen(answer)).toBe(200);
    expect(answer.contentType, seen(answer)).toMatch(/^image\/svg\+xml/);
    expect(answer.text.trimStart(), seen(answer)).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
  });

  it('serves a PDF a downloads node links, as PDF', async () => {
    const slots = expectOk(await api(cms, nodesQuery(DOWNLOADS_PAGE)), NodesResponseSchema)[slugOf(DOWNLOADS_PAGE)] ?? {};
    const files = Object.values(slots)
      .flat()
      .flatMap((node) => ((node as { type: string }).type === 'downloads' ? (node as { files: { href: string }[] }).files : []));
    const pdf = files.find((file) => file.href.endsWith('.pdf'));
    expect(pdf, `${DOWNLOADS_PAGE} links a PDF: ${JSON.stringify(files)}`).toBeDefined();
    const response = await fetch(`${cms.api}/media/${mediaPath(pdf!.href)}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.status, pdf!.href).toBe(200);
    expect(response.headers.get('content-type'), pdf!.href).toMatch(/^application\/pdf/);
    expect(new TextDecoder().decode(bytes.slice(0, 5)), `the first bytes of ${pdf!.href}`).toBe('%PDF-');
  });

  it('a missing file is a 404 error body', async () => {
    expectError(await api(cms, '/media/files/no-such-document-here.pdf'), 404);
  });

  it.each([
    '/media/../../../../../../etc/passwd',
    '/media/files/../../../../../wp-config.php',
    '/media/files/..%2f..%2f..%2f..%2fwp-config.php',
    '/media/%2e%2e/%2e%2e/%2e%2e/%2e%2e/wp-config.php',
    '/media/files/%2e%2e%2f%2e%2e%2f%2e%2e%2fwp-config.php',
  ])('refuses the traversal %s', async (path) => {
    const answer = await rawGet(cms, path);
    const what = `${path} → ${answer.status} ${answer.body.slice(0, 200)}`;
    // Refused (4xx), or resolved by the server before the API saw it (a redirect away): never served, never a 5xx.
    expect(answer.status, what).toBeGreaterThanOrEqual(300);
    expect(answer.status, what).toBeLessThan(500);
    expect(answer.body, what).not.toMatch(/root:.*:0:0:|DB_PASSWORD|<\?php/);
  });
});
