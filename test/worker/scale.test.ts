/**
 * A publisher's archive, at a size that runs in a test: the reference CMS
 * adds 12,000 synthetic articles (CMS_EXTRA_ARTICLES through its test
 * control), enough for two sitemap children and 500 news pages. Every
 * sitemap child answers 200 and every indexable route is listed exactly once;
 * the paged news index links its neighbours, is self-canonical and ends in a
 * 404, for people and for the client router; the feed, the news sitemap and
 * the short lists read only the newest articles.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveIso, archivePath } from '../../cms/server/archive';
import { NewsPageSchema, RouteListSchema } from '../../contract/api';
import { NEWS_PAGE_SIZE } from '../../contract/news-pages';
import { RouteTableSchema } from '../../contract/route';
import { clockMs } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { get, html, ORIGIN } from '../helpers/site';
import { expectedIndexable } from './seo/fixtures';
import { assertWellFormed, texts } from './seo/xml-check';

const CMS = 'http://127.0.0.1:8788';
const SIZE = 12_000;
const TODAY = new Date(clockMs()).toISOString().slice(0, 10);
const SHAPE = { size: SIZE, today: TODAY };

/** A new content version, so nothing cached for the sample pack alone is read. */
async function freshContent(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2));
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
}

async function cmsJson(path: string): Promise<unknown> {
  const response = await fetch(`${CMS}${path}`);
  expect(response.status, path).toBe(200);
  return response.json();
}

let packIndexable: string[] = [];
let packTotal = 0;

beforeAll(async () => {
  // The sample pack's own routes, from its whole table (small enough to send whole).
  const pack = RouteTableSchema.parse(await cmsJson('/routes')).routes;
  packTotal = pack.length;
  packIndexable = expectedIndexable(pack).map((route) => route.path);
  await cms.archive(SHAPE);
  await freshContent();
});

afterAll(async () => {
  await cms.clearArchive();
  await freshContent();
});

describe('the content API at 12,000 extra articles', () => {
  it('pages the route listing (at most 1,000 a call) with a total, each route once', async () => {
    const first = RouteListSchema.parse(await cmsJson('/route-list?page=1&limit=1000'));
    expect(first.total).toBe(packTotal + SIZE);
    expect(first.pages).toBe(Math.ceil(first.total / 1000));
    const seen = new Set<string>();
    for (let page = 1; page <= first.pages; page++) {
      const answer = RouteListSchema.parse(await cmsJson(`/route-list?page=${page}&limit=1000`));
      expect(answer.routes.length).toBe(page < first.pages ? 1000 : first.total - 1000 * (first.pages - 1));
      for (const route of answer.routes) seen.add(route.path);
    }
    expect(seen.size).toBe(first.total);
    for (let index = 0; index < SIZE; index++) expect(seen.has(archivePath(index))).toBe(true);
    expect((await fetch(`${CMS}/route-list?page=1&limit=1001`)).status).toBe(400);
    expect((await fetch(`${CMS}/routes`)).status).toBe(413);
  });

  it('pages the news list newest first', async () => {
    const news = NewsPageSchema.parse(await cmsJson('/news?page=2&limit=24'));
    expect(news.items).toHaveLength(24);
    expect(news.pages).toBe(Math.ceil(news.total / 24));
    expect(news.items[0]!.href).toBe(archivePath(24));
  });
});

