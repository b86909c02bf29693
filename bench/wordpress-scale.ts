/**
 * `npm run bench:wordpress-scale`: the WordPress back end at a publisher's archive. A new local WordPress
 * (MariaDB, the plugin, the sample pack: scripts/wordpress/stack.ts, as the WordPress tests start it) gets the
 * reference CMS's synthetic archive, 100,000 posts (scripts/wordpress/import-archive.ts), then:
 *
 * - answer times of the plugin's content API, read from here (PHP's built-in server, one request at a time; the
 *   median of the probes after one unmeasured): `/paths` and `/nodes` for the archive's newest and oldest article,
 *   `/route-list` and `/news` at their first and last page; and editors' saves through WordPress's REST API: a
 *   title edited, the oldest article unpublished and back;
 * - search (issue 59), at each buffer pool of --search-pools: a common query, a word every article holds and a
 *   rare word, each first after a title is edited and back (the plugin ranks the query and stores its set), then
 *   every page by cursor (up to --search-pages), then pages at doubling depths again, then once more a day later
 *   (the stored sets' day moved back); each page's rows examined (MariaDB's slow log as
 *   a table, every query logged), which load does not change; checks no result comes twice, a query read to its
 *   end holds its total, and the goals: a common query's every page ≤ 150 ms, the rare word's ≤ 50 ms;
 * - checks of the plugin's listings: `/route-list` and `/news` read whole (a thousand a page) hold every archive
 *   post once, the totals grow by exactly the archive, the news list runs newest first, the last page holds the
 *   rest and the page past it is empty;
 * - checks of the site against it (`wrangler dev` as `npm start` serves it; needs `npm run build`): every sitemap
 *   child answers, every indexable route is listed exactly once, the last news page shows the oldest article and
 *   the page after it is a 404.
 *
 * Prints a table and writes .build/bench/wordpress-scale.json; exits 1 when a check fails.
 *
 *   npm run bench:wordpress-scale                      # 100,000 posts
 *   npm run bench:wordpress-scale -- --size=20000
 *   npm run bench:wordpress-scale -- --keep            # keep the instance (.build/wordpress/bench-scale): a rerun reuses it
 *   npm run bench:wordpress-scale -- --no-site         # the plugin alone (--no-search: without search)
 *   npm run bench:wordpress-scale -- --buffer-pool=64  # MariaDB's buffer pool, MB (default 1024; --smoke and the local stack: 64)
 *   npm run bench:wordpress-scale -- --search-pools=1024,64 --search-pages=120   # the defaults
 *   npm run bench:wordpress-scale -- --check           # exit 1 when a search goal fails too
 *   npm run bench:wordpress-scale -- --keep --search-only   # search alone, on the archive a --keep run left
 *   npm run bench:wordpress-scale -- --smoke           # 600 posts, 3 probes: CI's check that it runs
 *   WORDPRESS_VERSION=6.1 npm run bench:wordpress-scale
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEWS_PAGE_SIZE } from '../contract/news-pages.ts';
import { startLocalSite } from '../scripts/lib/local-site.ts';
import { sitemapLocs } from '../scripts/lib/published-routes.ts';
import { freePorts } from '../scripts/lib/server.ts';
import { importPack } from '../scripts/wordpress/import.ts';
import { importArchive } from '../scripts/wordpress/import-archive.ts';
import { query } from '../scripts/wordpress/mariadb.ts';
import { startWordPress } from '../scripts/wordpress/stack.ts';
import { numberOption, option } from './args.ts';
import { OUT } from './config.ts';

const argv = process.argv.slice(2);
const SMOKE = argv.includes('--smoke');
const SIZE = numberOption(argv, 'size', SMOKE ? 600 : 100_000);
const PROBES = numberOption(argv, 'probe', SMOKE ? 3 : 15);
// Fewer for search: a search at 100,000 posts takes seconds.
const SEARCH_PROBES = Math.min(PROBES, 5);
const KEEP = argv.includes('--keep');
const SITE = !argv.includes('--no-site');
const SEARCH = !argv.includes('--no-search');
/** MariaDB's buffer pool for the bench, MB (--buffer-pool=N). */
const BUFFER_POOL_MB = numberOption(argv, 'buffer-pool', SMOKE ? 64 : 1024);
const STATE = SMOKE ? '.build/wordpress/bench-scale-smoke' : '.build/wordpress/bench-scale';
/** Article numbers in the archive's paths start here (cms/server/archive.ts). */
const FIRST_NUMBER = 100_000;
const LIST_LIMIT = 1000;
/** Searched at each buffer pool: `goal` ms for every page; the first two common (one post in nine, every post). */
const SEARCHES = [
  { words: 'podcast series', goal: 150 },
  { words: 'readers', goal: 150 },
  { words: 'ashdown', goal: 50 },
];
/** Buffer pools (MB) search is measured at, in turn. */
const SEARCH_POOLS = (option(argv, 'search-pools') ?? (SMOKE ? '64' : '1024,64')).split(',').map(Number);
/** Pages read one by one, each timed once; then these depths again, each with the probes. */
const SEARCH_PAGES = numberOption(argv, 'search-pages', SMOKE ? 4 : 120);
const CHECK = argv.includes('--check');
/** With --keep: the kept archive's search alone, no import, listings or saves. */
const SEARCH_ONLY = argv.includes('--search-only');

