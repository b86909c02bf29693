/**
 * WordPress's listings follow an editor's changes (includes/listing.php): an article unpublished leaves `/paths`,
 * `/news` and `/route-list` at once, with no gap in either listing; published again it is back in the news at the
 * same place and at the end of the route listing, at either end of either listing too; flagged gone or internal
 * (its meta, as the editor's sidebar saves it) it stays a route with the flag and leaves the news; given a brand
 * (the Brands panel's term) it is in the brand's news list and its type's on the site, and in neither once the brand
 * is taken off, the news lists' filter lines counting it as it comes and goes; given the press-release category it
 * is on the press releases' list on the site, and off it once drafted; the news narrowed to a type is paged
 * from kept positions, counted once per change (the SQL run, from MariaDB's general log). Changes go through
 * WordPress's own REST API, as the block editor sends them.
 *
 * An upgrade (the schema option older than the code) rebuilds the tables without emptying them: stopped part way
 * (wordpress/local/listing-rebuild.php, 20 posts a chunk), readers still see every route and news item and the
 * option is still the old one; a save meanwhile is in the tables after the swap; finished, the tables equal a fresh
 * rebuild's; of two rebuilders at once one rebuilds and the other does nothing; readers' requests never rebuild.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { NewsCountsSchema, NewsPageSchema, PathLookupSchema, RouteListSchema } from '../../contract/api';
import { query } from '../../scripts/wordpress/mariadb.ts';
import { phpInInstanceAsync } from '../../scripts/wordpress/stack.ts';
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
    // The filter lines' count of Top Gear's press releases, on the press releases' list (news-filters, from /news/counts).
    const counted = async () => {
      const page = await get(`${cms.site}/news/press-releases/`, { headers: { accept: 'text/html' } });
      return Number(/>Top Gear \((\d+)\)</.exec(page.text)?.[1] ?? Number.NaN);
    };
    const before = await counted();
    expect(before, 'Top Gear’s press releases counted').toBe(
      all.filter((entry) => entry.category === 'Press release' && entry.brands?.includes('topgear')).length,
    );
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
      expect(await eventually(counted, (n) => n === before + 1), 'counted once given the brand').toBe(before + 1);
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
    expect(await eventually(counted, (n) => n === before), 'counted no more once the brand is taken off').toBe(before);
  });

  it('an article given the press-release category is on the press releases’ list on the site; drafted, it is not', async () => {
    const base = inject('wordpress').url;
    const auth = { headers: { authorization: wordpressAuth() } };
    const categories = JSON.parse((await get(`${base}/wp-json/wp/v2/categories?per_page=100`, auth)).text) as {
      id: number;
      name: string;
    }[];
    const release = categories.find((category) => category.name === 'Press release')!;
    expect(release, 'the Press release category').toBeDefined();
    // The newest company news: among the newest 24 press releases once it is one.
    const story = expectOk(await api(cms, '/news?type=company-news&limit=1'), NewsPageSchema).items[0]!;
    const { id } = await wordpressIdAt(story.href);
    const had = (JSON.parse((await get(`${base}/wp-json/wp/v2/posts/${id}?context=edit`, auth)).text) as { categories: number[] })
      .categories;
    const list = '/news/press-releases/';
    const cards = async () => {
      const page = await get(`${cms.site}${list}`, { headers: { accept: 'text/html' } });
      expect(page.status, seen(page)).toBe(200);
      return [...page.text.matchAll(/<a href="([^"]+)" class="card__link"/g)].map((match) => match[1]!);
    };
    const releases = async () =>
      expectOk(await api(cms, '/news?type=press-releases&limit=24'), NewsPageSchema).items.map((item) => item.href);
    // Seen (and cached) before: the list is the narrowed news, without the story.
    expect(await cards()).toEqual(await releases());
    expect(await cards()).not.toContain(story.href);
    try {
      await save(id, { categories: [release.id] });
      // The save purges the type's list on the site: the next request shows it, as the CMS lists it.
      expect(await eventually(cards, (hrefs) => hrefs.includes(story.href)), 'listed once a press release').toContain(story.href);
      expect(await cards()).toEqual(await releases());
      await save(id, { status: 'draft' });
      expect(await eventually(cards, (hrefs) => !hrefs.includes(story.href)), 'not listed once drafted').not.toContain(story.href);
      expect(await cards()).toEqual(await releases());
    } finally {
      await save(id, { categories: had, status: 'publish' });
    }
    expect(await eventually(cards, (hrefs) => !hrefs.includes(story.href)), 'back in company news').not.toContain(story.href);
  });
});

/** The instance's folder (test/wordpress/global-setup.ts names it after WordPress's port). */
const state = () => `.build/wordpress/test-${new URL(inject('wordpress').url).port}`;
const instance = () => JSON.parse(readFileSync(`${state()}/instance.json`, 'utf8')) as { socket: string };
const sql = (statement: string) => query(instance().socket, statement, true)!.trim();
const schemaOption = () => sql("SELECT option_value FROM wordpress.wp_options WHERE option_name = 'masthead_listing_schema'");
const rebuildOption = () => sql("SELECT option_value FROM wordpress.wp_options WHERE option_name = 'masthead_listing_rebuild'");
/** Every row of the three listing tables, in order. */
const tableRows = () =>
  [
    'wordpress.wp_masthead_routes ORDER BY position',
    'wordpress.wp_masthead_news ORDER BY position',
    'wordpress.wp_masthead_news_brands ORDER BY brand, post_id',
  ].map((from) => sql(`SELECT * FROM ${from}`));

