import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapXml } from '../../../worker/routes/seo/sitemap';
import { cms } from '../../helpers/cms';
import { get, ORIGIN } from '../../helpers/site';
import { cmsRoutes, expectedIndexable, isoOf, listItem } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

async function xmlAt(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return response.text();
}

/** The sample pack fits one child of the route listing: the index names it (then the open jobs' child), and it holds the URLs. */
async function sitemap(): Promise<string> {
  const index = await xmlAt('/sitemap.xml');
  expect(texts(index, 'loc')).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/jobs.xml`]);
  return xmlAt('/sitemaps/1.xml');
}

describe('GET /sitemap.xml', () => {
  it('is a well-formed sitemap index naming one child of the route listing for the sample pack, and the jobs child', async () => {
    const xml = await xmlAt('/sitemap.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(assertWellFormed(xml)).toBe('sitemapindex');
    expect(elements(xml, 'sitemapindex')[0]!.attributes).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    expect(texts(xml, 'loc')).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/jobs.xml`]);
  });

  it('has a well-formed urlset child, and a 404 past the last child or for a malformed name', async () => {
    const xml = await xmlAt('/sitemaps/1.xml');
    expect(assertWellFormed(xml)).toBe('urlset');
    expect(elements(xml, 'urlset')[0]!.attributes).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    for (const path of ['/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/01.xml', '/sitemaps/x.xml', '/sitemaps/1.xml.gz']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });

  it('lists exactly the indexable routes of the CMS route table', async () => {
    const routes = await cmsRoutes();
    const expected = new Set(expectedIndexable(routes).map((entry) => `${ORIGIN}${entry.path}`));
    expect(expected.size).toBeGreaterThan(50);
    const locs = texts(await sitemap(), 'loc');
    expect(locs.length).toBe(new Set(locs).size);
    expect(new Set(locs)).toEqual(expected);
  });

  it('leaves out internal, noindex, duplicate and preview URLs', async () => {
    const routes = await cmsRoutes();
    const locs = new Set(texts(await sitemap(), 'loc'));
    const excluded = routes.filter(({ meta }) => meta.internal || meta.gone || meta.canonical_path || meta.tags.robots !== 'index, follow');
    // The pack has each kind, so the test is not vacuous.
    expect(excluded.some(({ meta }) => meta.internal)).toBe(true);
    expect(excluded.some(({ meta }) => meta.canonical_path)).toBe(true);
    expect(excluded.some(({ meta }) => meta.tags.robots === 'noindex, nofollow')).toBe(true);
    for (const entry of excluded) expect(locs.has(`${ORIGIN}${entry.path}`), entry.path).toBe(false);
    expect(locs.has(`${ORIGIN}/privacy-policy-single-page/`)).toBe(false);
    expect(locs.has(`${ORIGIN}/test-table/`)).toBe(false);
    for (const loc of locs) expect(loc).not.toContain('/preview');
  });

  it('puts every loc on the canonical origin with an ISO lastmod from the publication date (nothing is edited)', async () => {
    const routes = await cmsRoutes();
    const byUrl = new Map(routes.map((entry) => [`${ORIGIN}${entry.path}`, entry]));
    const urls = elements(await sitemap(), 'url');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const [loc] = texts(url.inner, 'loc');
      const [lastmod] = texts(url.inner, 'lastmod');
      expect(new URL(loc!).origin).toBe(ORIGIN);
      expect(loc!.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(lastmod).toMatch(ISO_DATE);
      expect(lastmod).toBe(isoOf(byUrl.get(loc!)!));
    }
  });

  it('reads the paged listing and the news list through the content cache, never the whole table', async () => {
    await sitemap();
    await (await get('/robots.txt')).text();
    await (await get('/news-sitemap.xml')).text();
    await (await get('/news/feed.xml')).text();
    const before = await cms.counts();
    await sitemap();
    await (await get('/robots.txt')).text();
    await (await get('/news-sitemap.xml')).text();
    await (await get('/news/feed.xml')).text();
    const after = await cms.counts();
    expect(after).toEqual(before);
    expect(after['/routes'] ?? 0).toBe(0);
  });
});

describe('sitemapXml', () => {
  it('applies the indexable rule and escapes', () => {
    const xml = sitemapXml('https://example.test', [
      listItem({ path: '/a/' }),
      listItem({ path: '/gone/', gone: true }),
      listItem({ path: '/internal/', internal: true }),
      listItem({ path: '/noindex/', robots: 'noindex, nofollow' }),
      // An SEO plugin's field: noindex alone keeps it out, nofollow alone keeps it in.
      { ...listItem({ path: '/noindex-follow/' }), robots: 'noindex, follow' },
      { ...listItem({ path: '/b/' }), robots: 'index, nofollow' },
      listItem({ path: '/dup-2/', canonicalPath: '/a/' }),
      listItem({ path: '/no-slash' }),
      listItem({ path: '/12345/' }),
      listItem({ path: '/a&b/' }),
    ]);
    expect(assertWellFormed(xml)).toBe('urlset');
    expect(texts(xml, 'loc')).toEqual(['https://example.test/a/', 'https://example.test/b/']);
    expect(texts(xml, 'lastmod')).toEqual(['2024-01-15', '2024-01-15']);
  });

  it('names children in an index', () => {
    const xml = sitemapIndexXml('https://example.test', 3);
    expect(assertWellFormed(xml)).toBe('sitemapindex');
    expect(texts(xml, 'loc')).toEqual([
      ...[1, 2, 3].map((n) => `https://example.test/sitemaps/${n}.xml`),
      'https://example.test/sitemaps/jobs.xml',
    ]);
  });

  it('is a valid empty urlset for an empty table', () => {
    const xml = sitemapXml('https://example.test', []);
    expect(assertWellFormed(xml)).toBe('urlset');
    expect(elements(xml, 'url')).toHaveLength(0);
  });
});
