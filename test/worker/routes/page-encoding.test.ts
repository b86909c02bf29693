/**
 * Pages from the page cache go out as their gzip bytes to a reader that
 * accepts gzip (worker/page/encoding.ts): for every page of the sample
 * pack, for people and crawlers, the gzip answer decodes to exactly the page a
 * reader without gzip gets. Refusing gzip (q=0, or other codings only) gets
 * the plain page; every page answer varies by Accept-Encoding.
 */
import { describe, expect, it } from 'vitest';
import { acceptsGzipMemo } from '../../../worker/page/encoding';

const acceptsGzip = acceptsGzipMemo();

import { CRAWLER, get, PERSON } from '../../helpers/site';
import { eventually } from '../../helpers/wait';

const CMS = 'http://127.0.0.1:8788';
const { routes } = (await (await fetch(`${CMS}/routes`)).json()) as {
  routes: { path: string; meta: { gone?: boolean; internal?: boolean; canonical_path?: string } }[];
};
const PAGES = routes.filter((route) => !route.meta.gone && !route.meta.internal && !route.meta.canonical_path).map((route) => route.path);
const BROWSER = 'gzip, deflate, br, zstd';

/** The runtime's fetch decodes a gzip body as it reads it (keeping the header): bytes that were not gzip fail here. */
function gunzip(response: Response): Promise<string> {
  return response.text();
}

/** Asks until the page comes from the page cache compressed: rendered, stored, then compressed in the background. */
function gzipAnswer(path: string, ua: string): Promise<Response> {
  return eventually(async () => {
    const response = await get(path, { ua, headers: { 'accept-encoding': BROWSER } });
    if (response.headers.get('content-encoding') === 'gzip') return response;
    await response.body?.cancel();
    throw new Error(`${path} never came from the page cache compressed`);
  });
}

describe('pages from the page cache, compressed', () => {
  it('the sample pack has pages to check', () => {
    expect(PAGES.length).toBeGreaterThan(20);
  });

  for (const [reader, ua] of [
    ['people', PERSON],
    ['crawlers', CRAWLER],
  ] as const) {
    // One test per page: the test's time limit guards a hang, and a busy machine's slower renders never add up to it.
    it.each(PAGES)(`%s, for ${reader}: the gzip answer decodes to the page sent plain`, async (path) => {
      const compressed = await gzipAnswer(path, ua);
      expect(compressed.status, path).toBe(200);
      expect(compressed.headers.get('vary'), path).toBe('accept-encoding');
      expect(compressed.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      const plain = await get(path, { ua });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('vary'), path).toBe('accept-encoding');
      const html = await plain.text();
      expect(html.startsWith('<!DOCTYPE html>'), path).toBe(true);
      expect(await gunzip(compressed), path).toBe(html);
    });
  }

  it.each([
    ['gzip;q=0', null],
    ['br, zstd', null],
    ['identity', null],
    ['*;q=0, gzip;q=0', null],
    ['GZIP', 'gzip'],
    ['*', 'gzip'],
    ['br;q=1.0, gzip;q=0.5', 'gzip'],
  ])('Accept-Encoding %j gets content-encoding %s', async (accept, encoding) => {
    await (await gzipAnswer('/who-we-are/', PERSON)).body?.cancel();
    const response = await get('/who-we-are/', { headers: { 'accept-encoding': accept } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    const body = encoding ? await gunzip(response) : await response.text();
    expect(body).toContain('</html>');
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('deflate, gzip;q=0.001')).toBe(true);
    expect(acceptsGzip('gzip; q=0.0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('gzipper')).toBe(false);
  });
});
