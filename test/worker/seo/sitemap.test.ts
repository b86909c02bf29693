import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../worker/routes/seo/sitemap';
import { cms } from '../../helpers/cms';
import { get, ORIGIN } from '../../helpers/site';
import { assertWellFormed, elements, texts } from './xml-check';
import { cmsRoutes, expectedIndexable, isoOf, route } from './fixtures';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

async function sitemap(): Promise<string> {
  const response = await get('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return response.text();
}

describe('GET /sitemap.xml', () => {
  it('is a well-formed sitemap urlset', async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(assertWellFormed(xml)).toBe('urlset');
    expect(elements(xml, 'urlset')[0]!.attributes).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
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

  it('puts every loc on the canonical origin with an ISO lastmod from the publication date', async () => {
    const routes = await cmsRoutes();
    const byUrl = new Map(routes.map((entry) => [`${ORIGIN}${entry.path}`, entry]));
    const urls = elements(await sitemap(), 'url');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const [loc] = texts(url.inner, 'loc');
      const [lastmod] = texts(url.inner, 'lastmod');
      expect(new URL(loc!).origin).toBe('https://www.immediate.co.uk');
      expect(loc!.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(lastmod).toMatch(ISO_DATE);
      expect(lastmod).toBe(isoOf(byUrl.get(loc!)!));
    }
  });

  it('reads the route table through the content cache', async () => {
    await sitemap();
    const before = (await cms.counts())['/routes'] ?? 0;
    await sitemap();
    await get('/robots.txt');
    await get('/news-sitemap.xml');
    await get('/news/feed.xml');
    expect((await cms.counts())['/routes'] ?? 0).toBe(before);
  });
});

describe('sitemapXml', () => {
  it('applies the indexable rule and escapes', () => {
    const xml = sitemapXml('https://example.test', [
      route({ path: '/a/' }),
      route({ path: '/gone/', gone: true }),
      route({ path: '/internal/', internal: true }),
      route({ path: '/noindex/', robots: 'noindex, nofollow' }),
      route({ path: '/dup-2/', canonicalPath: '/a/' }),
      route({ path: '/no-slash' }),
      route({ path: '/12345/' }),
      route({ path: '/a&b/' }),
    ]);
    expect(assertWellFormed(xml)).toBe('urlset');
    expect(texts(xml, 'loc')).toEqual(['https://example.test/a/']);
    expect(texts(xml, 'lastmod')).toEqual(['2024-01-15']);
  });

  it('is a valid empty urlset for an empty table', () => {
    const xml = sitemapXml('https://example.test', []);
    expect(assertWellFormed(xml)).toBe('urlset');
    expect(elements(xml, 'url')).toHaveLength(0);
  });
});
