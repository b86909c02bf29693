/**
 * The long tail: what a page costs the first time an isolate sees its content. A publisher's traffic is not
 * one hot page: crawlers walk the archive and old articles are shared once. The services run the reference
 * CMS with its synthetic archive (CMS_EXTRA_ARTICLES); each archive article is requested once.
 *
 * - (t) data in the Cache API, never seen by the isolate: a first site process requests the articles once (their
 *   path answers and nodes go to the Cache API stand-in, which lives in the services process), then a new site
 *   process (a new isolate, empty memory) requests each of them once. Decode, drawing and render; no validation
 *   or sanitising (stored data is already validated and sanitised).
 * - (m) data from the CMS: articles never requested before: the CMS's answers are fetched, validated,
 *   sanitised, stored in the Cache API (in waitUntil, counted) and rendered.
 * - (w) the same kind of page warm: one archive article, again and again (data and drawn markup in the isolate).
 * - (x) one Cache API read of an object of the (t) articles' median size (their data and drawn markup) by the
 *   bare reference (r), above (r): the part of (t) that is the runtime's, whatever the site's JavaScript does;
 *   (t) − (x) is what first sight costs our code. The objects' sizes are reported beside it.
 *
 * All of them run with the rendered-page cache off and long cache windows (an hour), so a stored entry stays
 * fresh for the whole run and no revalidation is counted. The rows are probed side by side with the floor (a)
 * and the bare reference (r), in interleaved blocks (probes.ts): the code is warm in every row (the floor and
 * (w) warm the isolate up first); only the content is new.
 */
import { routeListPages } from '../scripts/lib/published-routes.ts';
import { BESIDE_URL, CACHE_URL, CMS_URL, FROM_EDGE, PERSON_UA, REFERENCE_URL, SITE_URL } from './config.ts';
import { get } from './http.ts';
import { type CpuProbe, cpuProbes, type ProbeSpec, swappingEachRound } from './probes.ts';
import { serve } from './processes.ts';
import { writeServicesConfig, writeSiteConfig } from './workerd-config.ts';

/** Archive articles in the CMS: the size the issue measured at (a 100,000-article archive). */
export const ARCHIVE_SIZE = 100_000;

/** Every request renders; cache entries stay fresh for the whole run (no revalidation in the measured rows). */
export const LONG_TAIL_OVERRIDES = { RENDERED_PAGE_CACHE: 'off', CACHE_FRESH_SECONDS: '3600', CACHE_STALE_SECONDS: '3600' };

export interface LongTailOptions {
  /** Distinct articles per long-tail row (each requested once). */
  articles: number;
  rounds: number;
  archiveSize?: number;
  /** Another build's dry-run outdir to measure instead of this one (`--long-tail-only --long-tail-site=<dir>`). */
  siteDir?: string;
  /**
   * Another build's dry-run outdir served beside this one in the same process (`--long-tail-against=<dir>`): its
   * own floor, (w) and (t) rows over the same articles in the same rounds, so a change's effect on first sight
   * is read paired (two runs minutes apart differ by up to a third).
   */
  besideDir?: string;
  log: (line: string) => void;
}

type NamedSpec = ProbeSpec & { name: string };

export interface LongTailResult {
  archiveSize: number;
  articles: number;
  warmPath: string;
  /** Bytes of the (t) articles' Cache API objects (path answer, nodes, drawn markup): median, least, most. */
  objectBytes: { median: number; min: number; max: number };
  probes: { id: string; name: string; probe: CpuProbe }[];
}

interface ListItem {
  path: string;
  type: string;
  gone?: boolean;
  internal?: boolean;
  canonical_path?: string;
}

/** Paths of `count` archive articles (numbered from 100000), read from the CMS's paged listing. */
export async function archivePaths(count: number): Promise<string[]> {
  const paths: string[] = [];
  for await (const routes of routeListPages<ListItem>(CMS_URL)) {
    for (const item of routes) {
      if (item.type === 'post' && /-\d{6,7}\/$/.test(item.path) && !item.gone && !item.internal && !item.canonical_path)
        paths.push(item.path);
    }
    if (paths.length >= count) break;
  }
  if (paths.length < count) throw new Error(`the CMS lists ${paths.length} archive articles, ${count} needed`);
  return paths.slice(0, count);
}