interface RebuildRun {
  done: boolean | null;
  begun: number;
  chunks: number;
  state: { after: number } | null;
}

/** wordpress/local/listing-rebuild.php inside the instance: a step of at most `chunks` chunks of 20 posts, or the whole rebuild. */
async function rebuildRun(options: { chunks?: number; hold?: number } = {}): Promise<RebuildRun> {
  const args = ['--chunk-size=20', ...Object.entries(options).map(([key, value]) => `--${key}=${value}`)];
  return JSON.parse(await phpInInstanceAsync(state(), 'wordpress/local/listing-rebuild.php', args)) as RebuildRun;
}

/** SQL WordPress ran on the news table while `run` ran (MariaDB's general log as a table). */
async function newsQueries(run: () => Promise<void>): Promise<string[]> {
  sql("SET GLOBAL log_output = 'TABLE'");
  sql('TRUNCATE mysql.general_log');
  sql("SET GLOBAL general_log = 'ON'");
  try {
    await run();
  } finally {
    sql("SET GLOBAL general_log = 'OFF'");
  }
  const logged = sql(
    "SELECT REPLACE(CONVERT(argument USING utf8mb4), '\\n', ' ') FROM mysql.general_log WHERE command_type = 'Query' AND argument LIKE '%wp_masthead_news n%'",
  );
  return logged === '' ? [] : logged.split('\n');
}

