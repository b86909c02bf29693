/**
 * Route table at scale (run with `node --expose-gc bench/route-table.ts`; add
 * `--json` for machine output). Builds CMS-shaped route tables of 1k, 10k and
 * 50k entries (contract/route.ts) and measures what the worker does with
 * them. A page request never reads the whole table: it asks the CMS's path
 * lookup for its own path (worker/cms/content-service.ts `lookup()`), and the
 * answer (about 1 KB) is cached per path, hot answers decoded in the isolate's
 * memory (worker/cache/memory-cache.ts, bounded). So:
 *
 * - Per-request lookup: blocks of 20k requests over random paths of the table
 *   (10% absent), each answered from the isolate's memory or, on a miss, by
 *   decoding that path's cached answer and remembering it, as the worker does;
 *   ns/request, the median of rounds in which the tables alternate.
 * - Memory: heap held by the isolate's memory cache after those requests.
 * - Full table (sitemaps, robots.txt and the feed only): its text size, and the
 *   heap and time to parse it, for information.
 */
import type { RouteEntry } from '../contract/route.ts';
import { MemoryCache } from '../worker/cache/memory-cache.ts';
import { median } from './stats.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with node --expose-gc');
  process.exit(2);
}

const WORDS = [
  'media',
  'brand',
  'award',
  'podcast',
  'magazine',
  'digital',
  'future',
  'food',
  'garden',
  'history',
  'science',
  'travel',
  'launch',
  'growth',
  'team',
  'audience',
  'print',
  'video',
  'event',
  'report',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A route entry like the CMS's (an article: the most common entry type, ~850 bytes of JSON). */
function entry(i: number): RouteEntry {
  const words = Array.from({ length: 5 + (i % 4) }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]!);
  const slug = `${words.join('-')}-${i}`;
  const path = i % 10 === 0 ? `/our-brands/${slug}/` : `/${slug}/`;
  const title = `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')} ${i}`;
  const description = `Our ${words[0]} and ${words[1]} teams reached a new ${words[2]} audience this year with ${words[3]} work across print, digital and events (${i}).`;
  const image = { ogImage: `/media/og/${slug}.svg`, ogImageWidth: 1200, ogImageHeight: 630 };
  return {
    name: slug,
    path,
    component: 'PageView',
    meta: {
      template: 'default',
      layout: 'default',
      title,
      tags: {
        robots: 'index, follow',
        ogTitle: title,
        twitterTitle: title,
        description,
        ogDescription: description,
        ogType: 'article',
        ogUrl: `https://www.immediate.co.uk${path}`,
        ogImageFb: [image],
        ogImageLinkedin: [{ ...image }],
      },
      post_data: {
        published_date: `${DAYS[i % 7]}, ${String(1 + (i % 28)).padStart(2, '0')} ${MONTHS[i % 12]} ${2015 + (i % 10)}`,
        post_type: 'post',
        has_parent: false,
      },
      category: 'News',
    },
  };
}

function heap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

function timeNs(run: () => void): number {
  const t0 = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - t0);
}

export interface TableResult {
  routes: number;
  /** Size of the whole table as JSON (what /routes sends), MB. */
  tableMb: number;
  /** Heap of the parsed whole table (sitemap builds only), MB. */
  tableHeapMb: number;
  /** Time to parse the whole table, ms. */
  tableParseMs: number;
  /** Heap held by the isolate's memory cache after the request stream, MB. */
  memoryHeapMb: number;
  /** Average cost of one request's route lookup, ns (the slower of the two paths below). */
  lookupNs: number;
  /** A lookup answered from the isolate's memory, ns. */
  hitNs: number;
  /** A lookup whose answer is decoded from its cached text and remembered, ns. */
  missNs: number;
}

/** Lookups per timed block; each table is timed in ROUNDS blocks, the tables alternating, and the median read. */
const REQUESTS = 20_000;
const ROUNDS = 15;
const ORIGIN = 'https://www.immediate.co.uk/__cache/v1/path';

interface Prepared {
  result: Omit<TableResult, 'lookupNs' | 'hitNs' | 'missNs'>;
  misses: () => void;
  hits: () => void;
  rehot: () => void;
}

/** The whole table (sitemaps only): its size, and the heap and time its parse takes. Apart, so none of it stays alive. */
function wholeTable(routes: readonly RouteEntry[]): Pick<TableResult, 'tableMb' | 'tableHeapMb' | 'tableParseMs'> {
  const tableText = JSON.stringify({ routes });
  let parsedTable: unknown = null;
  const h0 = heap();
  const tableParseMs =
    timeNs(() => {
      parsedTable = JSON.parse(tableText);
    }) / 1e6;
  const tableHeapMb = (heap() - h0) / 2 ** 20;
  if (!parsedTable) throw new Error('the table did not parse');
  return { tableMb: tableText.length / 2 ** 20, tableHeapMb, tableParseMs };
}

/**
 * What the Cache API holds per path, the CMS's answer for that path, outside the isolate's heap as the Cache API's
 * objects are: one buffer of UTF-8 answers, read back as a Cache API read returns text. In the heap, 50k answers
 * (about 50 MB) made every garbage collection of the timed lookups longer than at 1k, which the worker never pays.
 */
