/**
 * One feed per type of news (worker/routes/seo/news-type-feeds.ts): `/news/press-releases/feed.xml` holds every
 * press release the CMS lists, newest first, and nothing else; likewise company news and case studies. Each
 * list page names its feed in `<link rel="alternate">` and links it where readers see it.
 */
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../contract/nodes';
import { NEWS_TYPE_FEEDS, newsTypeFeedPath } from '../../../contract/routing/site-paths';
import { TYPE_FEED_READS, typeFeedItems } from '../../../worker/routes/seo/news-type-feeds';
import { MAX_FEED_ITEMS } from '../../../worker/routes/seo/rss-feed';
import { get, html, ORIGIN } from '../../helpers/site';
import { cmsRoutes, expectedIndexable, isoOf } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

describe.each(NEWS_TYPE_FEEDS)('the feed of $list', (feed) => {
  const path = newsTypeFeedPath(feed);

  it('is RSS 2.0 of every indexable article of its type, newest first', async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(assertWellFormed(xml)).toBe('rss');
    const channel = elements(xml, 'channel')[0]!.inner;
    const head = channel.slice(0, channel.indexOf('<item>'));
    expect(texts(head, 'title')).toEqual([`Immediate Media ${feed.name}`]);
    expect(texts(head, 'link')).toEqual([`${ORIGIN}${feed.list}`]);
    expect(elements(head, 'atom:link')[0]!.attributes.href).toBe(`${ORIGIN}${path}`);

    const articles = expectedIndexable(await cmsRoutes())
      .filter((entry) => entry.meta.tags.ogType === 'article' && entry.meta.category === feed.category)
      .sort((a, b) => isoOf(b)!.localeCompare(isoOf(a)!));
    expect(articles.length).toBeGreaterThan(0);
    const items = elements(xml, 'item');
    expect(items.map((item) => texts(item.inner, 'link')[0]).sort()).toEqual(articles.map((entry) => `${ORIGIN}${entry.path}`).sort());
    for (const item of items) expect(texts(item.inner, 'category')).toEqual([feed.category]);
    const dates = items.map((item) => Date.parse(texts(item.inner, 'pubDate')[0]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('is named in the list page’s head and linked on the page', async () => {
    const { body } = await html(feed.list);
    const alternates = [...body.matchAll(/<link rel="alternate"[^>]*>/g)].map((match) => match[0]);
    expect(alternates).toEqual([
      `<link rel="alternate" href="${ORIGIN}${path}" type="application/rss+xml" title="Immediate Media ${feed.name}">`,
    ]);
    const main = /<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? '';
    expect(main).toContain(`<a href="${path}">RSS feed of ${feed.name}</a>`);
  });
});

describe('typeFeedItems', () => {
  const item = (n: number, category: string): NewsItem => ({ title: `T${n}`, href: `/s-${n}/`, date: 'Monday, 01 January 2024', category });

  it('reads pages until it has a full feed, the list ends or it has read TYPE_FEED_READS pages', async () => {
    const reads: number[] = [];
    const page = (n: number) =>
      Array.from({ length: MAX_FEED_ITEMS }, (_, i) => item(n * 1000 + i, i % 10 === 0 ? 'Press release' : 'News'));
    const items = await typeFeedItems(NEWS_TYPE_FEEDS[0], async (n) => {
      reads.push(n);
      return { items: page(n), pages: 100 };
    });
    expect(reads).toEqual(Array.from({ length: TYPE_FEED_READS }, (_, i) => i + 1));
    expect(items).toHaveLength(TYPE_FEED_READS * 5);
    const short = await typeFeedItems(NEWS_TYPE_FEEDS[0], async () => ({ items: [item(1, 'Press release')], pages: 1 }));
    expect(short.map((entry) => entry.href)).toEqual(['/s-1/']);
  });

  it('answers 404 for a type it does not know', async () => {
    expect((await get('/news/unknown-type/feed.xml')).status).toBe(404);
  });
});