const log = (line: string) => console.error(`[bench:wordpress-scale] ${line}`);

interface Answer {
  status: number;
  ms: number;
  /** The plugin's own time for a search (its Server-Timing `search`), apart from WordPress's start. */
  searchMs?: number;
  json: unknown;
}

/** A Server-Timing entry's duration, ms. */
function timing(header: string | null, name: string): number | undefined {
  const match = header?.match(new RegExp(`(?:^|,)\\s*${name};dur=([0-9.]+)`));
  return match ? Number(match[1]) : undefined;
}

/**
 * A fetch tried once more when the server closed a kept-alive connection as it was reused (PHP's and wrangler's
 * servers close idle ones): that is the socket's race, not an answer.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

async function call(api: string, query: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetchOnce(`${api}${query}`, { signal: AbortSignal.timeout(120_000) });
  const text = await response.text();
  const ms = performance.now() - started;
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, ms, searchMs: timing(response.headers.get('server-timing'), 'search'), json };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  name: string;
  query: string;
  medianMs: number;
  maxMs: number;
  /** The median of the plugin's own time (searches). */
  searchMs?: number;
}

/** One unmeasured call, then `probes` measured ones; every one must answer 200. */
async function time(api: string, name: string, query: string, probes = PROBES): Promise<Row> {
  const times: number[] = [];
  const own: number[] = [];
  for (let probe = 0; probe <= probes; probe++) {
    const answer = await call(api, query);
    if (answer.status !== 200) throw new Error(`${query} answered ${answer.status}`);
    if (probe > 0) times.push(answer.ms);
    if (probe > 0 && answer.searchMs !== undefined) own.push(answer.searchMs);
  }
  const row = { name, query, medianMs: median(times), maxMs: Math.max(...times), ...(own.length > 0 ? { searchMs: median(own) } : {}) };
  log(`${name}: median ${row.medianMs.toFixed(1)} ms${row.searchMs === undefined ? '' : `, search's own ${row.searchMs.toFixed(1)} ms`}`);
  return row;
}

interface RouteItem {
  path: string;
  robots: string;
  internal?: boolean;
  gone?: boolean;
  canonical_path?: string;
}

interface Listing<Item> {
  total: number;
  pages: number;
  items: Item[];
}

/** A paged listing read whole, checking each page's size, the last page and the empty one past it. */
async function readWhole<Item>(api: string, call_: string, field: 'routes' | 'items', failures: string[]): Promise<Listing<Item>> {
  const items: Item[] = [];
  let total = 0;
  let pages = 1;
  for (let page = 1; page <= pages + 1; page++) {
    const answer = await call(api, `/${call_}?page=${page}&limit=${LIST_LIMIT}`);
    const body = answer.json as { total: number; pages: number } & Record<string, Item[]>;
    if (answer.status !== 200) {
      failures.push(`/${call_} page ${page} answered ${answer.status}`);
      break;
    }
    ({ total, pages } = body);
    const expected = page <= pages ? Math.min(LIST_LIMIT, total - (page - 1) * LIST_LIMIT) : 0;
    if (body[field]!.length !== expected) failures.push(`/${call_} page ${page} of ${pages} holds ${body[field]!.length}, not ${expected}`);
    items.push(...body[field]!);
  }
  if (items.length !== total) failures.push(`/${call_} read whole holds ${items.length}, its total says ${total}`);
  return { total, pages, items };
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const value of values) {
    if (seen.has(value)) twice.push(value);
    seen.add(value);
  }
  return twice;
}

