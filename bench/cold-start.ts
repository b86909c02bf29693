/**
 * What a new isolate costs, beside what one costs for a React page. Each run starts fresh `workerd serve`
 * processes and reads each one's CPU (schedstat) when its first request has been answered: workerd's own start,
 * the bundle's compile and top-level code, and that first request. Three processes, alternating:
 * - the bare Hono reference alone (a 13-line worker): workerd's own start, subtracted from the two others;
 * - the site beside it, read at its first `GET /__floor`: less the bare one, our Worker's startup (s);
 * - the React reference beside it (bench/react-reference-worker.tsx: Hono and React's server renderer), read at
 *   its first `GET /ok`: less the bare one, the start a React page costs.
 * Then each one's first page in that new isolate, the peer article (the site's data already in the Cache API
 * stand-in; the reference holds its data in the bundle), against the same page once the isolate is warm.
 * The bundle's size is row (z).
 *
 * The first page is split in two by one more site process in each run, started with V8's `--no-lazy` (a
 * measuring leg, never shipped): every function of the bundle is compiled when its module loads, so that process's
 * first page is execution alone, and the default first page less it is the compilation a first page waits for.
 *
 * Needs the services process running (the CMS, KV and Cache API stand-ins): the site's first page reads them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FROM_EDGE, PERSON_UA, REACT_URL, REFERENCE_URL, SITE_OUT, SITE_URL } from './config.ts';
import { processCpuNs } from './cpu.ts';
import { get } from './http.ts';
import { PEER_PATH } from './peer-article.ts';
import { serve } from './processes.ts';
import { median } from './stats.ts';
import { writeSiteConfig } from './workerd-config.ts';

export interface ColdStart {
  runs: number;
  /** Median CPU of a new process with the site, at its first answered request (/__floor), ms. */
  siteStartMs: number;
  /** The same with the bare reference alone (its first "ok"), ms. */
  referenceStartMs: number;
  /** The same with the React reference beside the bare one (its first /ok), ms. */
  reactStartMs: number;
  /** The peer article rendered first in a new site isolate, and the same page warm (median of 20 after 20 more), ms. */
  firstPageMs: number;
  warmPageMs: number;
  /** The same for the React reference's article. */
  reactFirstPageMs: number;
  reactWarmPageMs: number;
  /** The site's first page with every function compiled at load (`--no-lazy`): execution alone; and that process's start. */
  eagerFirstPageMs: number;
  eagerStartMs: number;
  /** What a deploy uploads: the bundle's modules, raw and gzip (level 6). */
  bundleBytes: number;
  bundleGzipBytes: number;
  /** The entry module alone (raw): what a start compiles; the others load on first use. */
  entryBytes: number;
}

const ms = (ns: number) => ns / 1e6;

/** The dry-run bundle's modules (what a deploy uploads), raw and gzip bytes. */
export function bundleSize(dir = SITE_OUT): { bytes: number; gzipBytes: number; entryBytes: number } {
  const modules = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => /\.(m?js|wasm)$/.test(name));
  const read = modules.map((name) => readFileSync(join(dir, name)));
  return {
    bytes: read.reduce((sum, bytes) => sum + bytes.length, 0),
    gzipBytes: read.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 6 }).length, 0),
    entryBytes: readFileSync(join(dir, 'index.js')).length,
  };
}

/** The CPU of `GET url` alone, in a process that is otherwise idle, ms. */
async function requestCpuMs(pid: number, url: string, headers: Record<string, string>): Promise<number> {
  const before = processCpuNs(pid);
  const response = await get(url, headers);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return ms(processCpuNs(pid) - before);
}

export interface Started {
  startMs: number;
  firstPageMs: number;
  warmPageMs: number;
}

/** A new process serving `config`: its CPU at the first answer of `readyUrl`, then the first and the warm `pageUrl`. */
export async function startOnce(name: string, config: string, readyUrl: string, pageUrl: string): Promise<Started> {
  const headers = { 'user-agent': PERSON_UA, ...FROM_EDGE };
  const started = await serve(name, config, readyUrl);
  try {
    const startMs = ms(processCpuNs(started.pid));
    const firstPageMs = await requestCpuMs(started.pid, pageUrl, headers);
    for (let i = 0; i < 20; i++) await get(pageUrl, headers);
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) warm.push(await requestCpuMs(started.pid, pageUrl, headers));
    return { startMs, firstPageMs, warmPageMs: median(warm) };
  } finally {
    await started.stop();
  }
}

/** `runs` cold starts of the bare reference, the site and the React reference, alternating; the caller's site process is stopped. */
export async function coldStart(runs: number, overrides: Record<string, string>): Promise<ColdStart> {
  const bare: number[] = [];
  const site: Started[] = [];
  const react: Started[] = [];
  const eager: Started[] = [];
  for (let run = 0; run < runs; run++) {
    const alone = await serve('reference-cold', writeSiteConfig({ workers: ['reference'] }), `${REFERENCE_URL}/`);
    bare.push(ms(processCpuNs(alone.pid)));
    await alone.stop();
    const siteConfig = writeSiteConfig({ overrides, workers: ['site', 'reference'] });
    site.push(await startOnce('site-cold', siteConfig, `${SITE_URL}/__floor`, SITE_URL + PEER_PATH));
    const eagerConfig = writeSiteConfig({ overrides, workers: ['site', 'reference'], v8Flags: ['--no-lazy'] });
    eager.push(await startOnce('site-eager', eagerConfig, `${SITE_URL}/__floor`, SITE_URL + PEER_PATH));
    const reactConfig = writeSiteConfig({ workers: ['reference', 'react'] });
    react.push(await startOnce('react-cold', reactConfig, `${REACT_URL}/ok`, `${REACT_URL}/article`));
  }
  const bundle = bundleSize();
  const of = (list: Started[], key: keyof Started) => median(list.map((entry) => entry[key]));
  return {
    runs,
    siteStartMs: of(site, 'startMs'),
    referenceStartMs: median(bare),
    reactStartMs: of(react, 'startMs'),
    firstPageMs: of(site, 'firstPageMs'),
    warmPageMs: of(site, 'warmPageMs'),
    reactFirstPageMs: of(react, 'firstPageMs'),
    reactWarmPageMs: of(react, 'warmPageMs'),
    eagerFirstPageMs: of(eager, 'firstPageMs'),
    eagerStartMs: of(eager, 'startMs'),
    bundleBytes: bundle.bytes,
    bundleGzipBytes: bundle.gzipBytes,
    entryBytes: bundle.entryBytes,
  };
}
