/**
 * Starts the local site as `npm start` serves it, for scripts that need one of
 * their own (the link checker, `npm run smoke -- --local`, the browser and WordPress tests, bench:lighthouse): the
 * reference CMS (or another CMS already running, such as WordPress) and `wrangler dev` of the site in production
 * mode, with a private state directory seeded with the legacy redirect table, so a running dev server or test run
 * is left alone. Ports are the OS's free ones unless a site port is given (the CMS then answers on the next one).
 * Both servers come from scripts/lib/server.ts and are stopped by `stop()`.
 * @module
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { legacyKvEntries } from '../../contract/legacy-index.ts';
import { binCommand } from './run-bin.ts';
import { freePorts, type Server } from './server.ts';
import { CMS_CONFIG, startWranglerDev } from './wrangler-dev.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';

export interface LocalSiteOptions {
  /** The site's port, the CMS on the next one (default: free ports). */
  port?: number;
  /** Extra `--var NAME:value` for the CMS (e.g. CMS_EXTRA_ARTICLES). */
  cmsVars?: Record<string, string>;
  /** Extra `--var NAME:value` for the site (e.g. CMS_TIMEOUT_MS). */
  siteVars?: Record<string, string>;
  /** Print the servers' output as it comes. */
  showLogs?: boolean;
  /** Serve the site against this CMS (e.g. WordPress) instead of starting the reference CMS. */
  cms?: { apiBase: string; publicOrigin: string };
}

export interface LocalSite {
  url: string;
  cmsUrl: string;
  stop(): Promise<void>;
}

const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  // wrangler's `#!/usr/bin/env node` must find the project's Node, not an older system one.
  PATH: [join(ROOT, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter),
  NODE_ENV: 'production',
  WRANGLER_SEND_METRICS: 'false',
  CI: process.env.CI ?? 'true',
  FORCE_COLOR: '0',
};

export function requireBuild(): void {
  const needed = ['assets/_app/builds/latest.json', '.build/build-info.json', '.build/cms/index.js'];
  const missing = needed.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) throw new Error(`run \`npm run build\` first (missing ${missing.join(', ')})`);
}

/**
 * Free ports are found before the servers start, seconds later (the KV seed, the CMS first): meanwhile another
 * lane of `npm test` may find the same one. Then the site starts again on other ports.
 */
export async function startLocalSite(options: LocalSiteOptions = {}): Promise<LocalSite> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Ours says a port "is in use"; workerd, through wrangler, "Address already in use".
      const raced = options.port === undefined && /is in use|already in use/.test((error as Error).message);
      if (!raced || attempt === 3) throw error;
    }
  }
}

async function startOnce(options: LocalSiteOptions): Promise<LocalSite> {
  requireBuild();
  const [sitePort, cmsPort, siteInspector, cmsInspector] =
    options.port === undefined ? await freePorts(4, HOST) : [options.port, options.port + 1, ...(await freePorts(2, HOST))];
  const url = `http://${HOST}:${sitePort}`;
  const cmsUrl = options.cms?.apiBase ?? `http://${HOST}:${cmsPort}`;
  const cmsPublic = options.cms?.publicOrigin ?? cmsUrl;
  const stateDir = mkdtempSync(join(tmpdir(), 'masthead-site-'));
  const persist = ['--persist-to', join(stateDir, 'state')];
  const output = options.showLogs ? 'show' : 'keep';
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    // The legacy table, in the shape scripts/kv-seed.ts writes.
    const table = JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, string>;
    const seedFile = join(stateDir, 'redirects-kv.json');
    writeFileSync(seedFile, JSON.stringify(legacyKvEntries(table)));
    execFileSync(...binCommand('wrangler', ['kv', 'bulk', 'put', seedFile, '--binding', 'REDIRECTS', '--local', ...persist]), {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const common = { cwd: ROOT, env: childEnv, ip: HOST, output, args: persist } as const;
    if (!options.cms) {
      const vars = { SITE_PUBLIC_ORIGIN: url, ...options.cmsVars };
      servers.push(
        await startWranglerDev({
          ...common,
          name: 'cms',
          port: cmsPort!,
          inspectorPort: cmsInspector!,
          vars,
          args: ['--config', CMS_CONFIG, ...persist],
        }),
      );
    }
    const vars = { CMS_API_BASE: cmsUrl, CMS_PUBLIC_ORIGIN: cmsPublic, SITE_ORIGIN: url, ...options.siteVars };
    servers.push(await startWranglerDev({ ...common, name: 'site', port: sitePort!, inspectorPort: siteInspector!, vars }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cmsUrl, stop };
}