/** Resolves once the Cache API stand-in has taken no write for half a second. */
async function writesSettled(): Promise<void> {
  const puts = async () =>
    (JSON.parse((await get(`${CACHE_URL}/__bench/stats`)).body.toString()) as { stats: { dataPut: number } }).stats.dataPut;
  let last = -1;
  for (let seen = await puts(); seen !== last; seen = await puts()) {
    last = seen;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The byte sizes of the pages' Cache API objects the services hold (the cache stand-in's `/__bench/sizes`). */
async function objectSizes(): Promise<{ median: number; min: number; max: number }> {
  const response = await get(`${CACHE_URL}/__bench/sizes?containing=${encodeURIComponent('/page/')}`, {});
  const sizes = (JSON.parse(response.body.toString()) as { sizes: number[] }).sizes.sort((a, b) => a - b);
  if (sizes.length === 0) throw new Error('the Cache API stand-in holds no page objects');
  return { median: sizes[Math.floor(sizes.length / 2)]!, min: sizes[0]!, max: sizes.at(-1)! };
}

/** Runs the long-tail rows; the caller has stopped its own site and services (same ports). Leaves both running. */
export async function longTail(options: LongTailOptions): Promise<LongTailResult> {
  const archiveSize = options.archiveSize ?? ARCHIVE_SIZE;
  const perBlock = Math.max(1, Math.round(options.articles / options.rounds));
  const articles = perBlock * options.rounds;
  const headers = { 'user-agent': PERSON_UA, ...FROM_EDGE };
  options.log(`long tail: the CMS with CMS_EXTRA_ARTICLES=${archiveSize}`);
  await serve('services-long-tail', writeServicesConfig({ extraArticles: archiveSize }), `${CMS_URL}/site`);
  const paths = await archivePaths(2 * articles + 1);
  const warmPath = paths[0]!;
  const fromCache = paths.slice(1, 1 + articles);
  const fromCms = paths.slice(1 + articles);

  // A first isolate puts the (t) articles' data in the Cache API, then goes.
  options.log(`long tail: ${articles} articles into the Cache API through a first site process`);
  const config = writeSiteConfig({ overrides: LONG_TAIL_OVERRIDES, siteDir: options.siteDir, besideDir: options.besideDir });
  const first = await serve('site-long-tail-prime', config, `${SITE_URL}/__floor`);
  const bases = options.besideDir ? [SITE_URL, BESIDE_URL] : [SITE_URL];
  // One build after the other: objects are written in waitUntil after their answers (drawn markup with them), so
  // each build's last writes land before the next build reads; this build's objects are the ones both read.
  for (const base of bases) {
    for (const path of fromCache) {
      const response = await get(base + path, headers);
      if (response.status !== 200) throw new Error(`${base}${path}: ${response.status}`);
    }
    await writesSettled();
  }
  await first.stop();
  const objectBytes = await objectSizes();
  options.log(`long tail: the articles' Cache API objects, ${objectBytes.median} bytes (median; ${objectBytes.min}–${objectBytes.max})`);

  options.log(`long tail: a new site process; (t) and (m), ${articles} articles each, beside (w), (a) and (r)`);
  const site = await serve('site-long-tail', config, `${SITE_URL}/__floor`);
  const url = (path: string) => SITE_URL + path;
  const ours: NamedSpec[] = [
    { id: 'r', name: 'reference floor (bare Hono)', url: `${REFERENCE_URL}/`, headers },
    { id: 'a', name: 'floor', url: url('/__floor'), headers },
    { id: 'w', name: 'archive article, warm (one article again and again)', url: url(warmPath), headers },
    { id: 't', name: 'archive article, first sight, data in the Cache API', url: '', sequence: fromCache.map(url), headers },
    { id: 'm', name: 'archive article, first sight, data from the CMS', url: '', sequence: fromCms.map(url), headers },
    {
      id: 'x',
      name: `one Cache API read of ${objectBytes.median} bytes (the objects' median) by the bare reference, above (r)`,
      url: `${REFERENCE_URL}/cache-read?bytes=${objectBytes.median}`,
      headers,
      floorId: 'r',
    },
  ];
  const beside: NamedSpec[] = options.besideDir
    ? [
        { id: 'a-beside', name: `floor of ${options.besideDir}`, url: `${BESIDE_URL}/__floor`, headers },
        { id: 'w-beside', name: `(w) of ${options.besideDir}`, url: BESIDE_URL + warmPath, headers, floorId: 'a-beside' },
        {
          id: 't-beside',
          name: `(t) of ${options.besideDir}`,
          url: '',
          sequence: fromCache.map((path) => BESIDE_URL + path),
          headers,
          floorId: 'a-beside',
        },
      ]
    : [];
  const specs = [...ours, ...beside];
  const orderOf = swappingEachRound([], ours, beside);
  const measured = await cpuProbes(site.pid, specs, { rounds: options.rounds, perBlock, floorId: 'a', orderOf });
  return {
    archiveSize,
    articles,
    warmPath,
    objectBytes,
    probes: specs.map((spec) => ({ id: spec.id, name: spec.name, probe: measured.get(spec.id)! })),
  };
}