/** The archive number of a path (`/…-100042/` → 42), or null for the pack's own pages. */
function archiveNumber(path: string): number | null {
  const match = /-(\d{6,7})\/$/.exec(path);
  return match && Number(match[1]) >= FIRST_NUMBER ? Number(match[1]) - FIRST_NUMBER : null;
}

/** Indexable by the site's rule, written again here (as bench/scale.ts does) so the worker's version is checked. */
function indexable(item: RouteItem): boolean {
  return (
    item.robots === 'index, follow' &&
    !item.internal &&
    !item.gone &&
    !item.canonical_path &&
    /^\/([A-Za-z0-9][A-Za-z0-9._~-]*\/)*$/.test(item.path) &&
    !/\/\d+\/$/.test(item.path)
  );
}

interface Editor {
  url: string;
  admin: { user: string; appPassword: string };
}

/** A save through WordPress's own REST API as the administrator (what the block editor sends): its milliseconds. */
async function save(wordpress: Editor, route: string, body?: unknown): Promise<{ ms: number; json: unknown }> {
  const started = performance.now();
  const response = await fetch(`${wordpress.url}/wp-json/wp/v2/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${wordpress.admin.user}:${wordpress.admin.appPassword}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, json: JSON.parse(text) };
}

/** Editors' saves at this size: a title edited, an old article unpublished and published again (each back as it was). */
async function timeSaves(wordpress: Editor, newest: string, oldest: string): Promise<Row[]> {
  const idOf = async (path: string) => {
    const slug = path.split('/').filter(Boolean).at(-1)!;
    const [post] = (await save(wordpress, `posts?slug=${slug}&_fields=id,title&context=edit`)).json as {
      id: number;
      title: { raw: string };
    }[];
    if (!post) throw new Error(`no post at ${path}`);
    return post;
  };
  const edited = await idOf(newest);
  const old = await idOf(oldest);
  const titles: number[] = [];
  const unpublish: number[] = [];
  const republish: number[] = [];
  for (let probe = 0; probe < Math.max(2, Math.ceil(PROBES / 3)); probe++) {
    titles.push((await save(wordpress, `posts/${edited.id}`, { title: `${edited.title.raw} (edited)` })).ms);
    titles.push((await save(wordpress, `posts/${edited.id}`, { title: edited.title.raw })).ms);
    unpublish.push((await save(wordpress, `posts/${old.id}`, { status: 'draft' })).ms);
    republish.push((await save(wordpress, `posts/${old.id}`, { status: 'publish' })).ms);
  }
  const row = (name: string, times: number[]): Row => {
    log(`${name}: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    return { name, query: 'POST /wp/v2/posts/…', medianMs: median(times), maxMs: Math.max(...times) };
  };
  return [
    row('save: the newest article, title edited', titles),
    row('save: the oldest article unpublished', unpublish),
    row('save: the oldest article published again', republish),
  ];
}

