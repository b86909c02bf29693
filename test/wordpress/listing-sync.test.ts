/**
 * WordPress's listings follow an editor's changes (includes/listing.php): an article unpublished leaves `/paths`,
 * `/news` and `/route-list` at once, with no gap in either listing; published again it is back in the news at the
 * same place and at the end of the route listing, at either end of either listing too; flagged gone or internal
 * (its meta, as the editor's sidebar saves it) it stays a route with the flag and leaves the news; given a brand
 * (the Brands panel's term) it is in the brand's news list and its type's on the site, and in neither once the brand
 * is taken off. Changes go through WordPress's own REST API, as the block editor sends them.
 */
import { describe, expect, inject, it } from 'vitest';
import { NewsPageSchema, PathLookupSchema, RouteListSchema } from '../../contract/api';
import { wordpressAuth, wordpressIdAt } from '../contract/adapters';
import { allRoutes, api, cmses, eventually, expectOk, get, seen, type TestCms } from '../contract/api';

const cms = cmses().find((candidate) => candidate.name === 'wordpress') as TestCms;

/** The whole news list, 7 at a time (pages must add up without gaps or duplicates). */
async function allNews(): Promise<string[]> {
  const hrefs: string[] = [];
  for (let page = 1; ; page++) {
    const answer = expectOk(await api(cms, `/news?page=${page}&limit=7`), NewsPageSchema);
    hrefs.push(...answer.items.map((item) => item.href));
    if (page >= answer.pages) {
      expect(hrefs.length, 'items over all pages').toBe(answer.total);
      return hrefs;
    }
  }
}

async function routePaths(): Promise<string[]> {
  const routes = await allRoutes(cms);
  const paged: string[] = [];
  for (let page = 1; ; page++) {
    const answer = expectOk(await api(cms, `/route-list?page=${page}&limit=13`), RouteListSchema);
    paged.push(...answer.routes.map((route) => route.path));
    if (page >= answer.pages) break;
  }
  expect(paged, 'pages of 13 add up to the whole listing').toEqual(routes.map((route) => route.path));
  return paged;
}

async function lookup(path: string) {
  return expectOk(await api(cms, `/paths?${new URLSearchParams({ path })}`), PathLookupSchema);
}

