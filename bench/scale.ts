/**
 * `npm run bench:scale`: the site at a publisher's whole archive. The bench
 * build of the site runs in bare `workerd serve` (with the inspector, to read
 * the isolate's V8 heap), the services process runs the CMS with
 * CMS_EXTRA_ARTICLES=100000 (and once with 0, for the flat-lookup row).
 *
 * Rows: every sitemap child (cold: listing pages from the CMS; warm: from the
 * content cache), the sitemap index, news page 1, a deep news page, an
 * article page at 0 and at 100,000 extra articles. For each: site CPU per
 * request (schedstat of the site process) and the isolate's V8 heap after it
 * (used, and total reserved; garbage not yet collected included).
 * Checks: every child answers 200, every indexable route is listed exactly
 * once (against the CMS's own listing, read page by page), and the isolate's
 * heap stays under 64 MB. Prints a table and writes .build/bench/scale.json.
 *
 *   npm run bench:scale                 # build, serve, measure
 *   npm run bench:scale -- --no-build   # reuse the last bench build
 *   npm run bench:scale -- --extra=20000
 *   npm run bench:scale -- --smoke      # 2,000 extra articles, 3 requests a row: CI's check that it runs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NEWS_PAGE_SIZE } from '../contract/news-pages.ts';
import { importBundled } from '../scripts/lib/import-bundled.ts';
import { routeListPages, sitemapLocs } from '../scripts/lib/published-routes.ts';
import { numberOption } from './args.ts';
import { buildAll } from './build.ts';
import { CMS_URL, OUT, PERSON_UA, SITE_URL } from './config.ts';
import { processCpuNs } from './cpu.ts';
import { connectInspector, inspectorArgs } from './inspector.ts';
import { assertPortsFree, type Served, serve, stopAll } from './processes.ts';
import { writeServicesConfig, writeSiteConfig } from './workerd-config.ts';

const argv = process.argv.slice(2);
// --smoke: a small archive and few requests, to prove every phase still runs (seconds, not minutes).
const SMOKE = argv.includes('--smoke');
const EXTRA = numberOption(argv, 'extra', SMOKE ? 2000 : 100_000);
const SKIP_BUILD = argv.includes('--no-build');
const PROBES = numberOption(argv, 'probe', SMOKE ? 3 : 30);
const HEAP_LIMIT_MB = 64;

const log = (line: string) => console.error(`[bench:scale] ${line}`);

// --- Processes ---------------------------------------------------------------

interface Site {
  pid: number;
  stop(): Promise<void>;
}

/** The site in bare workerd with the inspector on its own port (inspector.ts), so the isolate's heap can be read. */
function serveSite(configFile: string): Promise<Site> {
  return serve('site-scale', configFile, `${SITE_URL}/__floor`, inspectorArgs());
}

// --- Measures ----------------------------------------------------------------

function rssMb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The site isolate's V8 heap (used and total), MB, through the inspector. */
async function heapMb(): Promise<{ used: number; total: number }> {
  const inspector = await connectInspector();
  // workerd's inspector does not collect garbage on request, so this includes garbage not yet collected: an upper bound.
  const usage = (await inspector.call('Runtime.getHeapUsage', {}, 5000)) as { usedSize?: number; totalSize?: number };
  inspector.close();
  return { used: (usage.usedSize ?? 0) / 2 ** 20, total: (usage.totalSize ?? 0) / 2 ** 20 };
}

interface Fetched {
  status: number;
  body: string;
}