describe('sitemaps at 12,000 extra articles', () => {
  it('is an index of children that all answer 200 and list every indexable route exactly once', async () => {
    const index = await (await get('/sitemap.xml')).text();
    expect(assertWellFormed(index)).toBe('sitemapindex');
    // The route listing's children, then the open jobs' own (test/worker/jobs.test.ts checks that one).
    const all = texts(index, 'loc');
    expect(all).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`, `${ORIGIN}/sitemaps/jobs.xml`]);
    const children = all.slice(0, 2);
    const counts = new Map<string, number>();
    for (const child of children) {
      const response = await get(new URL(child).pathname);
      expect(response.status, child).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await response.text();
      expect(assertWellFormed(xml)).toBe('urlset');
      const locs = texts(xml, 'loc');
      expect(locs.length).toBeLessThanOrEqual(10_000);
      for (const loc of locs) counts.set(loc, (counts.get(loc) ?? 0) + 1);
    }
    const expected = new Set(
      [...packIndexable, ...Array.from({ length: SIZE }, (_, index) => archivePath(index))].map((path) => `${ORIGIN}${path}`),
    );
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(counts.keys())).toEqual(expected);
    expect((await get('/sitemaps/3.xml')).status).toBe(404);
  });

  it('lists only the last two days in the news sitemap, and the newest 50 in the feed', async () => {
    const news = await (await get('/news-sitemap.xml')).text();
    expect(assertWellFormed(news)).toBe('urlset');
    const now = clockMs();
    const recent = Array.from({ length: SIZE }, (_, index) => index)
      .filter((index) => now - Date.parse(`${archiveIso(SHAPE, index)}T00:00:00Z`) <= 48 * 3600_000)
      .map((index) => `${ORIGIN}${archivePath(index)}`);
    expect(recent.length).toBeGreaterThan(0);
    expect(texts(news, 'loc')).toEqual(recent);

    const feed = await (await get('/news/feed.xml')).text();
    const links = texts(feed, 'link').slice(1);
    expect(links).toEqual(Array.from({ length: 50 }, (_, index) => `${ORIGIN}${archivePath(index)}`));
  });
});

function newsLinks(body: string): string[] {
  return [...body.matchAll(/<h[23] class="news-row__title"><a href="([^"]+)"/g)].map((match) => match[1]!);
}

function pagerLink(body: string, rel: 'prev' | 'next'): string | null {
  return new RegExp(`<a href="([^"]+)" rel="${rel}"`).exec(body)?.[1] ?? null;
}

describe('the paged news index at 12,000 extra articles', () => {
  const pages = Math.ceil(SIZE / NEWS_PAGE_SIZE);

  it('shows 24 articles a page with crawlable neighbours and a self canonical, and 404 past the last page', async () => {
    const total = NewsPageSchema.parse(await cmsJson('/news?page=1&limit=1')).total;
    const last = Math.ceil(total / NEWS_PAGE_SIZE);
    expect(last).toBeGreaterThanOrEqual(pages);

    const first = await html('/news/');
    expect(first.response.status).toBe(200);
    expect(newsLinks(first.body)).toEqual(Array.from({ length: 24 }, (_, index) => archivePath(index)));
    expect(pagerLink(first.body, 'prev')).toBeNull();
    expect(pagerLink(first.body, 'next')).toBe('/news/page-2/');
    expect(first.body).toContain(`<link rel="canonical" href="${ORIGIN}/news/">`);

    const second = await html('/news/page-2/');
    expect(second.response.status).toBe(200);
    expect(newsLinks(second.body)).toEqual(Array.from({ length: 24 }, (_, index) => archivePath(24 + index)));
    expect(pagerLink(second.body, 'prev')).toBe('/news/');
    expect(pagerLink(second.body, 'next')).toBe('/news/page-3/');
    expect(second.body).toContain(`<link rel="canonical" href="${ORIGIN}/news/page-2/">`);
    expect(second.body.includes(`Page 2 of ${last}`), 'pager status').toBe(true);
    expect(second.body).toMatch(/<title>News: page 2 - Immediate Media<\/title>/);

    const deep = await html(`/news/page-${last}/`);
    expect(deep.response.status).toBe(200);
    expect(pagerLink(deep.body, 'prev')).toBe(`/news/page-${last - 1}/`);
    expect(pagerLink(deep.body, 'next')).toBeNull();
    expect(newsLinks(deep.body).length).toBe(total - NEWS_PAGE_SIZE * (last - 1));

    const past = await get(`/news/page-${last + 1}/`);
    expect(past.status).toBe(404);
    await past.arrayBuffer();
    const one = await get('/news/page-1/');
    expect(one.status).toBe(301);
    expect(one.headers.get('location')).toMatch(/\/news\/$/);
  });

  it('answers the client router the same way', async () => {
    const total = NewsPageSchema.parse(await cmsJson('/news?page=1&limit=1')).total;
    const last = Math.ceil(total / NEWS_PAGE_SIZE);
    const page = await get('/__data?path=/news/page-3/');
    const answer = (await page.json()) as {
      kind: string;
      status: number;
      page: { route: { path: string }; slots: { main: { type: string; items?: { href: string }[]; pagination?: unknown }[] } };
    };
    expect(answer.kind).toBe('page');
    expect(answer.status).toBe(200);
    expect(answer.page.route.path).toBe('/news/page-3/');
    const list = answer.page.slots.main.find((node) => node.type === 'news-list')!;
    expect(list.items!.map((item) => item.href)).toEqual(Array.from({ length: 24 }, (_, index) => archivePath(48 + index)));
    expect(list.pagination).toEqual({ page: 3, pages: last, previous: '/news/page-2/', next: '/news/page-4/' });
    const past = await get(`/__data?path=/news/page-${last + 1}/`);
    const pastAnswer = await past.text();
    expect(past.status === 404 || pastAnswer.includes('"status":404'), pastAnswer.slice(0, 200)).toBe(true);
  });

  it('keeps the home page short, and /news/more-news/ a way into the archive that does not repeat page 1', async () => {
    const home = await html('/');
    expect([...home.body.matchAll(/class="news-card card--link"/g)]).toHaveLength(6);
    const more = await html('/news/more-news/');
    expect(newsLinks(more.body)).toHaveLength(0);
    expect(more.body).toContain('href="/news/page-2/"');
  });
});
