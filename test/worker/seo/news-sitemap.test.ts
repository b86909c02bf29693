import { describe, expect, it } from 'vitest';
import { newsSitemapXml } from '../../../worker/routes/seo/news-sitemap';
import { get, ORIGIN } from '../../helpers/site';
import { newsItem } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const NOW = new Date('2024-06-12T09:30:00Z');
const ORIGIN_T = 'https://example.test';

function build(items: Parameters<typeof newsSitemapXml>[0]['items'], now = NOW): string {
  return newsSitemapXml({ origin: ORIGIN_T, siteName: 'Immediate Media', items, now });
}

describe('GET /news-sitemap.xml', () => {
  it('is a valid, empty Google News urlset for the sample pack (articles from 2023–24)', async () => {
    const response = await get('/news-sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(assertWellFormed(xml)).toBe('urlset');
    const [urlset] = elements(xml, 'urlset');
    expect(urlset!.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset!.attributes['xmlns:news']).toBe(NEWS_NS);
    expect(elements(xml, 'url')).toHaveLength(0);
    expect(xml).not.toContain(ORIGIN);
  });
});

describe('newsSitemapXml', () => {
  it('includes an indexable article published within 48 hours, with publication, language, date and title', () => {
    const xml = build([newsItem({ path: '/fresh/', article: true, publishedIso: '2024-06-11', title: 'Fresh & <new> story' })]);
    expect(assertWellFormed(xml)).toBe('urlset');
    const urls = elements(xml, 'url');
    expect(urls).toHaveLength(1);
    expect(texts(urls[0]!.inner, 'loc')).toEqual([`${ORIGIN_T}/fresh/`]);
    expect(texts(xml, 'news:name')).toEqual(['Immediate Media']);
    expect(texts(xml, 'news:language')).toEqual(['en']);
    expect(texts(xml, 'news:publication_date')).toEqual(['2024-06-11T00:00:00Z']);
    expect(texts(xml, 'news:title')).toEqual(['Fresh & <new> story']);
    expect(xml).toContain('Fresh &amp; &lt;new&gt; story');
  });

  it('gives the moment the CMS names as the publication date', () => {
    const item = { ...newsItem({ path: '/embargo/', article: true, publishedIso: '2024-06-11' }), published: '2024-06-11T06:00:00Z' };
    expect(texts(build([item]), 'news:publication_date')).toEqual(['2024-06-11T06:00:00Z']);
  });

  it('leaves out an article an SEO field marks noindex, though readers find it in the news list', () => {
    const fresh = { article: true, publishedIso: '2024-06-11' } as const;
    const xml = build([{ ...newsItem({ path: '/hidden/', ...fresh }), noindex: true }, newsItem({ path: '/shown/', ...fresh })]);
    expect(texts(xml, 'loc')).toEqual([`${ORIGIN_T}/shown/`]);
  });

  it('applies the 48-hour window to the publication day (00:00 UTC)', () => {
    const routes = [
      newsItem({ path: '/today/', article: true, publishedIso: '2024-06-12' }),
      newsItem({ path: '/two-days/', article: true, publishedIso: '2024-06-10' }), // 57.5 h before NOW
      newsItem({ path: '/tomorrow/', article: true, publishedIso: '2024-06-13' }),
    ];
    expect(texts(build(routes), 'loc')).toEqual([`${ORIGIN_T}/today/`]);
    // Exactly 48 h after 2024-06-10T00:00Z it is still in.
    expect(texts(build(routes, new Date('2024-06-12T00:00:00Z')), 'loc')).toEqual([`${ORIGIN_T}/today/`, `${ORIGIN_T}/two-days/`]);
    expect(texts(build(routes, new Date('2024-06-12T00:00:01Z')), 'loc')).toEqual([`${ORIGIN_T}/today/`]);
  });

  it('leaves out paths that are not pages (preview ids, files) and caps at 1,000', () => {
    const fresh = { publishedIso: '2024-06-12' } as const;
    const xml = build([
      newsItem({ path: '/12345/', ...fresh }),
      newsItem({ path: '/feed.xml', ...fresh }),
      ...Array.from({ length: 1005 }, (_, index) => newsItem({ path: `/story-${index}/`, ...fresh })),
    ]);
    expect(assertWellFormed(xml)).toBe('urlset');
    const locs = texts(xml, 'loc');
    expect(locs).toHaveLength(1000);
    expect(locs[0]).toBe(`${ORIGIN_T}/story-0/`);
    expect(locs[999]).toBe(`${ORIGIN_T}/story-999/`);
  });
});