/** The plugin's listings after the import: every archive post once, in order, the totals grown by the archive. */
async function checkListings(api: string, before: { routes: number; news: number }, failures: string[]) {
  const routes = await readWhole<RouteItem>(api, 'route-list', 'routes', failures);
  const news = await readWhole<{ href: string }>(api, 'news', 'items', failures);
  if (routes.total !== before.routes + SIZE) failures.push(`/route-list total ${routes.total}, expected ${before.routes} + ${SIZE}`);
  if (news.total !== before.news + SIZE) failures.push(`/news total ${news.total}, expected ${before.news} + ${SIZE}`);
  for (const [name, paths] of [
    ['/route-list', routes.items.map((item) => item.path)],
    ['/news', news.items.map((item) => item.href)],
  ] as const) {
    const twice = duplicates(paths);
    if (twice.length) failures.push(`${name} lists ${twice.length} paths twice, e.g. ${twice[0]}`);
    const numbers = paths.map(archiveNumber).filter((number) => number !== null);
    if (new Set(numbers).size !== SIZE) failures.push(`${name} holds ${new Set(numbers).size} of the ${SIZE} archive posts`);
  }
  // Newest first: archive article i is dated on or after article i + 1, and the earlier id comes first on a day.
  const order = news.items.map((item) => archiveNumber(item.href)).filter((number) => number !== null);
  const outOfOrder = order.findIndex((number, at) => at > 0 && number < order[at - 1]!);
  if (outOfOrder >= 0) failures.push(`/news is out of order at archive article ${order[outOfOrder]}`);
  return { routes, news, oldest: news.items.at(-1)?.href ?? '' };
}

