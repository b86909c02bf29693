import { describe, expect, it } from 'vitest';
import { londonOffset } from '../../../contract/london-day';
import { MAX_FEED_ITEMS, rssFeedXml } from '../../../worker/routes/seo/rss-feed';
import { get, html, ORIGIN } from '../../helpers/site';
import { cmsRoutes, expectedIndexable, isoOf, newsItem } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

async function feed(): Promise<string> {
  const response = await get('/news/feed.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return response.text();
}

describe('GET /news/feed.xml', () => {
  it('is well-formed RSS 2.0 with the channel fields', async () => {
    const xml = await feed();
    expect(assertWellFormed(xml)).toBe('rss');
    const [rss] = elements(xml, 'rss');
    expect(rss!.attributes).toEqual({ version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    const channel = elements(xml, 'channel')[0]!.inner;
    const head = channel.slice(0, channel.indexOf('<item>'));
    expect(texts(head, 'title')).toEqual(['Immediate Media news']);
    expect(texts(head, 'link')).toEqual([`${ORIGIN}/news/`]);
    expect(texts(head, 'description')[0]).toContain('Immediate Media');
    expect(texts(head, 'language')).toEqual(['en-GB']);
    expect(elements(head, 'atom:link')[0]!.attributes).toEqual({
      href: `${ORIGIN}/news/feed.xml`,
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it('lists the newest indexable articles, newest first, at most 50', async () => {
    const routes = await cmsRoutes();
    const articles = expectedIndexable(routes).filter((entry) => entry.meta.tags.ogType === 'article');
    const byUrl = new Map(articles.map((entry) => [`${ORIGIN}${entry.path}`, entry]));
    const xml = await feed();
    const items = elements(xml, 'item');
    expect(items).toHaveLength(Math.min(MAX_FEED_ITEMS, articles.length));
    expect(items.length).toBeGreaterThan(10);

    const dates: number[] = [];
    for (const item of items) {
      const [link] = texts(item.inner, 'link');
      const entry = byUrl.get(link!);
      expect(entry, link).toBeDefined();
      expect(texts(item.inner, 'title')).toEqual([entry!.meta.title]);
      const [guid] = elements(item.inner, 'guid');
      expect(guid!.attributes).toEqual({ isPermaLink: 'true' });
      expect(texts(item.inner, 'guid')).toEqual([link]);
      const [pubDate] = texts(item.inner, 'pubDate');
      // The moment it went out: 09:00 in London on its date (the reference CMS's time of day), not midnight.
      const iso = isoOf(entry!)!;
      expect(pubDate).toBe(new Date(`${iso}T09:00:00${londonOffset(iso)}`).toUTCString());
      expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 0[89]:00:00 GMT$/);
      expect(texts(item.inner, 'description')).toEqual([entry!.meta.tags.description]);
      if (entry!.meta.category) expect(texts(item.inner, 'category')).toEqual([entry!.meta.category]);
      dates.push(Date.parse(pubDate!));
    }
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The 50 newest: nothing left out is newer than the oldest item.
    const listed = new Set(items.map((item) => texts(item.inner, 'link')[0]));
    const oldest = Math.min(...dates);
    for (const entry of articles) {
      if (!listed.has(`${ORIGIN}${entry.path}`)) expect(Date.parse(`${isoOf(entry)}T00:00:00Z`)).toBeLessThanOrEqual(oldest);
    }
  });

  it('escapes CMS titles in the served feed (the pack has one with &)', async () => {
    const articles = expectedIndexable(await cmsRoutes()).filter((entry) => entry.meta.tags.ogType === 'article');
    const withAmpersand = articles.filter((entry) => entry.meta.title.includes('&'));
    expect(withAmpersand.length).toBeGreaterThan(0);
    const xml = await feed();
    for (const entry of withAmpersand) {
      const escaped = entry.meta.title.split('&').join('&amp;').split('<').join('&lt;').split('>').join('&gt;');
      expect(xml).toContain(`<title>${escaped}</title>`);
    }
    expect(xml).toContain('<title>Case study: Kettle &amp; Crumb and olive</title>');
  });

  it('is the feed the news page links to', async () => {
    const { body } = await html('/news/');
    expect(body).toContain(`href="${ORIGIN}/news/feed.xml"`);
  });
});

describe('rssFeedXml', () => {
  it('escapes titles, descriptions and categories and strips characters XML cannot carry', () => {
    const xml = rssFeedXml({
      origin: 'https://example.test',
      siteName: 'Fish & <Chips> "Media"',
      items: [
        newsItem({
          path: '/story/',
          article: true,
          publishedIso: '2024-03-05',
          title: 'Salt & <Vinegar> \u0007"quoted"\uFFFF',
          description: '</description><item>x</item>',
          category: 'Press & <release>',
        }),
      ],
    });
    expect(assertWellFormed(xml)).toBe('rss');
    expect(xml).toContain('<title>Salt &amp; &lt;Vinegar&gt; &quot;quoted&quot;</title>');
    expect(texts(xml, 'title')).toEqual(['Fish & <Chips> "Media" news', 'Salt & <Vinegar> "quoted"']);
    expect(texts(xml, 'description')[1]).toBe('</description><item>x</item>');
    expect(texts(xml, 'category')).toEqual(['Press & <release>']);
    expect(elements(xml, 'item')).toHaveLength(1);
    expect(texts(xml, 'pubDate')).toEqual(['Tue, 05 Mar 2024 00:00:00 GMT']);
  });

  it('keeps the news list order (newest first), skips paths that are not pages and caps at 50', () => {
    const items = [
      newsItem({ path: '/12345/', publishedIso: '2025-01-01' }),
      newsItem({ path: '/no-slash', publishedIso: '2025-01-01' }),
      ...Array.from({ length: 60 }, (_, index) =>
        newsItem({
          path: `/story-${59 - index}/`,
          publishedIso: new Date(Date.UTC(2024, 0, 60 - index)).toISOString().slice(0, 10),
        }),
      ),
    ];
    const links = texts(rssFeedXml({ origin: 'https://example.test', siteName: 'S', items }), 'link').slice(1);
    expect(links).toHaveLength(50);
    expect(links[0]).toBe('https://example.test/story-59/');
    expect(links[49]).toBe('https://example.test/story-10/');
  });

  it('dates each item by the moment the CMS gives, its day at midnight without one (or with an unreadable one)', () => {
    const xml = rssFeedXml({
      origin: 'https://example.test',
      siteName: 'S',
      items: [
        { ...newsItem({ path: '/embargo/', publishedIso: '2026-03-05' }), published: '2026-03-05T07:00:00Z' },
        newsItem({ path: '/day-only/', publishedIso: '2026-03-04' }),
        { ...newsItem({ path: '/bad-moment/', publishedIso: '2026-03-03' }), published: '2026-13-45T99:00:00Z' },
      ],
    });
    expect(texts(xml, 'pubDate')).toEqual([
      'Thu, 05 Mar 2026 07:00:00 GMT',
      'Wed, 04 Mar 2026 00:00:00 GMT',
      'Tue, 03 Mar 2026 00:00:00 GMT',
    ]);
    expect(texts(xml, 'lastBuildDate')).toEqual(['Thu, 05 Mar 2026 07:00:00 GMT']);
  });

  it('is a valid channel without items when there are no articles', () => {
    const xml = rssFeedXml({ origin: 'https://example.test', siteName: 'S', items: [] });
    expect(assertWellFormed(xml)).toBe('rss');
    expect(elements(xml, 'item')).toHaveLength(0);
    expect(xml).not.toContain('lastBuildDate');
  });
});
