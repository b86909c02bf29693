/**
 * The news by brand, and by brand and type together (contract/routing/news-lists.ts), on the reference CMS: for
 * every brand and every type, the list (`/news/topgear/`, `/news/topgear/press-releases/`) and its feed
 * (`{list}feed.xml`) answer 200 with exactly the news items that name the brand (their `brands`) and are of the
 * type, newest first, each dated in the feed by the moment it was published; they name the feed in the head and
 * link it on the page, or both answer the site's 404 when no story is in the list; the filter lines keep one filter
 * when the other is chosen (brand pages' links: test/worker/press-kit.test.ts). A press release given a brand and
 * published through the editing API is on the brand's lists and feeds at the next request. Each type's list
 * (`/news/press-releases/`) and every page of it is the CMS's news narrowed to the type, and follows a release
 * drafted and published again at the next request.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsPage } from '../../../contract/api';
import type { NewsItem } from '../../../contract/nodes';
import { brandNewsListPath, listFeedPath, NEWS_BRAND_NAMES, NEWS_BRAND_SLUGS } from '../../../contract/routing/news-lists';
import { FEED_PATH, NEWS_TYPE_FEEDS, type NewsTypeFeed, newsTypeFeedPath } from '../../../contract/routing/site-paths';
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

/** Every list the filter lines lead to: the news index, the type lists, each brand's and each brand's of a type. */
const FILTERED = [
  { brand: null, type: null, list: '/news/' },
  ...NEWS_TYPE_FEEDS.map((type) => ({ brand: null, type, list: type.list })),
  ...COMBINATIONS,
];

/** The stories of the news narrowed to a brand and a type (null: any). */
function countOf(items: readonly NewsItem[], brand: string | null, type: NewsTypeFeed | null): number {
  return items.filter((item) => (!brand || (item.brands ?? []).includes(brand)) && (!type || item.category === type.category)).length;
}

/** A filter line's choices on a list page ("By type" or "By brand"): each one's words, link and whether it is bold. */
function lineChoices(body: string, label: string): { text: string; href: string | null; bold: boolean }[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? '';
  const start = main.indexOf(`<strong>${label}:</strong>`);
  expect(start, label).toBeGreaterThan(0);
  // React's text separators aside.
  const line = main.slice(start + `<strong>${label}:</strong>`.length, main.indexOf('</p>', start)).replaceAll('<!-- -->', '');
  return [...line.matchAll(/<span>([\s\S]*?)<\/span>/g)].map(([, piece]) => {
    const link = /^(?: · )?<a href="([^"]+)">([^<]*)<\/a>$/.exec(piece!);
    const bold = /^(?: · )?<strong aria-current="page">([^<]*)<\/strong>$/.exec(piece!);
    const text = (link?.[2] ?? bold?.[1] ?? piece!.replace(/^ · /, '')).replaceAll('&amp;', '&');
    return { text, href: link?.[1] ?? null, bold: bold !== null };
  });
}

/**
 * Checks both filter lines of every list against the CMS's items: each choice's count is the number of stories
 * in the list it leads to (keeping the other line's choice), a link when there are any, "(0)" text when none.
 */
