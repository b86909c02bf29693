/**
 * The news by brand, and by brand and type together (contract/routing/news-lists.ts), on the reference CMS: for
 * every brand and every type, the list (`/news/topgear/`, `/news/topgear/press-releases/`) and its feed
 * (`{list}feed.xml`) answer 200 with exactly the news items that name the brand (their `brands`) and are of the
 * type, newest first, each dated in the feed by the moment it was published; they name the feed in the head and
 * link it on the page, or both answer the site's 404 when no story is in the list; the filter lines keep one filter
 * when the other is chosen (brand pages' links: test/worker/press-kit.test.ts). A press release given a brand and
 * published through the editing API is on the brand's lists and feeds at the next request.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsPage } from '../../../contract/api';
import type { NewsItem } from '../../../contract/nodes';
import { brandNewsListPath, listFeedPath, NEWS_BRAND_SLUGS } from '../../../contract/routing/news-lists';
import { FEED_PATH, NEWS_TYPE_FEEDS, type NewsTypeFeed } from '../../../contract/routing/site-paths';
import { pageTags } from '../../../worker/cache/cache-policy';
import { cms } from '../../helpers/cms';
import { recordPurge } from '../../helpers/isolate';
import { get, html, ORIGIN } from '../../helpers/site';
import { cmsRoutes } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

const CMS = 'http://127.0.0.1:8788';
const TYPES: (NewsTypeFeed | null)[] = [null, ...NEWS_TYPE_FEEDS];
const COMBINATIONS = NEWS_BRAND_SLUGS.flatMap((brand) => TYPES.map((type) => ({ brand, type, list: brandNewsListPath(brand, type) })));

/** Every item of the CMS's news list, newest first. */
async function allNews(): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await fetch(`${CMS}/news?page=${page}&limit=100`)).json()) as NewsPage;
    items.push(...answer.items);
    if (page >= answer.pages) return items;
  }
}

/** The items a brand's list of a type (null: any) holds, read from the whole list by their `brands` and category. */
function ofList(news: readonly NewsItem[], brand: string, type: NewsTypeFeed | null): NewsItem[] {
  return news.filter((item) => (item.brands ?? []).includes(brand) && (!type || item.category === type.category));
}

/** The story links of a list page's news cards, in order. */
function storyLinks(body: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? '';
  return [...main.matchAll(/<a href="([^"]+)" class="card__link"/g)].map((match) => match[1]!);
}

/** The links and publish moments (ms) of a feed's items, checked for shape. */
async function feedItems(path: string): Promise<{ link: string; at: number; title: string; category: string }[]> {
  const feed = await get(path);
  expect(feed.status, path).toBe(200);
  expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(assertWellFormed(xml)).toBe('rss');
  return elements(xml, 'item').map((item) => ({
    link: texts(item.inner, 'link')[0]!.slice(ORIGIN.length),
    at: Date.parse(texts(item.inner, 'pubDate')[0]!),
    title: texts(item.inner, 'title')[0]!,
    category: texts(item.inner, 'category')[0]!,
  }));
}

let titles: Map<string, string>;
let news: NewsItem[];

beforeAll(async () => {
  const routes = await cmsRoutes();
  titles = new Map(routes.map((route) => [route.path, route.meta.title]));
  news = await allNews();
});