/** The site against this WordPress: its sitemap lists every indexable route once, its news pages end where they should. */
async function checkSite(
  wordpress: { apiBase: string; url: string },
  routes: RouteItem[],
  newsTotal: number,
  oldest: string,
  failures: string[],
) {
  const site = await startLocalSite({
    cms: { apiBase: wordpress.apiBase, publicOrigin: wordpress.url },
    siteVars: { CMS_TIMEOUT_MS: '60000' },
  });
  try {
    const get = async (path: string) => {
      const response = await fetchOnce(`${site.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(300_000) });
      return { status: response.status, body: await response.text() };
    };
    const index = await get('/sitemap.xml');
    if (index.status !== 200) failures.push(`/sitemap.xml answered ${index.status}`);
    const children = sitemapLocs(index.body).map((loc) => new URL(loc).pathname);
    const listed: string[] = [];
    for (const child of children) {
      const answer = await get(child);
      if (answer.status !== 200) failures.push(`${child} answered ${answer.status}`);
      listed.push(...sitemapLocs(answer.body).map((loc) => new URL(loc).pathname));
    }
    const expected = new Set(routes.filter(indexable).map((item) => item.path));
    const twice = duplicates(listed);
    const missing = [...expected].filter((path) => !listed.includes(path));
    // Open roles have a sitemap child of their own: job pages are the worker's routes, not the CMS's listing.
    const extra = listed.filter((path) => !expected.has(path) && !/^\/jobs\/[a-z0-9-]+$/.test(path));
    if (twice.length) failures.push(`the sitemap lists ${twice.length} URLs twice, e.g. ${twice[0]}`);
    if (missing.length) failures.push(`the sitemap misses ${missing.length} indexable routes, e.g. ${missing[0]}`);
    if (extra.length) failures.push(`the sitemap lists ${extra.length} URLs that are not indexable routes, e.g. ${extra[0]}`);
    const last = Math.ceil(newsTotal / NEWS_PAGE_SIZE);
    const lastPage = await get(`/news/page-${last}/`);
    if (lastPage.status !== 200) failures.push(`/news/page-${last}/ answered ${lastPage.status}`);
    else if (!lastPage.body.includes(`href="${oldest}"`)) failures.push(`/news/page-${last}/ does not show the oldest article ${oldest}`);
    const past = await get(`/news/page-${last + 1}/`);
    if (past.status !== 404) failures.push(`/news/page-${last + 1}/ answered ${past.status}, not 404`);
    return { sitemapChildren: children.length, urlsListed: listed.length, newsPages: last };
  } finally {
    await site.stop();
  }
}

/** MariaDB's buffer pool set to `mb`, once it holds that many pages (it resizes in the background). */
async function setBufferPool(socket: string, mb: number): Promise<void> {
  query(socket, `SET GLOBAL innodb_buffer_pool_size = ${mb * 2 ** 20}`, true);
  const pages = () => Number(query(socket, "SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_pages_total'", true)!.trim().split(/\s+/)[1]);
  const size = Number(query(socket, 'SELECT @@innodb_page_size', true)!.trim());
  for (const started = Date.now(); Math.abs(pages() * size - mb * 2 ** 20) > mb * 2 ** 20 * 0.1; ) {
    if (Date.now() - started > 120_000) throw new Error(`the buffer pool did not reach ${mb} MB in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`buffer pool ${mb} MB`);
}

interface SearchReport {
  words: string;
  poolMb: number;
  goalMs: number;
  total: number;
  /** The first search after a save: the plugin patches its stored set, or ranks every match and stores it. */
  firstSightMs: number;
  /** Of it, the plugin's own time (Server-Timing `search`). */
  firstSightSearchMs: number;
  firstSightRowsExamined: number;
  /** The first search on a later London day (the stored set patched for the jobs closed since): answer, plugin's own. */
  laterDayMs: number;
  laterDaySearchMs: number;
  /** Every page read by cursor, once each: [page, ms, the plugin's own ms]. */
  walked: [number, number, number][];
  /** Pages at doubling depths, the median of the probes (and of the plugin's own time), and the rows MariaDB examined answering one. */
  depths: { page: number; medianMs: number; searchMs: number; maxMs: number; rowsExamined: number }[];
  /** A plugin call that reads one row (`/paths` of the newest article), in the same minutes: WordPress's own cost. */
  floorMs: number;
  /**
   * Whether the plugin's own time is within the goal at every probed depth (medians) and over the walk after the first
   * sight (its median). Its own time, not the answer's: WordPress's start (the floor) is every request's, and on this
   * machine kind it is about the rare word's whole goal.
   */
  met: boolean;
}

/**
 * Rows MariaDB examined answering `run`'s requests: every query logged to mysql.slow_log meanwhile, summed. With
 * `slowest`, its slowest queries are logged too (time, rows examined, the start of the SQL).
 */
async function rowsExamined(socket: string, run: () => Promise<unknown>, slowest = 0): Promise<number> {
  query(socket, "SET GLOBAL log_output = 'TABLE', long_query_time = 0, slow_query_log = 1; TRUNCATE mysql.slow_log", true);
  try {
    await run();
    if (slowest > 0) {
      const rows = query(
        socket,
        `SELECT TIME_TO_SEC(query_time) * 1000, rows_examined, LEFT(REPLACE(sql_text, '\\n', ' '), 140) FROM mysql.slow_log ORDER BY query_time DESC LIMIT ${slowest}`,
        true,
      );
      for (const row of (rows ?? '').trim().split('\n')) log(`  slowest: ${row.replaceAll('\t', ' | ')}`);
    }
    return Number(query(socket, 'SELECT COALESCE(SUM(rows_examined), 0) FROM mysql.slow_log', true)!.trim());
  } finally {
    query(socket, 'SET GLOBAL slow_query_log = 0, long_query_time = 10; TRUNCATE mysql.slow_log', true);
  }
}

/**
 * One query at this buffer pool: a save first (every stored set is stale after it), then its first sight, every
 * page by cursor up to SEARCH_PAGES, then the pages at doubling depths (and the last read) with the probes.
 */
async function measureSearch(
  wordpress: Editor & { apiBase: string },
  newest: string,
  { words, goal }: { words: string; goal: number },
  pool: number,
  failures: string[],
): Promise<SearchReport> {
  const api = wordpress.apiBase;
  const socket = join(STATE, 'mysql.sock');
  const q = `/search?q=${encodeURIComponent(words)}`;
  const slug = newest.split('/').filter(Boolean).at(-1)!;
  const [post] = (await save(wordpress, `posts?slug=${slug}&_fields=id,title&context=edit`)).json as {
    id: number;
    title: { raw: string };
  }[];
  // A change search reads (a save of the same text keeps the stored sets): the title edited and back.
  await save(wordpress, `posts/${post!.id}`, { title: `${post!.title.raw} (edited)` });
  await save(wordpress, `posts/${post!.id}`, { title: post!.title.raw });
  let first: Answer | undefined;
  const firstSightRowsExamined = await rowsExamined(
    socket,
    async () => {
      first = await call(api, q);
    },
    5,
  );
  if (first!.status !== 200) throw new Error(`${q} answered ${first!.status}`);
  const total = (first!.json as { total: number }).total;
  const cursors: (string | null)[] = [null];
  const walked: [number, number, number][] = [[1, first!.ms, first!.searchMs ?? Number.NaN]];
  const seenPaths = new Set<string>();
  let answer = first!;
  for (let page = 1; ; page++) {
    const body = answer.json as { next: string | null; results: { path: string }[] };
    for (const result of body.results) {
      if (seenPaths.has(result.path)) failures.push(`search "${words}" lists ${result.path} twice (page ${page})`);
      seenPaths.add(result.path);
    }
    if (!body.next) {
      if (seenPaths.size !== total)
        failures.push(`search "${words}" read to its end holds ${seenPaths.size} results, its total says ${total}`);
      break;
    }
    if (page === SEARCH_PAGES) break;
    cursors.push(body.next);
    answer = await call(api, `${q}&cursor=${body.next}`);
    if (answer.status !== 200) throw new Error(`${q} page ${page + 1} answered ${answer.status}`);
    walked.push([page + 1, answer.ms, answer.searchMs ?? Number.NaN]);
  }
  const depths: SearchReport['depths'] = [];
  const pages = [...new Set([...Array.from({ length: 12 }, (_, at) => 2 ** at).filter((page) => page <= cursors.length), cursors.length])];
  for (const page of pages) {
    const cursor = cursors[page - 1];
    const path = cursor ? `${q}&cursor=${cursor}` : q;
    const row = await time(api, `/search "${words}" page ${page} (${pool} MB)`, path, SEARCH_PROBES);
    depths.push({
      page,
      medianMs: row.medianMs,
      searchMs: row.searchMs ?? Number.NaN,
      maxMs: row.maxMs,
      rowsExamined: await rowsExamined(socket, () => call(api, path)),
    });
  }
  // A day later: each stored set notes the London day it was ranked on, and one read on a later day is patched for the
  // jobs closed since (search-ranked.php). The day moved back a day here, as time moves it, with no save.
  query(
    socket,
    "UPDATE wordpress.wp_masthead_search_sets SET day = DATE_FORMAT(STR_TO_DATE(day, '%Y-%m-%d') - INTERVAL 1 DAY, '%Y-%m-%d')",
    true,
  );
  const laterDay = await call(api, q);
  if (laterDay.status !== 200 || (laterDay.json as { total: number }).total !== total)
    failures.push(`search "${words}" a day later answered ${laterDay.status}, not its ${total} results`);
  const floorMs = (
    await time(api, `floor: /paths, newest article (${pool} MB)`, `/paths?path=${encodeURIComponent(newest)}`, SEARCH_PROBES)
  ).medianMs;
  // The first sight (walked[0]) stores the set: reported beside the goal, not in it.
  const met =
    median(
      walked
        .slice(1)
        .map(([, , own]) => own)
        .concat(depths.map((depth) => depth.searchMs)),
    ) <= goal && depths.every((depth) => depth.searchMs <= goal);
  log(
    `search "${words}" (${pool} MB): first sight ${first!.ms.toFixed(0)} ms, ${walked.length} pages walked, goal ${met ? 'met' : 'missed'}`,
  );
  return {
    words,
    poolMb: pool,
    goalMs: goal,
    total,
    firstSightMs: first!.ms,
    firstSightSearchMs: first!.searchMs ?? Number.NaN,
    firstSightRowsExamined,
    laterDayMs: laterDay.ms,
    laterDaySearchMs: laterDay.searchMs ?? Number.NaN,
    walked,
    depths,
    floorMs,
    met,
  };
}

/** Every search at every buffer pool of SEARCH_POOLS; with --check, a missed goal is a failure. */
async function measureSearches(wordpress: Editor & { apiBase: string }, newest: string, failures: string[]): Promise<SearchReport[]> {
  const searches: SearchReport[] = [];
  for (const pool of SEARCH_POOLS) {
    await setBufferPool(join(STATE, 'mysql.sock'), pool);
    for (const search of SEARCHES) searches.push(await measureSearch(wordpress, newest, search, pool, failures));
  }
  for (const search of searches.filter((search) => !search.met && CHECK))
    failures.push(`search "${search.words}" at ${search.poolMb} MB: a page over ${search.goalMs} ms`);
  return searches;
}

function printSearches(searches: SearchReport[]): void {
  console.log(
    "\n| search (buffer pool) | results | first sight ms: answer, search's own (rows examined) | a day later ms: answer, own | pages walked after it: median, max ms | by depth: page ms, search's own (rows examined) | floor ms | goal (search's own) |",
  );
  console.log('|---|---:|---:|---:|---|---|---:|---|');
  for (const search of searches) {
    const walked = search.walked
      .slice(1)
      .map(([, ms]) => ms)
      .concat(search.walked.length === 1 ? [search.walked[0]![1]] : []);
    const depths = search.depths
      .map((depth) => `${depth.page}: ${depth.medianMs.toFixed(0)}, ${depth.searchMs.toFixed(1)} (${depth.rowsExamined})`)
      .join('; ');
    console.log(
      `| "${search.words}" (${search.poolMb} MB) | ${search.total.toLocaleString('en-GB')} | ${search.firstSightMs.toFixed(0)}, ${search.firstSightSearchMs.toFixed(1)} (${search.firstSightRowsExamined.toLocaleString('en-GB')}) | ${search.laterDayMs.toFixed(0)}, ${search.laterDaySearchMs.toFixed(1)} | ` +
        `${search.walked.length}: ${median(walked).toFixed(0)}, ${Math.max(...walked).toFixed(0)} | ${depths} | ${search.floorMs.toFixed(0)} | ≤ ${search.goalMs} ms ${search.met ? 'met' : 'MISSED'} |`,
    );
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // Nothing listens at the site origin it purges: a save's purge costs what a down site costs.
  const [port, nowhere] = await freePorts(2);
  log(`starting WordPress (${KEEP ? 'kept' : 'new'} instance in ${STATE})`);
  const wordpress = await startWordPress({ port: port!, state: STATE, fresh: !KEEP, siteOrigin: `http://127.0.0.1:${nowhere}` });
  // A server for this archive holds it in memory: the local stack's 64 MB buffer pool holds a tenth of 100,000 posts,
  // so every join through wp_posts read the disk (search and WordPress's own category count took seconds, not ms).
  if (BUFFER_POOL_MB !== 64) await setBufferPool(join(STATE, 'mysql.sock'), BUFFER_POOL_MB);
  // Stopped by a signal: WordPress and its database stop too.
  const stopped = () => void wordpress.stop().finally(() => process.exit(1));
  process.once('SIGINT', stopped);
  process.once('SIGTERM', stopped);
  const failures: string[] = [];
  try {
    const api = wordpress.apiBase;
    if (SEARCH_ONLY) {
      const newest = (await readWhole<RouteItem>(api, 'route-list', 'routes', failures)).items.find(
        (item) => archiveNumber(item.path) === 0,
      );
      if (!newest) throw new Error(`${STATE} holds no archive: run with --keep (without --search-only) first`);
      const searches = await measureSearches(wordpress, newest.path, failures);
      writeFileSync(
        join(OUT, 'wordpress-scale-search.json'),
        `${JSON.stringify({ wordpress: wordpress.version, searches, failures }, null, 2)}\n`,
      );
      printSearches(searches);
      if (failures.length) console.log(`\nFAIL\n- ${failures.join('\n- ')}`);
      if (failures.length) process.exitCode = 1;
      return;
    }
    await importPack(STATE, { purge: false });
    // A kept instance may hold the archive already: the totals before it are the pack's.
    const listed = await readWhole<RouteItem>(api, 'route-list', 'routes', failures);
    const present = listed.items.filter((item) => archiveNumber(item.path) !== null).length;
    if (present !== 0 && present !== SIZE) throw new Error(`${STATE} holds ${present} archive posts: run without --keep for ${SIZE}`);
    const newsTotal = ((await call(api, '/news?page=1&limit=1')).json as { total: number }).total;
    const before = { routes: listed.total - present, news: newsTotal - present };
    log(`WordPress ${wordpress.version}: importing ${SIZE.toLocaleString('en-GB')} archive posts`);
    const imported = importArchive(STATE, SIZE);
    log(`imported in ${imported.exportSeconds + imported.seconds} s`);

    // Saves first: the checks then read the listings as the saves left them.
    const archivePaths = (await readWhole<RouteItem>(api, 'route-list', 'routes', [])).items.map((item) => item.path);
    const newest = archivePaths.find((path) => archiveNumber(path) === 0) ?? '';
    const oldestPath = archivePaths.find((path) => archiveNumber(path) === SIZE - 1) ?? '';
    const saves = await timeSaves(wordpress, newest, oldestPath);
    const { routes, news, oldest } = await checkListings(api, before, failures);
    const slug = (path: string) => path.split('/').filter(Boolean).at(-1)!;
    const nodes = (path: string) => `/nodes?slug=${slug(path)}&path=${encodeURIComponent(path)}`;
    const rows: Row[] = [
      await time(api, '/paths, newest article', `/paths?path=${encodeURIComponent(newest)}`),
      await time(api, '/paths, oldest article', `/paths?path=${encodeURIComponent(oldestPath)}`),
      await time(api, '/nodes, newest article', nodes(newest)),
      await time(api, '/nodes, oldest article', nodes(oldestPath)),
      await time(api, '/route-list, first page (1,000)', `/route-list?page=1&limit=${LIST_LIMIT}`),
      await time(api, '/route-list, last page', `/route-list?page=${routes.pages}&limit=${LIST_LIMIT}`),
      await time(api, '/news, first page', `/news?page=1&limit=${NEWS_PAGE_SIZE}`),
      await time(api, '/news, last page', `/news?page=${Math.ceil(news.total / NEWS_PAGE_SIZE)}&limit=${NEWS_PAGE_SIZE}`),
      ...saves,
    ];
    const searches = SEARCH ? await measureSearches(wordpress, newest, failures) : [];
    const siteChecks = SITE ? await checkSite(wordpress, routes.items, news.total, oldest, failures) : null;

    const report = {
      wordpress: wordpress.version,
      archive: SIZE,
      routes: routes.total,
      news: news.total,
      imported,
      rows,
      searches,
      site: siteChecks,
      failures,
    };
    writeFileSync(join(OUT, 'wordpress-scale.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `\n### WordPress ${wordpress.version} at ${SIZE.toLocaleString('en-GB')} archive posts (${routes.total.toLocaleString('en-GB')} routes, ${news.total.toLocaleString('en-GB')} news items)\n`,
    );
    console.log(
      `Import: ${imported.exportSeconds} s export, ${imported.postsSeconds} s posts, ${imported.searchSeconds} s search rows, ` +
        `${imported.countsSeconds} s category counts, ${imported.listingSeconds} s listing rebuild\n`,
    );
    console.log('| call | median ms | max ms |');
    console.log('|---|---:|---:|');
    for (const row of rows) console.log(`| ${row.name} | ${row.medianMs.toFixed(1)} | ${row.maxMs.toFixed(1)} |`);
    if (searches.length) printSearches(searches);
    console.log(
      `\nListings whole, in order, each archive post once${SITE ? '; the site’s sitemap and news pages' : ''}: ${failures.length ? `FAIL\n- ${failures.join('\n- ')}` : 'pass'}`,
    );
    if (failures.length) process.exitCode = 1;
  } finally {
    await wordpress.stop();
    if (!KEEP) rmSync(STATE, { recursive: true, force: true });
  }
}

await main();
