/**
 * Contract, for every CMS: the paged listings `/route-list` and `/news`. Pages
 * read a few at a time add up to the whole listing, without gaps or
 * duplicates, in a stable order; totals and page counts agree; limits are
 * bounded; the news list is newest first and holds only articles readers may
 * find, and narrows to a brand's items and a type's.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, NewsCountsSchema, NewsPageSchema, RouteListSchema } from '../../contract/api';
import { londonDate } from '../../contract/london-day';
import { parsePublishedDate } from '../../contract/published-date';
import { NEWS_BRAND_SLUGS } from '../../contract/routing/news-lists';
import { NEWS_TYPE_FEEDS } from '../../contract/routing/site-paths';
import { allRoutes, api, cmses, expectError, expectOk, seen } from './api';
import { GONE, MIN_NEWS, MIN_ROUTES } from './sample-pack';

const SMALL = 17;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe.each(cmses())('$name CMS: /route-list', (cms) => {
  const list = async (query: string) => {
    const answer = await api(cms, `/route-list?${query}`);
    return { answer, value: expectOk(answer, RouteListSchema) };
  };

  it('page 1 by default holds the whole sample pack, totals consistent', async () => {
    const { answer, value } = await list('');
    expect(value.page, seen(answer)).toBe(1);
    expect(value.limit, 'default limit').toBe(MAX_PAGE_LIMIT);
    expect(value.total, 'total routes').toBeGreaterThanOrEqual(MIN_ROUTES);
    expect(value.pages).toBe(Math.ceil(value.total / value.limit));
    expect(value.routes.length).toBe(value.total);
    expect(duplicates(value.routes.map((route) => route.path)), 'duplicate paths').toEqual([]);
    expect(value.routes.find((route) => route.path === GONE)?.gone, `${GONE} listed, flagged gone`).toBe(true);
    expect(
      value.routes.filter((route) => route.path.startsWith('/news/page-')).map((route) => route.path),
      'news index pages are not listed',
    ).toEqual([]);
  });

  it(`pages of ${SMALL} add up to the whole listing, in the same stable order`, async () => {
    const whole = await allRoutes(cms);
    const seenPaths: string[] = [];
    const first = (await list(`page=1&limit=${SMALL}`)).value;
    expect(first.pages, 'pages').toBe(Math.ceil(first.total / SMALL));
    expect(first.total, 'total does not depend on the limit').toBe(whole.length);
    for (let page = 1; page <= first.pages; page++) {
      const { answer, value } = await list(`page=${page}&limit=${SMALL}`);
      expect(value.page, seen(answer)).toBe(page);
      expect(value.limit).toBe(SMALL);
      expect(value.total, `total on page ${page}`).toBe(first.total);
      expect(value.routes.length, `routes on page ${page}`).toBe(page < first.pages ? SMALL : first.total - SMALL * (first.pages - 1));
      seenPaths.push(...value.routes.map((route) => route.path));
    }
    expect(duplicates(seenPaths), 'paths listed twice').toEqual([]);
    expect(seenPaths, 'the pages in order equal the whole listing').toEqual(whole.map((route) => route.path));
    const again = (await list(`page=2&limit=${SMALL}`)).value;
    expect(
      again.routes.map((route) => route.path),
      'page 2 asked again',
    ).toEqual(seenPaths.slice(SMALL, 2 * SMALL));
  });

  it('a page past the last answers no routes', async () => {
    const { value: first } = await list('limit=50');
    const { answer, value } = await list(`page=${first.pages + 1}&limit=50`);
    expect(value.routes, seen(answer)).toEqual([]);
    expect(value.total).toBe(first.total);
  });

  it('limit 1 and 1000 are accepted; 0 and 1001 are 400 error bodies', async () => {
    expect((await list('limit=1')).value.routes.length).toBe(1);
    expect((await list('limit=1000')).value.limit).toBe(1000);
    for (const limit of ['0', '1001']) expectError(await api(cms, `/route-list?limit=${limit}`), 400);
  });

  it('internal=true lists exactly the internal routes', async () => {
    const whole = await allRoutes(cms);
    const { answer, value } = await list('internal=true');
    const expected = whole.filter((route) => route.internal).map((route) => route.path);
    expect(expected.length, 'the pack has internal test pages').toBeGreaterThan(0);
    expect(
      value.routes.every((route) => route.internal === true),
      seen(answer),
    ).toBe(true);
    expect(value.routes.map((route) => route.path)).toEqual(expected);
    expect(value.total).toBe(expected.length);
  });
});

describe.each(cmses())('$name CMS: /news', (cms) => {
  const news = async (query: string) => {
    const answer = await api(cms, `/news?${query}`);
    return { answer, value: expectOk(answer, NewsPageSchema) };
  };

  it('page 1 holds 24 by default; totals consistent', async () => {
    const { answer, value } = await news('');
    expect(value.page, seen(answer)).toBe(1);
    expect(value.limit, 'default limit').toBe(24);
    expect(value.total, 'articles').toBeGreaterThanOrEqual(MIN_NEWS);
    expect(value.pages).toBe(Math.ceil(value.total / 24));
    expect(value.items.length).toBe(24);
  });

  it(`pages of ${SMALL}: newest first, no duplicates, only articles readers may find`, async () => {
    const routes = new Map((await allRoutes(cms)).map((route) => [route.path, route]));
    const first = (await news(`page=1&limit=${SMALL}`)).value;
    const items = [];
    for (let page = 1; page <= first.pages; page++) {
      const { answer, value } = await news(`page=${page}&limit=${SMALL}`);
      expect(value.total, seen(answer)).toBe(first.total);
      items.push(...value.items);
    }
    expect(items.length, 'items over all pages').toBe(first.total);
    expect(duplicates(items.map((item) => item.href)), 'articles listed twice').toEqual([]);
    const dates = items.map((item) => parsePublishedDate(item.date) ?? `unreadable date ${item.date}`);
    expect(dates, 'newest first').toEqual([...dates].sort().reverse());
    // The moment each went out (the feeds' pubDate), on its London date, newest first too.
    const moments = items.map((item) => item.published ?? `${item.href} has no publish time`);
    expect(moments, 'newest first by the moment').toEqual([...moments].sort().reverse());
    expect(
      items.map((item) => londonDate(Date.parse(item.published!))),
      'the moment falls on the date',
    ).toEqual(dates);
    for (const item of items) {
      const route = routes.get(item.href);
      expect(route, `${item.href} is a listed route`).toBeDefined();
      expect(route!.type, item.href).toBe('post');
      expect({ internal: route!.internal, gone: route!.gone, canonical: route!.canonical_path }, item.href).toEqual({
        internal: undefined,
        gone: undefined,
        canonical: undefined,
      });
    }
    const again = (await news(`page=2&limit=${SMALL}`)).value;
    expect(
      again.items.map((item) => item.href),
      'page 2 asked again',
    ).toEqual(items.slice(SMALL, 2 * SMALL).map((item) => item.href));
  });

  it('narrows to a brand, a type, or both: exactly the items naming the brand and of the type, newest first, paged', async () => {
    const all = (await news('limit=1000')).value.items;
    // The sample's stories name their brands on every CMS (the brand lists' stories).
    expect(all.filter((item) => item.brands?.includes('topgear')).length, 'Top Gear stories').toBeGreaterThan(0);
    const filters = [
      ...NEWS_BRAND_SLUGS.map((brand) => ({ brand, type: null })),
      ...NEWS_TYPE_FEEDS.map((type) => ({ brand: null, type })),
      ...NEWS_BRAND_SLUGS.flatMap((brand) => NEWS_TYPE_FEEDS.map((type) => ({ brand, type }))),
      { brand: 'nosuchbrand', type: null },
    ];
    for (const { brand, type } of filters) {
      const query = new URLSearchParams({ limit: '1000', ...(brand ? { brand } : {}), ...(type ? { type: type.slug } : {}) });
      const { answer, value } = await news(query.toString());
      const expected = all.filter((item) => (!brand || (item.brands ?? []).includes(brand)) && (!type || item.category === type.category));
      expect(
        value.items.map((item) => item.href),
        `${query} ${seen(answer)}`,
      ).toEqual(expected.map((item) => item.href));
      expect(value.total, `${query}`).toBe(expected.length);
    }
    // Paged like the whole list: page 2 of 2 a page is the third and fourth item.
    const brand = NEWS_BRAND_SLUGS.find((slug) => all.filter((item) => item.brands?.includes(slug)).length >= 4)!;
    const { value } = await news(`brand=${brand}&page=2&limit=2`);
    const ofBrand = all.filter((item) => item.brands?.includes(brand));
    expect(value.items.map((item) => item.href)).toEqual(ofBrand.slice(2, 4).map((item) => item.href));
    expect(value.pages).toBe(Math.ceil(ofBrand.length / 2));
    for (const bad of ['type=nosuchtype', 'brand=Top%20Gear', 'brand=', 'type=']) expectError(await api(cms, `/news?${bad}`), 400);
  });

  it('/news/counts counts the whole list, each type, each brand and each brand’s types, zeros left out', async () => {
    const { value: whole } = await news('limit=1000');
    expect(whole.items.length, 'the whole list in one page').toBe(whole.total);
    const answer = await api(cms, '/news/counts');
    const counts = expectOk(answer, NewsCountsSchema);
    const count = (brand: string | null, category: string | null) =>
      whole.items.filter((item) => (!brand || (item.brands ?? []).includes(brand)) && (!category || item.category === category)).length;
    const nonZero = <T>(entries: [string, T][], size: (value: T) => number) =>
      Object.fromEntries(entries.filter(([, value]) => size(value) > 0));
    const typesOf = (brand: string | null) =>
      nonZero(
        NEWS_TYPE_FEEDS.map((type) => [type.slug, count(brand, type.category)]),
        (n) => n,
      );
    const brands = [...new Set(whole.items.flatMap((item) => item.brands ?? []))];
    expect(counts, seen(answer)).toEqual({
      total: whole.total,
      types: typesOf(null),
      brands: nonZero(
        brands.map((brand) => [brand, { total: count(brand, null), types: typesOf(brand) }]),
        (value) => value.total,
      ),
    });
    expect(Object.keys(counts.brands).length, 'brands named by the sample').toBeGreaterThan(1);
  });

  it('a page past the last answers no items; limit 0 and 1001 are 400 error bodies', async () => {
    const { value: first } = await news('limit=10');
    expect((await news(`page=${first.pages + 1}&limit=10`)).value.items).toEqual([]);
    for (const limit of ['0', '1001']) expectError(await api(cms, `/news?limit=${limit}`), 400);
    expect((await news('limit=1000')).value.items.length).toBe(first.total);
  });
});