/** Saves fields of a post as the block editor does (WordPress's REST API, the admin's application password). */
async function save(id: number, fields: Record<string, unknown>): Promise<void> {
  const answer = await get(`${inject('wordpress').url}/wp-json/wp/v2/posts/${id}`, {
    method: 'POST',
    headers: { authorization: wordpressAuth(), 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(answer.status, seen(answer)).toBe(200);
}

describe('WordPress: the listings follow every change', () => {
  it('an article unpublished leaves /paths, /news and /route-list; published again it comes back', async () => {
    const news = await allNews();
    const routes = await routePaths();
    const path = news[3]!;
    const { id } = await wordpressIdAt(path);
    await save(id, { status: 'draft' });
    try {
      expect(await lookup(path), `${path} as a draft`).toEqual({ redirect: null, route: null });
      expect(await allNews()).toEqual(news.filter((href) => href !== path));
      expect(await routePaths()).toEqual(routes.filter((route) => route !== path));
    } finally {
      await save(id, { status: 'publish' });
    }
    expect((await lookup(path)).route?.path).toBe(path);
    expect(await allNews(), 'back at its place by date').toEqual(news);
    expect(await routePaths(), 'listed again, at the end').toEqual([...routes.filter((route) => route !== path), path]);
  });

  // A row in or out moves the rows on its shorter side (includes/listing.php): each end of both listings.
  it('the newest and the oldest article, and the first article listed, leave and come back with the listings whole', async () => {
    const news = await allNews();
    const routes = await routePaths();
    const firstListed = routes.find((route) => news.includes(route))!;
    for (const path of new Set([news[0]!, news.at(-1)!, firstListed])) {
      const { id } = await wordpressIdAt(path);
      await save(id, { status: 'draft' });
      try {
        expect(await allNews(), `${path} unpublished`).toEqual(news.filter((href) => href !== path));
        expect(await routePaths()).toEqual(routes.filter((route) => route !== path));
      } finally {
        await save(id, { status: 'publish' });
      }
      expect(await allNews(), `${path} back at its place by date`).toEqual(news);
      routes.splice(routes.indexOf(path), 1);
      routes.push(path);
      expect(await routePaths(), `${path} listed again, at the end`).toEqual(routes);
    }
  });

  it('an article flagged gone is a gone route and leaves the news; flagged internal it is listed as internal', async () => {
    const news = await allNews();
    const path = news[5]!;
    const { id } = await wordpressIdAt(path);
    const item = async () => (await allRoutes(cms)).find((route) => route.path === path);
    await save(id, { meta: { _masthead_gone: true } });
    try {
      expect((await lookup(path)).route?.meta.gone, `${path} gone`).toBe(true);
      expect((await item())?.gone).toBe(true);
      expect(await allNews()).toEqual(news.filter((href) => href !== path));
      await save(id, { meta: { _masthead_gone: false, _masthead_internal: true } });
      expect((await item())?.internal).toBe(true);
      const internal = expectOk(await api(cms, '/route-list?internal=true'), RouteListSchema);
      expect(internal.routes.map((route) => route.path)).toContain(path);
      expect(await allNews()).toEqual(news.filter((href) => href !== path));
    } finally {
      await save(id, { meta: { _masthead_gone: false, _masthead_internal: false } });
    }
    expect(await item(), `${path} without flags`).not.toHaveProperty('gone');
    expect(await item()).not.toHaveProperty('internal');
    expect(await allNews()).toEqual(news);
  });

  it('an article given a brand is on the brand’s list and its type’s on the site; the brand taken off, on neither', async () => {
    const base = inject('wordpress').url;
    const terms = await get(`${base}/wp-json/wp/v2/masthead_brand?slug=topgear`, { headers: { authorization: wordpressAuth() } });
    const topgear = (JSON.parse(terms.text) as { id: number; name: string }[])[0]!;
    expect(topgear.name, seen(terms)).toBe('Top Gear');
    const all = expectOk(await api(cms, '/news?limit=1000'), NewsPageSchema).items;
    const release = all.find((item) => item.category === 'Press release' && !(item.brands ?? []).includes('topgear'))!;
    const { id } = await wordpressIdAt(release.href);
    const had = (
      JSON.parse((await get(`${base}/wp-json/wp/v2/posts/${id}?context=edit`, { headers: { authorization: wordpressAuth() } })).text) as {
        masthead_brand: number[];
      }
    ).masthead_brand;
    const lists = ['/news/topgear/', '/news/topgear/press-releases/'];
    const shows = async (path: string) =>
      (await get(`${cms.site}${path}`, { headers: { accept: 'text/html' } })).text.includes(`href="${release.href}"`);
    for (const list of lists) expect(await shows(list), `${list} before`).toBe(false);
    await save(id, { masthead_brand: [...had, topgear.id] });
    try {
      const item = expectOk(await api(cms, '/news?brand=topgear&type=press-releases&limit=1000'), NewsPageSchema).items.find(
        (entry) => entry.href === release.href,
      );
      expect(item?.brands).toContain('topgear');
      // The publish purges the brand's lists on the site: the next request shows it.
      for (const list of lists) {
        expect(await eventually(() => shows(list), Boolean), list).toBe(true);
        expect((await get(`${cms.site}${list}feed.xml`)).text, `${list}feed.xml`).toContain(`${release.href}</link>`);
      }
    } finally {
      await save(id, { masthead_brand: had });
    }
    for (const list of lists)
      expect(
        await eventually(
          () => shows(list),
          (shown) => !shown,
        ),
        `${list} after`,
      ).toBe(false);
  });
});
