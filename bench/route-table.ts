/**
 * Route table at scale (run with `node --expose-gc bench/route-table.ts`; add
 * `--json` for machine output). Builds CMS-shaped route tables of 1k, 10k and
 * 50k entries (app/content/route.ts) and measures what the worker does with
 * them (worker/cms/content-service.ts `readSite()`):
 *
 * - Map lookup: `byPath.get(path)` over 1M random request-like paths (new
 *   strings, 10% misses), ns/lookup.
 * - Per-request read: the worker reads the whole table's text from the Cache
 *   API on every uncached page request, decodes it, compares it with the
 *   memoised text and only then looks the path up; µs/request for that path
 *   (decode + compare + get, from bytes already in memory: the Cache API round
 *   trip itself comes on top).
 * - Memory: heap held by the memo (`{ text, index: { site, byPath } }`),
 *   measured after gc: the text and the parsed table + Map separately.
 * - Refresh: what one load of /site costs (JSON.parse, the zod SiteSchema
 *   validation the CMS client runs, JSON.stringify for the cache, JSON.parse +
 *   Map for the memo), in ms.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { RouteEntry, Site } from '../app/content/route.ts';
import { ROOT } from './config.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with node --expose-gc');
  process.exit(2);
}

const WORDS = ['media', 'brand', 'award', 'podcast', 'magazine', 'digital', 'future', 'food', 'garden', 'history', 'science', 'travel', 'launch', 'growth', 'team', 'audience', 'print', 'video', 'event', 'report'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A route entry like the CMS's (an article: the most common entry type, ~850 bytes of JSON). */
function entry(i: number): RouteEntry {
  const words = Array.from({ length: 5 + (i % 4) }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]!);
  const slug = `${words.join('-')}-${i}`;
  const path = i % 10 === 0 ? `/our-brands/${slug}/` : `/${slug}/`;
  const title = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') + ` ${i}`;
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

function siteText(size: number): string {
  const site: Site = {
    settings: { legalLine: 'Immediate Media Company Ltd, Eagle House, Bristol', tagline: 'Making special media for special interests' },
    menus: { header: [], footer: [], legal: [], social: [] },
    routes: Array.from({ length: size }, (_, i) => entry(i)),
  };
  return JSON.stringify(site);
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

/** The zod schema the CMS client validates /site with, bundled from the app's own source. */
async function loadSiteSchema(): Promise<{ parse(value: unknown): unknown } | null> {
  try {
    const result = await build({
      entryPoints: [join(ROOT, 'app/content/route.ts')],
      bundle: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as { SiteSchema: { parse(value: unknown): unknown } };
    return mod.SiteSchema;
  } catch {
    return null;
  }
}

export interface TableResult {
  routes: number;
  textMb: number;
  textHeapMb: number;
  indexHeapMb: number;
  memoHeapMb: number;
  lookupNs: number;
  perRequestUs: number;
  refreshMs: { parse: number; validate: number | null; stringify: number; memo: number };
}

const LOOKUPS = 1_000_000;

async function measure(size: number, schema: Awaited<ReturnType<typeof loadSiteSchema>>): Promise<TableResult> {
  const h0 = heap();
  let text: string | null = siteText(size);
  const h1 = heap();
  let site: Site | null = JSON.parse(text) as Site;
  let byPath: Map<string, RouteEntry> | null = new Map(site.routes.map((route) => [route.path, route]));
  const h2 = heap();

  // Map lookups of request-like keys: each a new string (as a path parsed from a request URL is),
  // so it is hashed and compared like in the worker; 10% are absent. 1M lookups in batches of 100k.
  const paths = site.routes.map((route) => route.path);
  const BATCH = 100_000;
  let hits = 0;
  let lookupTotalNs = 0;
  for (let round = -1; round < LOOKUPS / BATCH; round++) {
    const keys = Array.from({ length: BATCH }, (_, i) => {
      const path = i % 10 === 9 ? `/missing-${round}-${i}/` : paths[Math.floor(Math.random() * paths.length)]!;
      return Buffer.from(path, 'latin1').toString('latin1');
    });
    const ns = timeNs(() => {
      for (let i = 0; i < keys.length; i++) if (byPath!.get(keys[i]!)) hits++;
    });
    if (round >= 0) lookupTotalNs += ns; // round -1 warms the JIT
  }
  const lookupNs = lookupTotalNs / LOOKUPS;

  // The worker's per-request path: text of the cached /site body, compared with the memo, then the lookup.
  const bytes = Buffer.from(text);
  const decoder = new TextDecoder();
  const memoText = text;
  const rounds = Math.max(5, Math.min(2000, Math.floor(100_000_000 / bytes.length)));
  let same = 0;
  const perRequest = () => {
    for (let i = 0; i < rounds; i++) {
      const fresh = decoder.decode(bytes);
      if (fresh === memoText) same++;
      if (byPath!.get(paths[i % paths.length]!)) hits++;
    }
  };
  perRequest();
  const perRequestUs = Math.min(timeNs(perRequest), timeNs(perRequest)) / rounds / 1000;

  // One refresh of the table.
  let parsed: unknown;
  const parse = timeNs(() => { parsed = JSON.parse(text!); }) / 1e6;
  const validate = schema ? timeNs(() => { parsed = schema.parse(parsed); }) / 1e6 : null;
  let again = '';
  const stringify = timeNs(() => { again = JSON.stringify(parsed); }) / 1e6;
  const memo = timeNs(() => {
    const s = JSON.parse(again) as Site;
    new Map(s.routes.map((route) => [route.path, route]));
  }) / 1e6;

  const result: TableResult = {
    routes: size,
    textMb: bytes.length / 2 ** 20,
    textHeapMb: (h1 - h0) / 2 ** 20,
    indexHeapMb: (h2 - h1) / 2 ** 20,
    memoHeapMb: (h2 - h0) / 2 ** 20,
    lookupNs,
    perRequestUs,
    refreshMs: { parse, validate, stringify, memo },
  };
  if (hits < 0 || same < 0) console.log('');
  text = null; site = null; byPath = null; parsed = null; again = '';
  heap();
  return result;
}

export interface RouteTableReport {
  tables: TableResult[];
  flatMap: boolean;
  flatPerRequest: boolean;
  under32Mb: boolean;
}

export async function routeTableBench(sizes = [1_000, 10_000, 50_000]): Promise<RouteTableReport> {
  const schema = await loadSiteSchema();
  const tables: TableResult[] = [];
  for (const size of sizes) tables.push(await measure(size, schema));
  const first = tables[0]!;
  const last = tables[tables.length - 1]!;
  return {
    tables,
    flatMap: last.lookupNs <= 2 * first.lookupNs,
    flatPerRequest: last.perRequestUs <= 2 * first.perRequestUs,
    under32Mb: last.memoHeapMb < 32,
  };
}

if (import.meta.main) {
  const report = await routeTableBench();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report));
  } else {
    console.table(report.tables.map((t) => ({
      routes: t.routes, 'text MB': t.textMb.toFixed(1), 'memo heap MB': t.memoHeapMb.toFixed(1), 'index heap MB': t.indexHeapMb.toFixed(1),
      'ns/lookup': t.lookupNs.toFixed(1), 'µs/request read': t.perRequestUs.toFixed(1),
      'refresh ms': (t.refreshMs.parse + (t.refreshMs.validate ?? 0) + t.refreshMs.stringify + t.refreshMs.memo).toFixed(1),
    })));
    console.log({ flatMap: report.flatMap, flatPerRequest: report.flatPerRequest, under32Mb: report.under32Mb });
  }
}
