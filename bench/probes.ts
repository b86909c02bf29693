/**
 * Measurements that are not throughput: per-request CPU medians (sequential
 * requests, nanosecond schedstat counters), time to first byte with a slow
 * CMS, and first-load transfer per page type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSETS_DIR } from './config.ts';
import { processCpuNs } from './cpu.ts';
import { get } from './http.ts';
import { median, quantile } from './stats.ts';

export interface CpuProbe {
  requests: number;
  /** Median over rounds of the CPU per request of each round's block. */
  medianMs: number;
  p90Ms: number;
  meanMs: number;
  /** Median over rounds of (this row's block − its floor's block in the same round); null for a floor itself. */
  aboveFloorMs: number | null;
}

export interface ProbeSpec {
  id: string;
  url: string;
  headers: Record<string, string>;
  /** The row this one is compared with, when not the common floor (the React reference's is the bare one, (r)). */
  floorId?: string;
  /**
   * URLs requested once each, in order, instead of `url` (the long tail: content the isolate has not seen).
   * Such a row has no warm-up, and needs at least rounds × perBlock URLs.
   */
  sequence?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A round order (cpuProbes `orderOf`) in which two builds' rows swap places each round, after the rows they share:
 * the block after another's render pays for its garbage, so in a fixed order the first build read up to 0.04 ms more.
 */
export function swappingEachRound(shared: readonly ProbeSpec[], first: readonly ProbeSpec[], second: readonly ProbeSpec[]) {
  return (round: number): ProbeSpec[] => [...shared, ...(round % 2 ? [...second, ...first] : [...first, ...second])];
}

/**
 * Per-request CPU of several rows, measured side by side: `rounds` rounds, and
 * in each round a block of `perBlock` sequential requests of every row in
 * turn. A block's CPU is the site process's CPU (nanosecond schedstat) over the
 * block, after a short pause that lets work left to waitUntil finish, ÷ its
 * requests. A shared machine speeds up and slows down over seconds; blocks of
 * the same round see the same machine, so a row's cost above the floor is
 * taken round by round (a paired difference) and the median over rounds is
 * reported. The floor is the row with id `floorId`, or a row's own `floorId`.
 */
export async function cpuProbes(
  pid: number,
  specs: ProbeSpec[],
  options: {
    rounds: number;
    perBlock: number;
    floorId: string;
    /** The rows in a round's order (default `specs`' order): two builds compared swap places round by round. */
    orderOf?: (round: number) => readonly ProbeSpec[];
  },
): Promise<Map<string, CpuProbe>> {
  const blocks = new Map<string, number[]>(specs.map((spec) => [spec.id, []]));
  for (const spec of specs) {
    if (spec.sequence && spec.sequence.length < options.rounds * options.perBlock)
      throw new Error(`(${spec.id}): ${spec.sequence.length} URLs for ${options.rounds * options.perBlock} requests`);
    if (!spec.sequence) for (let i = 0; i < 20; i++) await get(spec.url, spec.headers);
  }
  await sleep(50);
  for (let round = 0; round < options.rounds; round++) {
    for (const spec of options.orderOf?.(round) ?? specs) {
      const before = processCpuNs(pid);
      for (let i = 0; i < options.perBlock; i++) {
        const url = spec.sequence?.[round * options.perBlock + i] ?? spec.url;
        const response = await get(url, spec.headers);
        if (response.status >= 400) throw new Error(`${url}: ${response.status}`);
      }
      await sleep(5);
      blocks.get(spec.id)!.push((processCpuNs(pid) - before) / 1e6 / options.perBlock);
    }
  }
  const floors = new Set([options.floorId, ...specs.map((spec) => spec.floorId)]);
  const result = new Map<string, CpuProbe>();
  for (const spec of specs) {
    const values = blocks.get(spec.id)!;
    const floor = blocks.get(spec.floorId ?? options.floorId);
    result.set(spec.id, {
      requests: values.length * options.perBlock,
      medianMs: median(values),
      p90Ms: quantile(values, 0.9),
      meanMs: values.reduce((a, b) => a + b, 0) / values.length,
      aboveFloorMs: floor && !floors.has(spec.id) ? median(values.map((value, round) => value - floor[round]!)) : null,
    });
  }
  return result;
}

export interface TtfbSample {
  path: string;
  status: number;
  firstByteMs: number;
  totalMs: number;
}

/** First byte of pages whose nodes are not cached yet, as a person. */
export async function ttfbProbe(siteUrl: string, paths: string[], headers: Record<string, string>): Promise<TtfbSample[]> {
  const samples: TtfbSample[] = [];
  for (const path of paths) {
    const response = await get(siteUrl + path, headers);
    samples.push({ path, status: response.status, firstByteMs: response.firstByteMs, totalMs: response.totalMs });
  }
  return samples;
}

export interface Transfer {
  page: string;
  path: string;
  htmlGz: number;
  jsGz: number;
  cssGz: number;
  jsFiles: number;
  cssFiles: number;
  icons: number;
}

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 6 }).length;

/** The static imports of a built chunk (`import ... from "./x.js"`, `import "./x.js"`), resolved to /_app/ paths. */
function staticImports(href: string, source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
  for (const match of source.matchAll(pattern)) {
    found.push(new URL(match[1]!, `http://x${href}`).pathname);
  }
  return found;
}

function assetFile(href: string): string {
  return join(ASSETS_DIR, decodeURIComponent(new URL(href, 'http://x').pathname));
}

/**
 * First-load transfer of a page: its HTML, the entry script, every
 * modulepreload, their static imports and the stylesheets; each gzipped on
 * its own (level 6). The icons in the HTML load no chunk: the client adopts
 * the server's markup (`adoptIcons` in app/client/entry.tsx); they are counted
 * in `icons` for information.
 */
export async function transfer(siteUrl: string, page: string, path: string, headers: Record<string, string>): Promise<Transfer> {
  const response = await get(siteUrl + path, headers);
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  const html = response.body.toString('utf8');
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const iconNames = [...new Set([...html.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]!))];
  const chunkDir = join(ASSETS_DIR, '_app/chunks');
  const chunkNames = readdirSync(chunkDir);
  const iconChunks = iconNames.flatMap((name) => {
    const file = chunkNames.find((candidate) => new RegExp(`^${name.replace(/[-]/g, '\\-')}-[A-Za-z0-9_-]{8}\\.js$`).test(candidate));
    return file ? [`/_app/chunks/${file}`] : [];
  });
  const js = new Set<string>();
  const queue = [...scripts, ...preloads];
  while (queue.length) {
    const href = queue.shift()!;
    if (js.has(href)) continue;
    js.add(href);
    queue.push(...staticImports(href, readFileSync(assetFile(href), 'utf8')));
  }
  return {
    page,
    path,
    htmlGz: gz(response.body),
    jsGz: [...js].reduce((sum, href) => sum + gz(readFileSync(assetFile(href))), 0),
    cssGz: css.reduce((sum, href) => sum + gz(readFileSync(assetFile(href))), 0),
    jsFiles: js.size,
    cssFiles: css.length,
    icons: iconChunks.length,
  };
}

/** Words of running text in the page's <main> (tags, scripts and the state block removed). */
export function wordCount(html: string): number {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