describe.each(COMBINATIONS)('$list', ({ brand, type, list }) => {
  it('and its feed hold the stories of its brand and type, or are both the 404 page', async () => {
    const feedPath = listFeedPath(list);
    const [page, feed] = await Promise.all([html(list), get(feedPath)]);
    const expected = ofList(news, brand, type);
    // The CMS holds a list's page for exactly the brands and types some story has.
    expect(titles.has(list), list).toBe(expected.length > 0);
    if (!titles.has(list)) {
      for (const response of [page.response, feed]) {
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      }
      expect(page.body).toContain('<main');
      return;
    }
    expect(page.response.status).toBe(200);
    // A brand's stories of one type are kept out of search engines (and the site's search); its lists are not.
    expect(page.body).toContain(`<meta name="robots" content="${type ? 'noindex, follow' : 'index, follow'}">`);
    const alternates = [...page.body.matchAll(/<link rel="alternate"[^>]*>/g)].map((match) => match[0]);
    expect(alternates).toEqual([
      `<link rel="alternate" href="${ORIGIN}${feedPath}" type="application/rss+xml" title="Immediate Media: ${titles.get(list)!.replaceAll('&', '&amp;')}">`,
    ]);
    const main = /<main\b[\s\S]*<\/main>/.exec(page.body)?.[0] ?? '';
    expect(main).toContain(`<a href="${feedPath}">RSS feed of `);
    // The list is the brand's news items of the type, newest first, 24 a page.
    expect(storyLinks(page.body)).toEqual(expected.slice(0, 24).map((item) => item.href));

    expect(feed.status).toBe(200);
    const xml = await feed.text();
    const channel = elements(xml, 'channel')[0]!.inner;
    const head = channel.slice(0, channel.indexOf('<item>'));
    expect(texts(head, 'link')).toEqual([`${ORIGIN}${list}`]);
    expect(elements(head, 'atom:link')[0]!.attributes.href).toBe(`${ORIGIN}${feedPath}`);
    // The feed is the list: the same stories, newest first, each at the moment it was published.
    const items = await feedItems(feedPath);
    expect(items.map((item) => item.link)).toEqual(expected.slice(0, 50).map((item) => item.href));
    expect(items.map((item) => item.at)).toEqual(expected.slice(0, 50).map((item) => Date.parse(item.published!)));
    for (const [at, item] of items.entries()) {
      expect(item.title).toBe(expected[at]!.title);
      expect(item.category).toBe(expected[at]!.category);
    }
  });
});

