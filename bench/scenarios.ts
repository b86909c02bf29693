/**
 * The load rows (r), (a)–(f) and (p): what each requests, whether rendered pages may be
 * stored (the cache service's bench switch), and a run of each that measures
 * req/s, latency and the site process's CPU per request.
 */
import { ASSETS_URL, CACHE_URL, CRAWLER_UA, FROM_EDGE, LONG_READ, PERSON_UA, REFERENCE_URL, SITE_URL } from './config.ts';
import { processCpuMs } from './cpu.ts';
import { send } from './http.ts';
import { type LoadResult, runLoad } from './load.ts';
import { PEER_PATH } from './peer-article.ts';

export interface Scenario {
  id: string;
  name: string;
  /** What the row measures, for the report. */
  measures: string;
  url: string;
  headers: Record<string, string>;
  /** false: the cache service drops rendered pages, so every request renders (data reads still hit the cache). */
  storePages: boolean;
}

export function scenarios(entryScript: string): Scenario[] {
  const person = { 'user-agent': PERSON_UA, ...FROM_EDGE };
  return [
    {
      id: 'r',
      name: 'reference floor: bare Hono "ok"',
      measures: 'a bare Hono worker answering "ok" (bench/floor-worker.ts), same workerd process: the floor without our middleware',
      url: `${REFERENCE_URL}/`,
      headers: person,
      storePages: true,
    },
    {
      id: 'a',
      name: 'floor: GET /__floor',
      measures: 'fixed string from the same worker, through every middleware',
      url: `${SITE_URL}/__floor`,
      headers: person,
      storePages: true,
    },
    {
      id: 'b',
      name: 'home page, person, rendered',
      measures: 'rendered-page cache off (RENDERED_PAGE_CACHE=off): pipeline (memoised KV, warm data reads) + render + HTML',
      url: `${SITE_URL}/`,
      headers: person,
      storePages: false,
    },
    {
      id: 'c',
      name: 'long article, person, rendered',
      measures: `as (b) for ${LONG_READ}`,
      url: `${SITE_URL}${LONG_READ}`,
      headers: person,
      storePages: false,
    },
    {
      id: 'p',
      name: 'peer article, person, rendered',
      measures: `as (b) for the peer article (${PEER_PATH}), the page other stacks were measured on`,
      url: `${SITE_URL}${PEER_PATH}`,
      headers: person,
      storePages: false,
    },
    {
      id: 'd',
      name: 'home page, crawler, rendered',
      measures: 'as (b) with a Googlebot UA: complete HTML in one piece',
      url: `${SITE_URL}/`,
      headers: { 'user-agent': CRAWLER_UA, ...FROM_EDGE },
      storePages: false,
    },
    {
      id: 'e',
      name: 'home page, person, page cache',
      measures: 'rendered-page cache hit (normal cache windows)',
      url: `${SITE_URL}/`,
      headers: person,
      storePages: true,
    },
    {
      id: 'f',
      name: 'static asset (entry script)',
      measures: `workerd disk service over assets/ (${entryScript}); production answers it before the worker runs`,
      url: `${ASSETS_URL}${entryScript}`,
      headers: person,
      storePages: true,
    },
  ];
}

export interface CacheStats {
  dataHit: number;
  dataMiss: number;
  dataPut: number;
  pageHit: number;
  pageMiss: number;
  pagePut: number;
  pagePutDropped: number;
}

export async function cacheControl(path: string): Promise<{ storePages: boolean; stats: CacheStats }> {
  return (await send('POST', `${CACHE_URL}${path}`)) as { storePages: boolean; stats: CacheStats };
}

export interface RowResult {
  scenario: Scenario;
  load: LoadResult;
  cpuMsPerRequest: number;
  servicesCpuMsPerRequest: number;
  /** Per request: page-cache hits, page-cache misses, data-cache reads. */
  cache: { pageHit: number; pageMiss: number; dataReads: number; dataMiss: number };
}

export async function runRow(
  scenario: Scenario,
  sitePid: number,
  servicesPid: number,
  options: { seconds: number; warmup: number; connections: number },
): Promise<RowResult> {
  await send('POST', `${CACHE_URL}/__bench/pages?store=${scenario.storePages ? 1 : 0}`);
  const spec = { url: scenario.url, headers: scenario.headers, connections: options.connections };
  if (options.warmup > 0) await runLoad({ ...spec, seconds: options.warmup });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = (await cacheControl('/__bench/stats')).stats;
  const cpu0 = processCpuMs(sitePid);
  const svc0 = processCpuMs(servicesPid);
  const load = await runLoad({ ...spec, seconds: options.seconds });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const cpu1 = processCpuMs(sitePid);
  const svc1 = processCpuMs(servicesPid);
  const after = (await cacheControl('/__bench/stats')).stats;
  const n = Math.max(1, load.requests);
  return {
    scenario,
    load,
    cpuMsPerRequest: (cpu1 - cpu0) / n,
    servicesCpuMsPerRequest: (svc1 - svc0) / n,
    cache: {
      pageHit: (after.pageHit - before.pageHit) / n,
      pageMiss: (after.pageMiss - before.pageMiss) / n,
      dataReads: (after.dataHit + after.dataMiss - before.dataHit - before.dataMiss) / n,
      dataMiss: (after.dataMiss - before.dataMiss) / n,
    },
  };
}
