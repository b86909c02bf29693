/**
 * One feed per type of news (worker/routes/seo/news-type-feeds.ts): `/news/press-releases/feed.xml` holds every
 * press release the CMS lists, newest first, and nothing else; likewise company news and case studies. Each
 * list page names its feed in `<link rel="alternate">` and links it where readers see it.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../contract/nodes';
import { NEWS_TYPE_FEEDS, newsTypeFeedPath } from '../../../contract/routing/site-paths';
import { MAX_FEED_ITEMS } from '../../../worker/routes/seo/rss-feed';
import { cms } from '../../helpers/cms';
import { recordPurge } from '../../helpers/isolate';
import { get, html, ORIGIN } from '../../helpers/site';
import { cmsRoutes, expectedIndexable, isoOf } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

const CMS = 'http://127.0.0.1:8788';

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

describe('a type feed', () => {
  it('is the newest of its type the CMS lists, read in one call however long the news', async () => {
    // Several pages of news: a feed that read the whole list for its type would make many calls.
    await cms.archive({ size: 600 });
    try {
      for (const feed of NEWS_TYPE_FEEDS) {
        // Nothing cached: the feed reads the CMS now, and only its own narrowed list.
        await recordPurge(env.SITE_STATE, { everything: true }, 0);
        await cms.reset();
        const xml = await (await get(newsTypeFeedPath(feed))).text();
        expect((await cms.counts())['/news'], feed.slug).toBe(1);
        const listed = (await (await fetch(`${CMS}/news?type=${feed.slug}&limit=${MAX_FEED_ITEMS}`)).json()) as { items: NewsItem[] };
        expect(listed.items).toHaveLength(MAX_FEED_ITEMS);
        const links = elements(xml, 'item').map((item) => texts(item.inner, 'link')[0]);
        expect(links, feed.slug).toEqual(listed.items.map((item) => `${ORIGIN}${item.href}`));
      }
    } finally {
      await cms.clearArchive();
      await recordPurge(env.SITE_STATE, { everything: true }, 0);
    }
  });

  it('answers 404 for a type it does not know', async () => {
    expect((await get('/news/unknown-type/feed.xml')).status).toBe(404);
  });
});
