/**
 * Bench constants: ports, paths, durations, and the few wrangler config fields
 * the generated workerd config needs: from wrangler.jsonc (jsonc-parser), or a
 * wrangler.toml (a small parser: `key = "value"` lines, `[table]` and `[[array]]`
 * headers; enough for this project's files). The top level is what is read:
 * local development, as the bench runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'jsonc-parser';
import { freePorts } from '../scripts/lib/server.ts';
import { numberOption } from './args.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const OUT = join(ROOT, '.build/bench');
export const SITE_OUT = join(OUT, 'site');
export const CMS_OUT = join(OUT, 'cms');
/** The bare Hono reference worker (bench/floor-worker.ts), bundled by esbuild. */
export const FLOOR_OUT = join(OUT, 'floor');
/** The physical reference for a React page (bench/react-reference-worker.tsx), bundled by esbuild. */
export const REACT_OUT = join(OUT, 'react-reference');
/** The peer article in the site's content model (bench/peer-article.ts), for the CMS stand-in. */
export const PEER_PAGE = join(OUT, 'peer-page.json');
/** Snapshot of assets/ taken right after the build, so a concurrent rebuild cannot change what the bench serves. */
export const ASSETS_DIR = join(OUT, 'assets');
export const BUILD_INFO = join(OUT, 'build-info.json');

export const HOST = '127.0.0.1';
const PORT_NAMES = ['assets', 'site', 'cms', 'kvRedirects', 'kvState', 'cache', 'reference', 'inspector', 'react', 'beside'] as const;
/**
 * The bench's 10 ports, free ones found for each run (so runs, checkouts and test suites never collide), or
 * the block BENCH_PORT starts (in PORT_NAMES order) for a fixed address to point another tool at. `inspector` is
 * the site workerd's V8 inspector, for bench:profile and bench:scale; `react` the React reference worker; `beside`
 * another build of the site in the same process (bench --warm-against).
 */
const chosen = process.env.BENCH_PORT
  ? PORT_NAMES.map((_, index) => Number(process.env.BENCH_PORT) + index)
  : await freePorts(PORT_NAMES.length, '127.0.0.1');
export const PORTS = Object.fromEntries(PORT_NAMES.map((name, index) => [name, chosen[index]!])) as Record<
  (typeof PORT_NAMES)[number],
  number
>;

export const SITE_URL = `http://${HOST}:${PORTS.site}`;
export const CMS_URL = `http://${HOST}:${PORTS.cms}`;
export const CACHE_URL = `http://${HOST}:${PORTS.cache}`;
export const ASSETS_URL = `http://${HOST}:${PORTS.assets}`;
export const REFERENCE_URL = `http://${HOST}:${PORTS.reference}`;
export const REACT_URL = `http://${HOST}:${PORTS.react}`;
export const BESIDE_URL = `http://${HOST}:${PORTS.beside}`;

export const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
/**
 * What the edge sends the worker with every reader's request: it asks for gzip on the reader's behalf (and
 * decodes for a client that cannot take it), and names the request by its ray, which the site answers as its
 * request id (worker/observability/request-id.ts; without one it makes an id of its own). Load rows and CPU probes
 * send both, as production's requests carry them.
 */
export const FROM_EDGE = { 'accept-encoding': 'gzip', 'cf-ray': '8f1c2a3b4d5e6f70-LHR' } as const;
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export const LONG_READ = '/long-read-the-future-of-specialist-media/';

export interface BenchOptions {
  /** Seconds of measured load per scenario. */
  duration: number;
  /** Seconds of unmeasured warm-up load per scenario. */
  warmup: number;
  connections: number;
  /** Sequential requests per page for the CPU median probe. */
  probeRequests: number;
  check: boolean;
  skipBuild: boolean;
  nodeLoad: boolean;
  /** A short run (seconds, not minutes) that proves every phase still works: figures are not meaningful. */
  smoke: boolean;
}

export function parseOptions(argv: string[]): BenchOptions {
  const value = (name: string, fallback: number) => numberOption(argv, name, fallback);
  const smoke = argv.includes('--smoke');
  return {
    duration: value('duration', smoke ? 1 : 6),
    warmup: value('warmup', smoke ? 0 : 1),
    connections: value('connections', 16),
    probeRequests: value('probe', smoke ? 40 : 1000),
    check: argv.includes('--check'),
    skipBuild: argv.includes('--no-build'),
    nodeLoad: argv.includes('--node-load'),
    smoke,
  };
}

export interface WranglerConfig {
  compatibilityDate: string;
  compatibilityFlags: string[];
  vars: Record<string, string>;
  kvBindings: string[];
}

/** The wrangler config of the worker in `dir`: its wrangler.jsonc, else its wrangler.toml. */
export function readWranglerConfig(dir: string): WranglerConfig {
  const jsonc = join(dir, 'wrangler.jsonc');
  if (!existsSync(jsonc)) return readWranglerToml(join(dir, 'wrangler.toml'));
  const config = parse(readFileSync(jsonc, 'utf8')) as {
    compatibility_date?: string;
    compatibility_flags?: string[];
    vars?: Record<string, string | number | boolean>;
    kv_namespaces?: { binding: string }[];
  };
  return {
    compatibilityDate: config.compatibility_date ?? '',
    compatibilityFlags: config.compatibility_flags ?? [],
    vars: Object.fromEntries(Object.entries(config.vars ?? {}).map(([name, value]) => [name, String(value)])),
    kvBindings: (config.kv_namespaces ?? []).map((namespace) => namespace.binding),
  };
}

/** The wrangler config file of the worker in `dir`, for `wrangler --config`. */
export function wranglerConfigFile(dir: string): string {
  const jsonc = join(dir, 'wrangler.jsonc');
  return existsSync(jsonc) ? jsonc : join(dir, 'wrangler.toml');
}

function readWranglerToml(file: string): WranglerConfig {
  const config: WranglerConfig = { compatibilityDate: '', compatibilityFlags: [], vars: {}, kvBindings: [] };
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/^\s+|\s+$/g, '');
    if (!line || line.startsWith('#')) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (!kv) continue;
    const [, key, rest] = kv as unknown as [string, string, string];
    const str = /^"((?:[^"\\]|\\.)*)"/.exec(rest);
    const value = str ? (JSON.parse(`"${str[1]}"`) as string) : rest.replace(/\s+#.*$/, '');
    if (section === '' && key === 'compatibility_date') config.compatibilityDate = value;
    if (section === '' && key === 'compatibility_flags') config.compatibilityFlags = JSON.parse(rest.replace(/\s+#.*$/, '')) as string[];
    if (section === 'vars') config.vars[key] = value;
    if (section === 'kv_namespaces' && key === 'binding') config.kvBindings.push(value);
  }
  return config;
}
