/**
 * The news by brand, and by brand and type together (contract/routing/news-lists.ts), on the reference CMS: for
 * every brand and every type, the list (`/news/topgear/`, `/news/topgear/press-releases/`) and its feed
 * (`{list}feed.xml`) answer 200 with exactly the stories of that brand and type, name the feed in the head and
 * link it on the page, or both answer the site's 404 when no story is in the list; the filter lines keep one
 * filter when the other is chosen (brand pages' links: test/worker/press-kit.test.ts). The brand's stories are the CMS's
 * brand list; the type is checked against each story's own category in the route table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../contract/nodes';
import { brandNewsListPath, listFeedPath, NEWS_BRAND_SLUGS } from '../../../contract/routing/news-lists';
import { NEWS_TYPE_FEEDS, type NewsTypeFeed } from '../../../contract/routing/site-paths';
import { slugOf } from '../../../contract/slugs';
import { pageTags } from '../../../worker/cache/cache-policy';
import { get, html, ORIGIN } from '../../helpers/site';
import { cmsRoutes } from './fixtures';
import { assertWellFormed, elements, texts } from './xml-check';

const CMS = 'http://127.0.0.1:8788';
const TYPES: (NewsTypeFeed | null)[] = [null, ...NEWS_TYPE_FEEDS];
const COMBINATIONS = NEWS_BRAND_SLUGS.flatMap((brand) => TYPES.map((type) => ({ brand, type, list: brandNewsListPath(brand, type) })));

/** The story links of a list page's cards, as the CMS wrote them. */
async function cardLinks(path: string): Promise<string[]> {
  const response = await fetch(`${CMS}/nodes?${new URLSearchParams({ slug: slugOf(path), path })}`);
  const slots = ((await response.json()) as Record<string, { main?: ContentNode[] }>)[slugOf(path)]!;
  const grids = (slots.main ?? []).flatMap((node) => (node.type === 'card-grid' ? [node] : []));
  return grids.flatMap((grid) => grid.cards.flatMap((card) => (card.href ? [card.href] : [])));
}

let titles: Map<string, string>;
let categories: Map<string, string | undefined>;

beforeAll(async () => {
  const routes = await cmsRoutes();
  titles = new Map(routes.map((route) => [route.path, route.meta.title]));
  categories = new Map(routes.map((route) => [route.path, route.meta.category]));
});

describe.each(COMBINATIONS)('$list', ({ brand, type, list }) => {
  it('and its feed hold the stories of its brand and type, or are both the 404 page', async () => {
    const feedPath = listFeedPath(list);
    const [page, feed] = await Promise.all([html(list), get(feedPath)]);
    if (!titles.has(list)) {
      for (const response of [page.response, feed]) {
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      }
      expect(page.body).toContain('<main');
      // Only a list with no story is missing: the brand has none of this type.
      if (titles.has(brandNewsListPath(brand)) && type) {
        const ofBrand = await cardLinks(brandNewsListPath(brand));
        expect(ofBrand.filter((href) => categories.get(href) === type.category)).toEqual([]);
      }
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

    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await feed.text();
    expect(assertWellFormed(xml)).toBe('rss');
    const channel = elements(xml, 'channel')[0]!.inner;
    const head = channel.slice(0, channel.indexOf('<item>'));
    expect(texts(head, 'link')).toEqual([`${ORIGIN}${list}`]);
    expect(elements(head, 'atom:link')[0]!.attributes.href).toBe(`${ORIGIN}${feedPath}`);

    const items = elements(xml, 'item');
    const links = items.map((item) => texts(item.inner, 'link')[0]!.slice(ORIGIN.length));
    // The feed is the list: the same stories, newest first.
    expect(links.sort()).toEqual((await cardLinks(list)).sort());
    expect(links.length).toBeGreaterThan(0);
    const dates = items.map((item) => Date.parse(texts(item.inner, 'pubDate')[0]!));
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Every story is the brand's (on its list) and, for a type, exactly the brand's stories of that type.
    const ofBrand = await cardLinks(brandNewsListPath(brand));
    const expected = ofBrand.filter((href) => !type || categories.get(href) === type.category);
    expect(links.sort()).toEqual(expected.sort());
    for (const item of items) {
      const link = texts(item.inner, 'link')[0]!.slice(ORIGIN.length);
      expect(texts(item.inner, 'title')).toEqual([titles.get(link)]);
      expect(texts(item.inner, 'category')).toEqual([categories.get(link)]);
    }
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
  ])('%s is the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('a list’s feed is kept and purged with the list page', () => {
    expect(pageTags('/news/topgear/press-releases/feed.xml')).toEqual(
      expect.arrayContaining(['page:/news/topgear/press-releases/', 'lookup:/news/topgear/press-releases/']),
    );
  });
});