async function expectLiveCounts(items: readonly NewsItem[]): Promise<void> {
  const brandNames = Object.entries(NEWS_BRAND_NAMES);
  for (const here of FILTERED) {
    const { response, body } = await html(here.list);
    if (response.status === 404) {
      expect(countOf(items, here.brand, here.type), here.list).toBe(0);
      continue;
    }
    const targets = [
      ...lineChoices(body, 'By type').map((choice) => {
        const type =
          NEWS_TYPE_FEEDS.find((entry) => choice.text.startsWith(`${entry.name.charAt(0).toUpperCase()}${entry.name.slice(1)} (`)) ?? null;
        return { choice, brand: here.brand, type, all: choice.text === 'All news' };
      }),
      ...lineChoices(body, 'By brand').map((choice) => {
        const brand = brandNames.find(([, name]) => choice.text.startsWith(`${name} (`))?.[0] ?? null;
        return { choice, brand, type: here.type, all: choice.text === 'All brands' };
      }),
    ];
    expect(targets.length, here.list).toBe(1 + NEWS_TYPE_FEEDS.length + 1 + NEWS_BRAND_SLUGS.length);
    for (const { choice, brand, type, all } of targets) {
      const where = `${here.list}: ${choice.text}`;
      const target = all
        ? { brand: choice.text === 'All news' ? here.brand : null, type: choice.text === 'All news' ? null : here.type }
        : { brand, type };
      expect(all || (target.type ?? target.brand) !== null, where).toBe(true);
      const path = target.brand ? brandNewsListPath(target.brand, target.type) : (target.type?.list ?? '/news/');
      const count = countOf(items, target.brand, target.type);
      if (!all) expect(choice.text, where).toMatch(new RegExp(` \\(${count}\\)$`));
      expect(choice.bold, where).toBe(path === here.list);
      if (path !== here.list) expect(choice.href, where).toBe(count > 0 ? path : null);
    }
  }
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

/** An edit through the reference CMS's editing API; the tags its purge names. */
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

/** Every page of the CMS's news narrowed to a type (`/news?type=`), 24 a page as the site shows it. */
async function typePages(type: NewsTypeFeed): Promise<NewsPage[]> {
  const pages: NewsPage[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await fetch(`${CMS}/news?type=${type.slug}&page=${page}&limit=24`)).json()) as NewsPage;
    pages.push(answer);
    if (page >= answer.pages) return pages;
  }
}

/**
 * Checks every page of a type's list against the CMS's narrowed news: its cards, its title, its links to its
 * neighbours and to its own feed (never the feed of all the news); the page after the last is the 404 page.
 */
