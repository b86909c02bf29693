/**
 * Generates the two workerd configs the bench serves with bare `workerd serve`:
 *
 * - site.capnp: the site worker from the production dry-run bundle, on
 *   PORTS.site, plus a `disk` service over assets/ on PORTS.assets (the stand-in
 *   for Workers Static Assets, which answers /_app/* before the worker runs),
 *   and the bare Hono reference worker (bench/floor-worker.ts) on
 *   PORTS.reference: same process, same workerd, so its floor compares; and
 *   the React reference (bench/react-reference-worker.tsx) on PORTS.react,
 *   so its render compares with the peer article's.
 * - services.capnp: everything the site talks to, in a SEPARATE process so the
 *   site's /proc CPU is the site's alone: the CMS worker (its own dry-run
 *   bundle) behind the CMS stand-in that adds the peer article
 *   (bench/services/peer-cms-worker.js), the two KV namespaces and the Cache API, as small in-memory workers
 *   (bench/services/*.js) reached over loopback like production reaches them
 *   over the network.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { legacyKvEntries } from '../contract/legacy-index.ts';
import {
  ASSETS_DIR,
  CMS_OUT,
  CMS_URL,
  FLOOR_OUT,
  HOST,
  OUT,
  PEER_PAGE,
  PORTS,
  REACT_OUT,
  ROOT,
  readWranglerConfig,
  SITE_OUT,
  SITE_URL,
} from './config.ts';
import { PEER_SLUG, peerPage } from './peer-article.ts';

/** A capnp text literal; the values written here are ASCII. */
function str(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`non-ASCII config value: ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function embed(fromDir: string, file: string): string {
  return `embed ${str(relative(fromDir, file))}`;
}

/** The dry-run outdir's modules: the main module first (or `entry` before it), then any others wrangler emitted. */
function modules(dir: string, entry?: string): string {
  // Recursive: wrangler writes the modules it does not inline (wrangler.jsonc's rules) under their own folders.
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.(m?js)$/.test(name))
    .sort((a, b) => (a === 'index.js' ? -1 : b === 'index.js' ? 1 : a.localeCompare(b)));
  if (!files.includes('index.js')) throw new Error(`${dir}/index.js missing: did the dry-run build run?`);
  const listed = files.map((name) => `(name = ${str(name)}, esModule = ${embed(OUT, join(dir, name))})`);
  if (entry) listed.unshift(`(name = ${str(entry.split('/').pop()!)}, esModule = ${embed(OUT, entry)})`);
  return listed.join(',\n        ');
}

const external = (name: string, port: number) => `(name = ${str(name)}, external = (address = ${str(`${HOST}:${port}`)}, http = ()))`;

export interface SiteVars {
  /** Overrides of the wrangler config's vars (e.g. cache windows). */
  overrides?: Record<string, string>;
  /**
   * The workers the process serves (default all three). A cold start (cold-start.ts) serves fewer: the bare
   * reference alone is its baseline, and the site or the React reference is served beside it.
   */
  workers?: readonly ('site' | 'reference' | 'react')[];
  /** The site's bundle behind bench/services/cold-entry.js, imported on the first request (bench:profile --cold). */
  coldEntry?: boolean;
  /** Another dry-run outdir of the site to serve (bench --cold-against); default this build's. */
  siteDir?: string;
  /** Another dry-run outdir served beside the site in the same process, as `site-beside` (bench --warm-against). */
  besideDir?: string;
  /** V8 flags for the process (the cold rows' measuring legs only, cold-start.ts); never part of a shipped build. */
  v8Flags?: readonly string[];
}

export const PURGE_SECRET = 'bench-purge-secret-not-for-production';

export function writeSiteConfig(options: SiteVars = {}): string {
  const toml = readWranglerConfig(ROOT);
  const cmsToml = readWranglerConfig(join(ROOT, 'cms'));
  const vars: Record<string, string> = {
    ...toml.vars,
    SITE_ORIGIN: SITE_URL,
    CMS_API_BASE: CMS_URL,
    CMS_PUBLIC_ORIGIN: CMS_URL,
    // As staging and production serve readers (wrangler.jsonc's envs): Server-Timing only on an operator's signed request.
    DIAGNOSTICS: 'off',
    ...options.overrides,
  };
  // Secrets (wrangler secret put in production): text bindings here. The preview secret is shared with the CMS.
  const secrets = { PREVIEW_SECRET: cmsToml.vars.PREVIEW_SECRET ?? 'bench-preview-secret-0000', PURGE_SECRET };
  const kvServices: Record<string, string> = { REDIRECTS: 'kv-redirects', SITE_STATE: 'kv-state' };
  for (const binding of toml.kvBindings) {
    if (!kvServices[binding]) throw new Error(`the wrangler config has a KV namespace the bench does not know: ${binding}`);
  }
  const bindings = [
    ...Object.entries({ ...vars, ...secrets }).map(([name, value]) => `(name = ${str(name)}, text = ${str(value)})`),
    ...toml.kvBindings.map((name) => `(name = ${str(name)}, kvNamespace = ${str(kvServices[name]!)})`),
    // Not read by the worker today (assets are answered before it runs); bound for completeness.
    '(name = "ASSETS", service = "assets")',
  ];
  const flags = toml.compatibilityFlags.map(str).join(', ');
  const siteService = (name: string, dir: string, entry?: string) => `(name = ${str(name)}, worker = (
      modules = [
        ${modules(dir, entry)}
      ],
      compatibilityDate = ${str(toml.compatibilityDate)},
      compatibilityFlags = [${flags}],
      bindings = [
        ${bindings.join(',\n        ')}
      ],
      globalOutbound = "internet",
      cacheApiOutbound = "cache",
    )),`;
  const site =
    siteService('site', options.siteDir ?? SITE_OUT, options.coldEntry ? join(ROOT, 'bench/services/cold-entry.js') : undefined) +
    (options.besideDir ? `\n    ${siteService('site-beside', options.besideDir)}` : '');
  const siteSocket =
    `(name = "site", address = ${str(`${HOST}:${PORTS.site}`)}, http = (), service = "site"),` +
    (options.besideDir
      ? `\n    (name = "site-beside", address = ${str(`${HOST}:${PORTS.beside}`)}, http = (), service = "site-beside"),`
      : '');
  const reference = (name: string, dir: string) => `(name = ${str(name)}, worker = (
      modules = [(name = "index.js", esModule = ${embed(OUT, join(dir, 'index.js'))})],
      compatibilityDate = ${str(toml.compatibilityDate)},
      compatibilityFlags = [${flags}],
      cacheApiOutbound = "cache",
    )),`;
  const socket = (name: string, port: number) =>
    `(name = ${str(name)}, address = ${str(`${HOST}:${port}`)}, http = (), service = ${str(name)}),`;
  const serves = new Set(options.workers ?? ['site', 'reference', 'react']);
  const text = `# Generated by bench/workerd-config.ts: do not edit.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  ${options.v8Flags?.length ? `v8Flags = [${options.v8Flags.map(str).join(', ')}],` : ''}
  services = [
    ${serves.has('site') ? site : ''}
    (name = "assets", disk = (path = ${str(ASSETS_DIR)}, writable = false)),
    ${serves.has('reference') ? reference('reference', FLOOR_OUT) : ''}
    ${serves.has('react') ? reference('react', REACT_OUT) : ''}
    (name = "internet", network = (allow = ["public", "local"])),
    ${external('kv-redirects', PORTS.kvRedirects)},
    ${external('kv-state', PORTS.kvState)},
    ${external('cache', PORTS.cache)},
  ],
  sockets = [
    ${serves.has('site') ? siteSocket : ''}
    (name = "assets", address = ${str(`${HOST}:${PORTS.assets}`)}, http = (), service = "assets"),
    ${serves.has('reference') ? socket('reference', PORTS.reference) : ''}
    ${serves.has('react') ? socket('react', PORTS.react) : ''}
  ],
);
`;
  const file = join(OUT, `${serves.has('site') ? 'site' : [...serves].join('-')}${options.v8Flags?.length ? '-flags' : ''}.capnp`);
  writeFileSync(file, text);
  return file;
}

export interface ServicesOptions {
  /** Articles of the reference CMS's synthetic archive (CMS_EXTRA_ARTICLES); the CMS's wrangler config's value (none) when not given. */
  extraArticles?: number;
}

export function writeServicesConfig(options: ServicesOptions = {}): string {
  const cmsToml = readWranglerConfig(join(ROOT, 'cms'));
  const archive = options.extraArticles === undefined ? {} : { CMS_EXTRA_ARTICLES: String(options.extraArticles) };
  const cmsVars = { ...cmsToml.vars, SITE_PUBLIC_ORIGIN: SITE_URL, ...archive };
  // The legacy redirect table, as `npm run kv:seed` writes it into KV.
  const table = JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, string>;
  writeFileSync(join(OUT, 'kv-redirects.json'), JSON.stringify(legacyKvEntries(table)));
  writeFileSync(join(OUT, 'kv-empty.json'), '[]');
  const peer = peerPage();
  writeFileSync(PEER_PAGE, JSON.stringify({ route: peer.route, slug: PEER_SLUG, slots: peer.slots }));
  const services = join(ROOT, 'bench/services');
  const kvWorker = (seed: string) => `(
      modules = [
        (name = "kv.js", esModule = ${embed(OUT, join(services, 'kv-worker.js'))}),
        (name = "fault-switch.js", esModule = ${embed(OUT, join(services, 'fault-switch.js'))}),
        (name = "seed.json", json = ${embed(OUT, join(OUT, seed))}),
      ],
      compatibilityDate = "2026-11-01",
    )`;
  const text = `# Generated by bench/workerd-config.ts: do not edit.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "cms", worker = (
      modules = [
        ${modules(CMS_OUT)}
      ],
      compatibilityDate = ${str(cmsToml.compatibilityDate)},
      bindings = [
        ${Object.entries(cmsVars)
          .map(([name, value]) => `(name = ${str(name)}, text = ${str(value)})`)
          .join(',\n        ')}
      ],
    )),
    (name = "cms-with-peer", worker = (
      modules = [
        (name = "peer-cms.js", esModule = ${embed(OUT, join(services, 'peer-cms-worker.js'))}),
        (name = "peer-page.json", json = ${embed(OUT, PEER_PAGE)}),
      ],
      compatibilityDate = "2026-11-01",
      bindings = [(name = "CMS", service = "cms")],
    )),
    (name = "kv-redirects", worker = ${kvWorker('kv-redirects.json')}),
    (name = "kv-state", worker = ${kvWorker('kv-empty.json')}),
    (name = "cache", worker = (
      modules = [
        (name = "cache.js", esModule = ${embed(OUT, join(services, 'cache-worker.js'))}),
        (name = "fault-switch.js", esModule = ${embed(OUT, join(services, 'fault-switch.js'))}),
      ],
      compatibilityDate = "2026-11-01",
    )),
  ],
  sockets = [
    (name = "cms", address = ${str(`${HOST}:${PORTS.cms}`)}, http = (), service = "cms-with-peer"),
    (name = "kv-redirects", address = ${str(`${HOST}:${PORTS.kvRedirects}`)}, http = (), service = "kv-redirects"),
    (name = "kv-state", address = ${str(`${HOST}:${PORTS.kvState}`)}, http = (), service = "kv-state"),
    (name = "cache", address = ${str(`${HOST}:${PORTS.cache}`)}, http = (), service = "cache"),
  ],
);
`;
  const file = join(OUT, options.extraArticles === undefined ? 'services.capnp' : `services-${options.extraArticles}.capnp`);
  writeFileSync(file, text);
  return file;
}