describe('WordPress: the news narrowed to a brand or type', () => {
  it('counts once per change and reads a page from a kept position, never by counting or skipping from the top', async () => {
    const releases = expectOk(await api(cms, '/news?limit=1000'), NewsPageSchema)
      .items.filter((item) => item.category === 'Press release')
      .map((item) => item.href);
    const narrowed = async (page: number) => expectOk(await api(cms, `/news?type=press-releases&limit=2&page=${page}`), NewsPageSchema);
    const last = Math.ceil(releases.length / 2);
    const pages: string[][] = [];
    sql("DELETE FROM wordpress.wp_options WHERE option_name LIKE 'masthead\\_narrowed\\_%'");
    const queries = await newsQueries(async () => {
      for (let page = 1; page <= last + 1; page++) pages.push((await narrowed(page)).items.map((item) => item.href));
    });
    expect(pages.flat(), 'every page of 2, then one past the last').toEqual(releases);
    expect(pages.at(-1)).toEqual([]);
    expect(
      queries.filter((statement) => /COUNT\(/i.test(statement)),
      'no count',
    ).toEqual([]);
    expect(
      queries.filter((statement) => /SELECT n\.position/.test(statement)),
      'the index read once',
    ).toHaveLength(1);
    const reads = queries.filter((statement) => /SELECT n\.item/.test(statement));
    expect(reads, 'a page is read from a kept position').toHaveLength(last);
    for (const read of reads) expect(read).toMatch(/n\.position <= \d+ ORDER BY n\.position DESC LIMIT 2 OFFSET \d+$/);
    // The filter lines' counts: read once, then kept until the news next changes.
    const counts = async () => expectOk(await api(cms, '/news/counts'), NewsCountsSchema);
    sql("DELETE FROM wordpress.wp_options WHERE option_name = 'masthead_news_counts'");
    const counted = await newsQueries(async () => {
      for (let read = 0; read < 3; read++) expect((await counts()).types['press-releases']).toBe(releases.length);
    });
    expect(
      counted.filter((statement) => /GROUP BY b\.brand/.test(statement)),
      'the counts read once',
    ).toHaveLength(1);
    // A release unpublished: the next answers count one fewer (the index and the counts read again), and back.
    const { id } = await wordpressIdAt(releases[0]!);
    await save(id, { status: 'draft' });
    try {
      expect((await narrowed(1)).total).toBe(releases.length - 1);
      expect((await counts()).types['press-releases']).toBe(releases.length - 1);
    } finally {
      await save(id, { status: 'publish' });
    }
    expect((await narrowed(1)).total).toBe(releases.length);
    expect((await counts()).types['press-releases']).toBe(releases.length);
  });
});

/** The whole news list and route listing, a page each (the tests above read them paged). */
async function listings(): Promise<{ news: string[]; routes: string[] }> {
  const news = expectOk(await api(cms, '/news?limit=1000'), NewsPageSchema).items.map((item) => item.href);
  const routes = expectOk(await api(cms, '/route-list?limit=1000'), RouteListSchema).routes.map((route) => route.path);
  return { news, routes };
}

describe('WordPress: an upgrade rebuilds the listings without emptying them', () => {
  it('stopped part way, readers see the old tables whole and a save meanwhile is in the new ones after the swap', async () => {
    expect((await rebuildRun()).done).toBe(true);
    const fresh = tableRows();
    const before = await listings();
    const current = schemaOption();
    // Stopped once the rebuild has read the middle article by ID (pages and posts, 20 a chunk, in ID order).
    const ids = sql("SELECT post_id, JSON_VALUE(item, '$.href') FROM wordpress.wp_masthead_news ORDER BY post_id")
      .split('\n')
      .map((line) => ({ id: Number(line.split('\t')[0]), href: line.split('\t')[1]! }));
    const middle = ids[ids.length >> 1]!.id;
    const listable = `post_type IN ('page', 'post') AND post_status = 'publish' AND post_password = ''`;
    const chunks = Math.ceil(Number(sql(`SELECT COUNT(*) FROM wordpress.wp_posts WHERE ID <= ${middle} AND ${listable}`)) / 20);
    sql("UPDATE wordpress.wp_options SET option_value = '3' WHERE option_name = 'masthead_listing_schema'");
    const part = await rebuildRun({ chunks });
    expect(part).toMatchObject({ done: false, begun: 1, chunks });
    const after = part.state!.after;
    // Readers meanwhile: every route and news item (and a reader's request does not rebuild).
    expect(await listings()).toEqual(before);
    expect(schemaOption(), 'the option before the swap').toBe('3');
    expect(JSON.parse(rebuildOption()).after, 'readers did not rebuild').toBe(after);
    expect(tableRows()).toEqual(fresh);
    // Saves meanwhile: an article the rebuild has read, and one it has not.
    const read = ids.find(({ id }) => id <= after)!;
    const unread = ids.find(({ id }) => id > after)!;
    await save(read.id, { status: 'draft' });
    await save(unread.id, { status: 'draft' });
    try {
      const rest = await rebuildRun({ chunks: 1000 });
      expect(rest).toMatchObject({ done: true, begun: 0, state: null });
      expect(schemaOption()).toBe(current);
      const out = (path: string) => path !== read.href && path !== unread.href;
      expect(await listings(), 'both drafts out of the swapped tables').toEqual({
        news: before.news.filter(out),
        routes: before.routes.filter(out),
      });
    } finally {
      await save(read.id, { status: 'publish' });
      await save(unread.id, { status: 'publish' });
    }
    // Finished with nothing saved meanwhile, a rebuild's tables are a fresh rebuild's, row for row.
    sql("UPDATE wordpress.wp_options SET option_value = '3' WHERE option_name = 'masthead_listing_schema'");
    expect(await rebuildRun({ chunks: 2 })).toMatchObject({ done: false, begun: 1 });
    expect(await rebuildRun({ chunks: 1000 })).toMatchObject({ done: true, begun: 0 });
    const rebuilt = tableRows();
    expect((await listings()).news).toEqual(before.news);
    expect((await rebuildRun()).done).toBe(true);
    expect(rebuilt).toEqual(tableRows());
  });

  it('of two rebuilders at once one rebuilds and the other leaves it be; readers’ requests only ask WP-Cron', async () => {
    const current = schemaOption();
    sql("UPDATE wordpress.wp_options SET option_value = '3' WHERE option_name = 'masthead_listing_schema'");
    const answers = await Promise.all([api(cms, '/news?limit=3'), api(cms, '/route-list?limit=3')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(rebuildOption(), 'no rebuild in a reader’s request').toBe('');
    expect(sql("SELECT option_value FROM wordpress.wp_options WHERE option_name = 'cron'")).toContain('masthead_listing_rebuild_step');
    const first = rebuildRun({ chunks: 1000, hold: 3 });
    await expect.poll(rebuildOption).not.toBe('');
    const second = await rebuildRun({ chunks: 1000 });
    expect(second, 'the second while the first holds the rebuild').toMatchObject({ done: null, begun: 0, chunks: 0 });
    const one = await first;
    expect(one).toMatchObject({ done: true, begun: 1, state: null });
    expect(one.chunks).toBeGreaterThan(3);
    expect(schemaOption()).toBe(current);
  });
});