async function get(path: string): Promise<Fetched> {
  const response = await fetch(`${SITE_URL}${path}`, { headers: { 'user-agent': PERSON_UA }, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

interface Row {
  name: string;
  requests: number;
  cpuMsPerRequest: number;
  heapUsedMb: number;
  heapTotalMb: number;
  rssMb: number;
  note: string;
}

async function measure(site: Site, name: string, paths: string[], repeat: number, note = ''): Promise<Row> {
  const before = processCpuNs(site.pid);
  for (let round = 0; round < repeat; round++) {
    for (const path of paths) {
      const answer = await get(path);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    }
  }
  const cpu = (processCpuNs(site.pid) - before) / 1e6 / (paths.length * repeat);
  const heap = await heapMb();
  return {
    name,
    requests: paths.length * repeat,
    cpuMsPerRequest: cpu,
    heapUsedMb: heap.used,
    heapTotalMb: heap.total,
    rssMb: rssMb(site.pid).rss,
    note,
  };
}

// --- Checks ------------------------------------------------------------------

interface ListItem {
  path: string;
  robots: string;
  internal?: boolean;
  gone?: boolean;
  canonical_path?: string;
}

/** The worker's own rule for what sitemaps list (worker/routes/seo/indexable-routes.ts). */
const { isIndexable } = await importBundled<{ isIndexable: (item: ListItem) => boolean }>(
  resolve(import.meta.dirname, '../worker/routes/seo/indexable-routes.ts'),
);

/** Every indexable path from the CMS's listing, read a page at a time. */
async function expectedPaths(): Promise<Set<string>> {
  const expected = new Set<string>();
  for await (const routes of routeListPages<ListItem>(CMS_URL)) for (const item of routes) if (isIndexable(item)) expected.add(item.path);
  return expected;
}

// --- Run ---------------------------------------------------------------------

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await assertPortsFree();
  if (!SKIP_BUILD) buildAll(log);
  const siteConfig = writeSiteConfig({ overrides: { RENDERED_PAGE_CACHE: 'off' } });
  const rows: Row[] = [];
  const failures: string[] = [];
  let services: Served | undefined;
  let site: Site | undefined;
  const article = '/long-read-the-future-of-specialist-media/';
  try {
    // Phase 1: the sample pack alone, for the flat-lookup reference.
    services = await serve('services-scale-0', writeServicesConfig({ extraArticles: 0 }), `${CMS_URL}/site`);
    site = await serveSite(siteConfig);
    await get(article);
    rows.push(await measure(site, 'article page, sample pack only', [article], PROBES, 'page cache off; data from the isolate'));
    await site.stop();
    await services.stop();

    // Phase 2: the archive.
    log(`serving the CMS with CMS_EXTRA_ARTICLES=${EXTRA}`);
    services = await serve(`services-scale-${EXTRA}`, writeServicesConfig({ extraArticles: EXTRA }), `${CMS_URL}/site`);
    site = await serveSite(siteConfig);
    const baseline = await heapMb();
    rows.push({
      name: 'isolate after start',
      requests: 0,
      cpuMsPerRequest: 0,
      heapUsedMb: baseline.used,
      heapTotalMb: baseline.total,
      rssMb: rssMb(site.pid).rss,
      note: '',
    });
    await get(article);
    rows.push(
      await measure(
        site,
        `article page, ${EXTRA.toLocaleString('en-GB')} extra articles`,
        [article],
        PROBES,
        'route lookup: one /paths answer',
      ),
    );
    const index = await get('/sitemap.xml');
    const children = sitemapLocs(index.body).map((loc) => new URL(loc).pathname);
    log(`sitemap index names ${children.length} children`);

    // Cold: each child's listing pages come from the CMS (ten calls a child).
    const seen = new Map<string, number>();
    let coldNs = 0;
    let peakHeap = 0;
    for (const child of children) {
      const started = processCpuNs(site.pid);
      const answer = await get(child);
      coldNs += processCpuNs(site.pid) - started;
      if (answer.status !== 200) failures.push(`${child} answered ${answer.status}`);
      const urls = sitemapLocs(answer.body);
      if (urls.length > 50_000) failures.push(`${child} has ${urls.length} URLs`);
      if (Buffer.byteLength(answer.body) > 50 * 2 ** 20) failures.push(`${child} is over 50 MB`);
      for (const url of urls) {
        const path = new URL(url).pathname;
        seen.set(path, (seen.get(path) ?? 0) + 1);
      }
      peakHeap = Math.max(peakHeap, (await heapMb()).total);
    }
    const coldCpu = coldNs / 1e6 / children.length;
    const afterCold = await heapMb();
    rows.push({
      name: `sitemap child, cold (${children.length} children)`,
      requests: children.length,
      cpuMsPerRequest: coldCpu,
      heapUsedMb: afterCold.used,
      heapTotalMb: peakHeap,
      rssMb: rssMb(site.pid).rss,
      note: 'heap total: highest after any child; 10 CMS calls a child',
    });
    rows.push(await measure(site, 'sitemap child, warm', children, 2, 'listing pages from the content cache'));
    rows.push(await measure(site, 'sitemap index', ['/sitemap.xml'], PROBES));

    const expected = await expectedPaths();
    const twice = [...seen].filter(([, count]) => count > 1).map(([path]) => path);
    const missing = [...expected].filter((path) => !seen.has(path));
    // Open roles have a sitemap child of their own (/sitemaps/jobs.xml, checked by test/worker/jobs.test.ts): job
    // pages are routes of the worker, not of the CMS's listing.
    const extra = [...seen.keys()].filter((path) => !expected.has(path) && !/^\/jobs\/[a-z0-9-]+$/.test(path));
    if (twice.length) failures.push(`${twice.length} URLs listed more than once, e.g. ${twice[0]}`);
    if (missing.length) failures.push(`${missing.length} indexable routes missing, e.g. ${missing[0]}`);
    if (extra.length) failures.push(`${extra.length} URLs listed that are not indexable routes, e.g. ${extra[0]}`);

    const news = (await (await fetch(`${CMS_URL}/news?page=1&limit=1`)).json()) as { total: number };
    const lastPage = Math.ceil(news.total / NEWS_PAGE_SIZE);
    const deep = `/news/page-${Math.max(2, lastPage - 1)}/`;
    await get('/news/');
    await get(deep);
    rows.push(await measure(site, 'news page 1', ['/news/'], PROBES, 'page cache off'));
    rows.push(await measure(site, `deep news page (${deep})`, [deep], PROBES, 'page cache off'));
    rows.push(await measure(site, 'feed + news sitemap + robots.txt', ['/news/feed.xml', '/news-sitemap.xml', '/robots.txt'], PROBES));
    const past = await get(`/news/page-${lastPage + 1}/`);
    if (past.status !== 404) failures.push(`the page past the last news page answered ${past.status}`);
    // The heap V8 has reserved (total), not only what is in use: the stricter measure.
    const maxHeap = Math.max(...rows.map((row) => row.heapTotalMb));
    if (maxHeap >= HEAP_LIMIT_MB) failures.push(`isolate heap reached ${maxHeap.toFixed(1)} MB (limit ${HEAP_LIMIT_MB} MB)`);

    const report = {
      extraArticles: EXTRA,
      routes: expected.size,
      sitemapChildren: children.length,
      urlsListed: seen.size,
      newsPages: lastPage,
      heapLimitMb: HEAP_LIMIT_MB,
      maxHeapUsedMb: maxHeap,
      rows,
      failures,
    };
    writeFileSync(join(OUT, 'scale.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `\n### Scale: ${EXTRA.toLocaleString('en-GB')} extra articles (${expected.size.toLocaleString('en-GB')} indexable routes, ${children.length} sitemap children, ${lastPage.toLocaleString('en-GB')} news pages)\n`,
    );
    console.log('| row | requests | site CPU ms/req | isolate heap used MB | heap total MB | process RSS MB | note |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.requests} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.heapUsedMb.toFixed(1)} | ${row.heapTotalMb.toFixed(1)} | ${row.rssMb.toFixed(0)} | ${row.note} |`,
      );
    }
    console.log(
      `\nEvery child 200, every indexable route exactly once, heap < ${HEAP_LIMIT_MB} MB: ${failures.length ? `FAIL\n- ${failures.join('\n- ')}` : 'pass'}`,
    );
    console.log(`Written to ${join(OUT, 'scale.json')}`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await site?.stop();
    await stopAll();
  }
}

await main();