describe('a press release published with a brand', () => {
  // The edits undone, and Top Gear's lists purged as the CMS would for them.
  afterAll(async () => {
    await cms.clearEdits();
    await recordPurge(env.SITE_STATE, { tags: ['news-brand:topgear', 'list:news'] }, 60_000);
  });

  async function edit(body: Record<string, unknown>): Promise<string[]> {
    const response = await fetch(`${CMS}/edit/page`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(env as unknown as { EDITOR_TOKEN: string }).EDITOR_TOKEN}` },
    });
    const said = (await response.json()) as { purge: { ok: boolean; tags: string[] } };
    expect(response.status, JSON.stringify(said)).toBe(200);
    return said.purge.tags;
  }

  it('is on the brand’s list, its press releases and both feeds at the next request, at its real moment', async () => {
    const release = news.find((item) => item.category === 'Press release' && !(item.brands ?? []).includes('topgear'))!;
    const lists = [brandNewsListPath('topgear'), brandNewsListPath('topgear', NEWS_TYPE_FEEDS[0])];
    // Seen (and cached) before: the release is on none of them.
    for (const list of lists) {
      expect(storyLinks((await html(list)).body)).not.toContain(release.href);
      expect((await feedItems(listFeedPath(list))).map((item) => item.link)).not.toContain(release.href);
    }
    await edit({ path: release.href, state: 'draft' });
    const tags = await edit({ path: release.href, state: 'published', title: 'Top Gear names its car of the year', brands: ['topgear'] });
    // The publish names the brand's news; the site's isolate records the purge as the webhook would.
    expect(tags).toContain('news-brand:topgear');
    await recordPurge(env.SITE_STATE, { tags }, 60_000);
    for (const list of lists) {
      const links = storyLinks((await html(list)).body);
      expect(links, list).toContain(release.href);
      const items = await feedItems(listFeedPath(list));
      const item = items.find((entry) => entry.link === release.href);
      expect(item?.title).toBe('Top Gear names its car of the year');
      // Its own moment (the CMS publishes at 09:00 London), not its day's midnight.
      expect(item?.at).toBe(Date.parse(release.published!));
      expect(new Date(item!.at).getUTCHours()).not.toBe(0);
      expect(items.map((entry) => entry.at)).toEqual(items.map((entry) => entry.at).sort((a, b) => b - a));
    }
  });

  it('is paged like the news index once the brand has more than a page of stories', async () => {
    const others = news.filter((item) => !(item.brands ?? []).includes('topgear'));
    const tags = new Set<string>();
    // Top Gear given to stories until it has 26: a page of 24 and a second of 2.
    const had = news.length - others.length;
    for (const item of others.slice(0, Math.max(0, 26 - had))) {
      for (const tag of await edit({ path: item.href, brands: [...(item.brands ?? []), 'topgear'] })) tags.add(tag);
    }
    await recordPurge(env.SITE_STATE, { tags: [...tags] }, 60_000);
    const ofBrand = ofList(await allNews(), 'topgear', null);
    expect(ofBrand.length).toBeGreaterThanOrEqual(26);
    const first = await html('/news/topgear/');
    expect(storyLinks(first.body)).toEqual(ofBrand.slice(0, 24).map((item) => item.href));
    expect(first.body).toContain('href="/news/topgear/page-2/"');
    const second = await html('/news/topgear/page-2/');
    // A narrowed list links its own feed only, never the feed of all the news.
    for (const { body } of [first, second]) {
      expect(body).not.toContain(`href="${FEED_PATH}"`);
      expect(body).toContain('href="/news/topgear/feed.xml"');
    }
    // The news index, paged too, links the feed of all the news.
    expect((await html('/news/')).body).toContain(`href="${FEED_PATH}"`);
    expect(second.response.status).toBe(200);
    expect(storyLinks(second.body)).toEqual(ofBrand.slice(24, 48).map((item) => item.href));
    expect(second.body).toContain('<title>News from Top Gear: page 2');
    expect(second.body).toContain('href="/news/topgear/"');
    expect((await get(`/news/topgear/page-${Math.ceil(ofBrand.length / 24) + 1}/`)).status).toBe(404);
  });
});

describe('the filter lines', () => {
  /** The `/news/` links of a filter line ("By type" or "By brand") of a list page. */
  function lineLinks(body: string, label: string): string[] {
    const main = /<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? '';
    const start = main.indexOf(`<strong>${label}:</strong>`);
    expect(start).toBeGreaterThan(0);
    return [...main.slice(start, main.indexOf('</p>', start)).matchAll(/href="(\/news\/[^"]*)"/g)].map((match) => match[1]!);
  }

  it('keep the brand when a type is chosen and the type when a brand is, on every list', async () => {
    const lists = [
      { list: '/news/', brand: null, type: null },
      ...NEWS_TYPE_FEEDS.map((type) => ({ list: type.list, brand: null, type })),
      ...COMBINATIONS.filter(({ list }) => titles.has(list)),
    ];
    for (const { list, brand, type } of lists) {
      const { body } = await html(list);
      const byType = lineLinks(body, 'By type');
      const byBrand = lineLinks(body, 'By brand');
      expect(byType.length + byBrand.length, list).toBeGreaterThan(0);
      const brandOf = (path: string) => /^\/news\/([a-z-]+)\//.exec(path)?.[1];
      for (const link of byType)
        expect(
          link === '/news/' || (brand ? link.startsWith(`/news/${brand}/`) : !NEWS_BRAND_SLUGS.some((b) => brandOf(link) === b)),
          `${list} → ${link}`,
        ).toBe(true);
      for (const link of byBrand)
        expect(type ? link.endsWith(`/${type.slug}/`) : link.split('/').length === 4 || link === '/news/', `${list} → ${link}`).toBe(true);
      for (const link of [...byType, ...byBrand]) expect(titles.has(link) || link === '/news/', `${list} → ${link}`).toBe(true);
    }
    // From Top Gear's list, its press releases; from there, all brands' press releases and Top Gear's news.
    expect(lineLinks((await html('/news/topgear/')).body, 'By type')).toContain('/news/topgear/press-releases/');
    const releases = (await html('/news/topgear/press-releases/')).body;
    expect(lineLinks(releases, 'By brand')).toContain('/news/press-releases/');
    expect(lineLinks(releases, 'By type')).toContain('/news/topgear/');
  });
});

describe('unknown brands and types', () => {
  it.each([
    '/news/nosuchbrand/press-releases/',
    '/news/nosuchbrand/press-releases/feed.xml',
    '/news/topgear/nosuchtype/',
    '/news/topgear/nosuchtype/feed.xml',
    '/news/topgear/press-releases/more/feed.xml',
    '/news/more-news/feed.xml',
    '/news/TopGear/feed.xml',
    // Top Gear's news fits one page; page 1 is the list's own address.
    '/news/topgear/page-2/',
    '/news/topgear/page-1/',
  ])('%s is the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('a list’s pages and feed are kept and purged with the list page and the brand’s news', () => {
    for (const path of ['/news/topgear/press-releases/feed.xml', '/news/topgear/press-releases/page-2/'])
      expect(pageTags(path)).toEqual(
        expect.arrayContaining(['page:/news/topgear/press-releases/', 'lookup:/news/topgear/press-releases/', 'news-brand:topgear']),
      );
  });
});