async function expectTypeList(type: NewsTypeFeed): Promise<void> {
  const pages = await typePages(type);
  expect(pages[0]!.items.length, type.list).toBeGreaterThan(0);
  const pathOf = (number: number) => (number === 1 ? type.list : `${type.list}page-${number}/`);
  for (const [at, answer] of pages.entries()) {
    const number = at + 1;
    const path = pathOf(number);
    const { response, body } = await html(path);
    expect(response.status, path).toBe(200);
    expect(storyLinks(body), path).toEqual(answer.items.map((item) => item.href));
    expect(body, path).toContain(`href="${newsTypeFeedPath(type)}"`);
    expect(body, path).not.toContain(`href="${FEED_PATH}"`);
    if (number > 1) expect(body, path).toContain(`: page ${number}`);
    if (number > 1) expect(body, path).toContain(`href="${pathOf(number - 1)}" rel="prev"`);
    if (number < pages.length) expect(body, path).toContain(`href="${pathOf(number + 1)}" rel="next"`);
  }
  const past = await get(pathOf(pages.length + 1));
  expect(past.status, type.list).toBe(404);
  expect(past.headers.get('content-type')).toMatch(/^text\/html/);
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

describe.each(NEWS_TYPE_FEEDS)('$list', (type) => {
  afterAll(async () => {
    await cms.clearEdits();
    await recordPurge(env.SITE_STATE, { tags: ['list:news'] }, 60_000);
  });

  it('and every page of it are the CMS’s news of the type, also when its newest story is drafted and published again', async () => {
    const newest = (await typePages(type))[0]!.items[0]!;
    // Every page seen (and cached) before.
    await expectTypeList(type);
    // Drafted, it leaves the list at the next request (and each later story moves up a place)…
    await recordPurge(env.SITE_STATE, { tags: await edit({ path: newest.href, state: 'draft' }) }, 60_000);
    expect(storyLinks((await html(type.list)).body)).not.toContain(newest.href);
    await expectTypeList(type);
    // …and published again, it is the list's first card at the next request.
    await recordPurge(env.SITE_STATE, { tags: await edit({ path: newest.href, state: 'published' }) }, 60_000);
    expect(storyLinks((await html(type.list)).body)[0]).toBe(newest.href);
    await expectTypeList(type);
  });
});

describe('a press release published with a brand', () => {
  // The edits undone, and Top Gear's lists purged as the CMS would for them.
  afterAll(async () => {
    await cms.clearEdits();
    await recordPurge(env.SITE_STATE, { tags: [...NEWS_BRAND_SLUGS.map((brand) => `news-brand:${brand}`), 'list:news'] }, 60_000);
  });

  it('is on the brand’s list, its press releases and both feeds at the next request, at its real moment', async () => {
    const release = news.find((item) => item.category === 'Press release' && !(item.brands ?? []).includes('topgear'))!;
    const lists = [brandNewsListPath('topgear'), brandNewsListPath('topgear', NEWS_TYPE_FEEDS[0])];
    // Seen (and cached) before: the release is on none of them.
    for (const list of lists) {
      expect(storyLinks((await html(list)).body)).not.toContain(release.href);
      expect((await feedItems(listFeedPath(list))).map((item) => item.link)).not.toContain(release.href);
    }
    // Every list's filter lines seen (and cached) too.
    await expectLiveCounts(news);
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
    // Every list's filter lines count it at the next request.
    await expectLiveCounts(await allNews());
  });

  it('opens a brand’s list of a type the CMS holds no page for, with its feed, once it has a story', async () => {
    const all = await allNews();
    const absent = COMBINATIONS.filter(({ list, type }) => type && !titles.has(list) && ofList(all, 'topgear', null).length > 0);
    const { brand, type, list } = absent.find((entry) => entry.brand === 'topgear') ?? absent[0]!;
    const story = all.find((item) => item.category === type!.category && item.brands !== undefined && !item.brands.includes(brand))!;
    const feedPath = listFeedPath(list);
    // Seen (and cached) before: no story, so the list and its feed are the 404 page.
    for (const path of [list, feedPath]) expect((await get(path)).status, path).toBe(404);
    const tags = await edit({ path: story.href, brands: [...(story.brands ?? []), brand] });
    await recordPurge(env.SITE_STATE, { tags }, 60_000);
    const page = await html(list);
    expect(page.response.status).toBe(200);
    const heading = `${type!.name.charAt(0).toUpperCase()}${type!.name.slice(1)} from ${NEWS_BRAND_NAMES[brand]}`;
    expect(page.body).toContain(`<title>${heading.replaceAll('&', '&amp;')}`);
    expect(page.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(page.body).toContain(`<link rel="alternate" href="${ORIGIN}${feedPath}" type="application/rss+xml"`);
    expect(page.body).toContain(`<a href="${feedPath}">RSS feed of `);
    expect(storyLinks(page.body)).toEqual(ofList(await allNews(), brand, type).map((item) => item.href));
    expect(storyLinks(page.body)).toContain(story.href);
    expect((await feedItems(feedPath)).map((item) => item.link)).toContain(story.href);
    // The filter lines lead to it now, on every list, counted.
    await expectLiveCounts(await allNews());
    // Still unknown to the CMS: the site drew it.
    const lookup = (await (await fetch(`${CMS}/paths?path=${encodeURIComponent(list)}`)).json()) as { route?: unknown };
    expect(lookup.route ?? null).toBeNull();
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
  it('count, on every list, the stories of each list they lead to', async () => {
    await expectLiveCounts(news);
  });

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

  it('a list’s pages and feed are kept and purged with the list page and the news', () => {
    for (const path of ['/news/topgear/press-releases/feed.xml', '/news/topgear/press-releases/page-2/'])
      expect(pageTags(path)).toEqual(
        expect.arrayContaining(['page:/news/topgear/press-releases/', 'lookup:/news/topgear/press-releases/', 'news-brand:topgear']),
      );
    // A type's list's later pages go with any news publish (`list:news`), as the list page does.
    for (const type of NEWS_TYPE_FEEDS)
      expect(pageTags(`${type.list}page-2/`)).toEqual(expect.arrayContaining([`page:${type.list}`, `lookup:${type.list}`, 'list:news']));
  });
});
