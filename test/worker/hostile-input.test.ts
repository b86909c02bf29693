/**
 * Hostile input never gives a 5xx, an off-site Location or reflected markup.
 * Paths are sent raw: workerd parses them as the edge would, without the
 * normalisation `wrangler dev` adds.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../helpers/property-runs';
import { get, ORIGIN } from '../helpers/site';

/** Targets outside the site that the tables allow (the CMS's external redirect, the preview hand-off). */
const ALLOWED_EXTERNAL = ['https://careers.immediate.example', 'http://127.0.0.1:8788'];

function assertSafe(response: Response, label: string): void {
  expect(response.status, label).toBeLessThan(500);
  const location = response.headers.get('location');
  if (location) {
    // Same-site redirects are relative: a path that a browser cannot read as another host.
    if (location.startsWith('/')) expect(location, `${label} → ${location}`).toMatch(/^\/(?![/\\])/);
    const origin = new URL(location, ORIGIN).origin;
    expect(origin === ORIGIN || ALLOWED_EXTERNAL.includes(origin), `${label} → ${location}`).toBe(true);
  }
}

describe('open-redirect attempts', () => {
  const attempts = [
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '\\/evil.example',
    '/\t//evil.example',
    '/%09//evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/.%2F%2Fevil.example',
    '///evil.example/%2e%2e',
    '/%2e%2e/%2e%2e/evil',
    '/a/../../evil.example',
    '/contact-us/..%2F..%2F%2Fevil.example',
  ];

  it.each(attempts)('%s stays on the site', async (path) => {
    const response = await get(path);
    assertSafe(response, path);
    const location = response.headers.get('location');
    if (location) expect(location.startsWith('/') && !location.startsWith('//')).toBe(true);
  });

  it('ignores a forged X-Forwarded-Host and Host-like headers', async () => {
    const response = await get('/who-we-are', { headers: { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' } });
    expect(response.headers.get('location')).toBe('/who-we-are/');
    const page = await (await get('/who-we-are/', { headers: { 'x-forwarded-host': 'evil.example' } })).text();
    expect(page).not.toContain('evil.example');
  });
});

describe('malformed requests', () => {
  it('answers NUL and broken percent-encoding with 400', async () => {
    for (const path of ['/%00/', '/a%00b/', '/%E0%A4%A/', '/%/', '/%zz/']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
  });

  it('answers a 16 KB path with 414', async () => {
    const response = await get(`/${'a'.repeat(16 * 1024)}/`);
    expect(response.status).toBe(414);
  });

  it('answers other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/who-we-are/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await get('/who-we-are/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('never reflects markup from the path', async () => {
    const response = await get('/%3Cscript%3Ealert(1)%3C/script%3E/');
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toMatch(/<script>alert/i);
    const quote = await (await get('/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E/')).text();
    expect(quote).not.toMatch(/<img src=x/i);
  });
});

describe('property: any path', () => {
  const segment = fc.oneof(
    fc.constantFrom(
      '',
      '.',
      '..',
      '%2e',
      '%2F',
      '%5C',
      '\\',
      '//',
      'evil.example',
      'contact-us',
      'news',
      '%00',
      '%',
      '\t',
      '?',
      '#',
      '@',
      ':',
    ),
    fc.string({ maxLength: 12 }),
    fc.webSegment(),
  );
  const path = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);

  it('never gives a 5xx or an off-site Location', async () => {
    await fc.assert(
      fc.asyncProperty(path, fc.boolean(), async (candidate, slash) => {
        let response: Response;
        try {
          response = await get(slash ? `${candidate}/` : candidate);
        } catch (error) {
          // The Request constructor itself refused the URL: nothing reached the worker.
          expect(String(error)).toMatch(/invalid|url/i);
          return;
        }
        assertSafe(response, candidate);
        await response.body?.cancel();
      }),
      { numRuns: runs(150) },
    );
  });
});