function answerStore(routes: readonly RouteEntry[]): (path: string) => string | undefined {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const encoded = routes.map((route) => encoder.encode(JSON.stringify({ redirect: null, route })));
  const bytes = new Uint8Array(encoded.reduce((sum, answer) => sum + answer.byteLength, 0));
  const at = new Map<string, number>();
  const ends = new Uint32Array(routes.length);
  let end = 0;
  encoded.forEach((answer, index) => {
    bytes.set(answer, end);
    at.set(routes[index]!.path, index);
    end += answer.byteLength;
    ends[index] = end;
  });
  return (path) => {
    const index = at.get(path);
    return index === undefined ? undefined : decoder.decode(bytes.subarray(index === 0 ? 0 : ends[index - 1], ends[index]));
  };
}

function prepare(size: number): Prepared {
  const routes = Array.from({ length: size }, (_, i) => entry(i));
  const answerOf = answerStore(routes);
  const paths = routes.map((route) => route.path);
  const table = wholeTable(routes);

  // An isolate's memory, as the worker's cache layer holds it (worker/cache/memory-cache.ts).
  const memory = new MemoryCache();
  const h1 = heap();
  let found = 0;
  // The worker's lookup: the isolate's memory, else the path's cached answer decoded and remembered.
  const lookup = (path: string) => {
    const key = `${ORIGIN}${path}`;
    let answer = memory.recall<{ value: { route: RouteEntry | null } }>(key)?.value;
    if (!answer) {
      const text = answerOf(path) ?? '{"redirect":null,"route":null}';
      answer = JSON.parse(text) as { route: RouteEntry | null };
      memory.remember(key, { value: answer, storedAt: Date.now() }, text.length);
    }
    if (answer.route) found++;
  };
  const randomPath = (i: number) => (i % 10 === 9 ? `/missing-${i}/` : paths[Math.floor(Math.random() * paths.length)]!);
  // Misses: every path is forgotten first, so each lookup decodes (as for a path not seen lately).
  const misses = () => {
    for (let i = 0; i < REQUESTS; i++) {
      const path = randomPath(i);
      memory.forget(`${ORIGIN}${path}`);
      lookup(path);
    }
  };
  // Hits: a hot set of 256 paths, always in memory.
  const hot = Array.from({ length: 256 }, (_, i) => randomPath(i));
  const hits = () => {
    for (let i = 0; i < REQUESTS; i++) lookup(hot[i % hot.length]!);
  };
  // The misses evict the hot set (the memory keeps 512 entries): put it back before hits are timed.
  const rehot = () => {
    for (const path of hot) lookup(path);
  };
  misses();
  hits(); // warm the JIT, and fill the memory the heap figure reads
  const memoryHeapMb = Math.max(0, (heap() - h1) / 2 ** 20);
  if (found < 0) console.log('');
  return { result: { routes: size, ...table, memoryHeapMb }, misses, hits, rehot };
}

export interface RouteTableReport {
  tables: TableResult[];
  /** 50k routes cost at most twice as much per lookup as 1k. */
  flat: boolean;
  /** What the isolate holds for route lookups at 50k routes. */
  under32Mb: boolean;
}

export async function routeTableBench(sizes = [1_000, 10_000, 50_000]): Promise<RouteTableReport> {
  const prepared = sizes.map(prepare);
  // The tables in alternating rounds, so a busy second of the machine weighs on every size alike.
  const times = prepared.map(() => ({ hit: [] as number[], miss: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, table] of prepared.entries()) {
      times[index]!.miss.push(timeNs(table.misses) / REQUESTS);
      table.rehot();
      times[index]!.hit.push(timeNs(table.hits) / REQUESTS);
    }
  }
  const tables: TableResult[] = prepared.map(({ result }, index) => {
    const hitNs = median(times[index]!.hit);
    const missNs = median(times[index]!.miss);
    return { ...result, hitNs, missNs, lookupNs: Math.max(hitNs, missNs) };
  });
  const first = tables[0]!;
  const last = tables[tables.length - 1]!;
  return { tables, flat: last.hitNs <= 2 * first.hitNs && last.missNs <= 2 * first.missNs, under32Mb: last.memoryHeapMb < 32 };
}

if (import.meta.main) {
  // --smoke: small tables, to prove the benchmark runs (CI); its figures are not the goal's.
  const report = await routeTableBench(process.argv.includes('--smoke') ? [1_000, 5_000] : undefined);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report));
  } else {
    console.table(
      report.tables.map((t) => ({
        routes: t.routes,
        'hit ns': t.hitNs.toFixed(0),
        'miss ns': t.missNs.toFixed(0),
        'memory MB': t.memoryHeapMb.toFixed(1),
        'full table MB': t.tableMb.toFixed(1),
        'full table heap MB': t.tableHeapMb.toFixed(1),
        'full table parse ms': t.tableParseMs.toFixed(1),
      })),
    );
    console.log({ flat: report.flat, under32Mb: report.under32Mb });
  }
}
