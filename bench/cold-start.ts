/**
 * What a new isolate costs. Each run starts a fresh `workerd serve` of the site (its production bundle) and
 * reads the process's CPU (schedstat) when its first request, `GET /__floor`, has been answered: workerd's own
 * start, the bundle's compile and top-level code, and that first request. The same is measured for the bare
 * Hono reference alone (same workerd, same process layout, a 13-line worker), and the difference is our
 * Worker's startup: (s). Then the first page (`GET /`, a person, its data already in the Cache API stand-in)
 * in that new isolate, against the same page once the isolate is warm. The bundle's size is row (z).
 *
 * Needs the services process running (the CMS, KV and Cache API stand-ins): the first page reads them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FROM_EDGE, PERSON_UA, REFERENCE_URL, SITE_OUT, SITE_URL } from './config.ts';
import { processCpuNs } from './cpu.ts';
import { get } from './http.ts';
import { serve } from './processes.ts';
import { median } from './stats.ts';
import { writeSiteConfig } from './workerd-config.ts';

export interface ColdStart {
  runs: number;
  /** Median CPU of a new process with the site, at its first answered request (/__floor), ms. */
  siteStartMs: number;
  /** The same with the bare reference alone (its first "ok"), ms. */
  referenceStartMs: number;
  /** The first page render in a new isolate, and the same page warm (median of 20 after 20 more), ms. */
  firstPageMs: number;
  warmPageMs: number;
  /** What the isolate loads: the bundle's modules, raw and gzip (level 6). */
  bundleBytes: number;
  bundleGzipBytes: number;
}

const ms = (ns: number) => ns / 1e6;

/** The dry-run bundle's modules (what a deploy uploads), raw and gzip bytes. */
export function bundleSize(dir = SITE_OUT): { bytes: number; gzipBytes: number } {
  const modules = readdirSync(dir).filter((name) => /\.(m?js|wasm)$/.test(name));
  const read = modules.map((name) => readFileSync(join(dir, name)));
  return {
    bytes: read.reduce((sum, bytes) => sum + bytes.length, 0),
    gzipBytes: read.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 6 }).length, 0),
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

/** `runs` cold starts of the site and of the bare reference, alternating; the caller's site process is stopped. */
export async function coldStart(runs: number, overrides: Record<string, string>): Promise<ColdStart> {
  const headers = { 'user-agent': PERSON_UA, ...FROM_EDGE };
  const site: number[] = [];
  const reference: number[] = [];
  const firstPage: number[] = [];
  const warmPage: number[] = [];
  for (let run = 0; run < runs; run++) {
    const bare = await serve('reference-cold', writeSiteConfig({ referenceOnly: true }), `${REFERENCE_URL}/`);
    reference.push(ms(processCpuNs(bare.pid)));
    await bare.stop();
    const started = await serve('site-cold', writeSiteConfig({ overrides }), `${SITE_URL}/__floor`);
    site.push(ms(processCpuNs(started.pid)));
    firstPage.push(await requestCpuMs(started.pid, `${SITE_URL}/`, headers));
    for (let i = 0; i < 20; i++) await get(`${SITE_URL}/`, headers);
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) warm.push(await requestCpuMs(started.pid, `${SITE_URL}/`, headers));
    warmPage.push(median(warm));
    await started.stop();
  }
  const bundle = bundleSize();
  return {
    runs,
    siteStartMs: median(site),
    referenceStartMs: median(reference),
    firstPageMs: median(firstPage),
    warmPageMs: median(warmPage),
    bundleBytes: bundle.bytes,
    bundleGzipBytes: bundle.gzipBytes,
  };
}
