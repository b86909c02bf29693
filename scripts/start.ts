/**
 * `npm start` serves the site as it ships: builds the client, seeds the local KV from redirects.json, starts the
 * bundled CMS (unless CMS_API_BASE names another CMS) and serves the site with React's production build.
 *
 * `npm run dev` (`--dev`) is the edit loop (docs/decisions/013-dev-loop.md). The worker runs in `wrangler dev`, on
 * the workerd and compatibility date of every test; the client comes from Vite's dev server, run here, in
 * backend-integration mode (scripts/vite-dev-client.ts): the worker's document links the dev server's entry and
 * stylesheet (DEV_CLIENT_ORIGIN), so a component the client renders changes by React Fast Refresh and a style by
 * Vite's stylesheet swap, with the page's state kept. `wrangler dev` runs with a copy of wrangler.jsonc without
 * its build command (which would build the client on every edit), so it rebundles the worker from its imports
 * and reloads; once it has, the page is told and applies what the server now draws differently
 * (app/client/dev-reload.ts). The rendered-page cache is off so every request renders with the current code.
 *
 * PORT moves the site (default 8787), the CMS (PORT + 1) and, in `npm run dev`, Vite's dev server (PORT + 5, or
 * VITE_PORT). The site listens on loopback (127.0.0.1) only: it
 * runs with the placeholder secrets published in this repository. HOST opts in to another address
 * (`HOST=0.0.0.0 npm start` to reach it from another device); the CMS always stays on loopback.
 *
 * Both read their secrets from .dev.vars, made from the example when missing (lib/dev-vars.ts). Ctrl-C or SIGTERM
 * stops every server it started, each process group whole (wrangler's workerd included).
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'jsonc-parser';
import type { ViteDevServer } from 'vite';
import { devVar, ensureDevVars } from './lib/dev-vars.ts';
import { projectCommand } from './lib/run-bin.ts';
import { DEFAULT_PORTS, type Server } from './lib/server.ts';
import { CMS_CONFIG, startWranglerDev } from './lib/wrangler-dev.ts';

/** The documented defaults: the site's port, the CMS on the next, their inspectors on +2/+3, Vite on +5. */
const SITE_PORT = Number(process.env.PORT ?? DEFAULT_PORTS.site);
const SITE_HOST = process.env.HOST || '127.0.0.1';
const CMS_PORT = SITE_PORT + 1;
const VITE_PORT = Number(process.env.VITE_PORT ?? SITE_PORT + 5);
const ROOT = resolve(import.meta.dirname, '..');
/** What the worker bundles and what the page's build freshness polls: a build must exist, even in `npm run dev`. */
const BUILD_OUTPUTS = ['.build/build-info.json', 'assets/_app/builds/latest.json'];
/** Sent to the page (app/client/dev-reload.ts) when `wrangler dev` has reloaded the worker. */
const WORKER_RELOADED = 'masthead:worker-reloaded';
const dev = process.argv.includes('--dev');
/** The local secrets, read by the site (`--env-file`) and the reference CMS alike. */
const SECRETS = ensureDevVars();
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const servers: Server[] = [];
let vite: ViteDevServer | undefined;

function run(command: string, args: string[]): void {
  execFileSync(...projectCommand(command, args), { stdio: 'inherit', env });
}

let stopping: Promise<never> | undefined;

/** Stops everything this script started, once (a server's exit during the stop is part of it). */
function shutdown(code: number): Promise<never> {
  stopping ??= Promise.all([...servers.map((server) => server.stop()), vite?.close()]).then(() => process.exit(code));
  return stopping;
}

/** A server that ends on its own ends the run. */
function keep(server: Server): Server {
  servers.push(server);
  void server.exited.then((code) => {
    if (stopping) return;
    console.error(`${server.name} exited (${code ?? 'signal'})`);
    void shutdown(code ?? 1);
  });
  return server;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

/**
 * wrangler.jsonc's local configuration without its build command, written under .wrangler/dev/ for `npm run dev`:
 * `wrangler dev` then follows the worker's imports itself (app/ included: it draws the pages) and never builds
 * the client, which Vite's dev server serves. Paths are made relative to the copy; state and secrets are named
 * on the command line (devWranglerArgs).
 */
function devWranglerConfig(): string {
  const config = parse(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8')) as Record<string, unknown> & {
    assets: { directory: string };
    alias?: Record<string, string>;
  };
  const { env: _environments, build: _build, $schema: _schema, ...local } = config;
  const file = join(ROOT, `.wrangler/dev/wrangler-${SITE_PORT}.json`);
  const from = (path: string) => relative(dirname(file), join(ROOT, path));
  mkdirSync(dirname(file), { recursive: true });
  // An alias to a file (worker/react/) is a path too; one to a package name is not.
  const alias = Object.fromEntries(Object.entries(config.alias ?? {}).map(([name, to]) => [name, to.startsWith('.') ? from(to) : to]));
  const copy = {
    ...local,
    main: from(config.main as string),
    assets: { ...config.assets, directory: from(config.assets.directory) },
    alias,
  };
  writeFileSync(file, `${JSON.stringify(copy, null, 2)}\n`);
  return file;
}

function devWranglerArgs(): string[] {
  return ['--config', devWranglerConfig(), '--persist-to', join(ROOT, '.wrangler/state'), '--env-file', SECRETS];
}

const devClientOrigin = `http://127.0.0.1:${VITE_PORT}`;
if (dev) {
  if (BUILD_OUTPUTS.some((file) => !existsSync(join(ROOT, file)))) run('npm', ['run', 'build', '--silent']);
  process.env.NODE_ENV = 'development';
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { createServer } = await import('vite');
  vite = await createServer({
    root: ROOT,
    mode: 'development',
    logLevel: 'warn',
    server: {
      host: '127.0.0.1',
      port: VITE_PORT,
      strictPort: true,
      origin: devClientOrigin,
      // What builds, wrangler and the WordPress stack write is no client source.
      watch: { ignored: ['**/.wrangler/**', '**/.build/**', '**/assets/_app/**', '**/wordpress/**', '**/test-results/**'] },
    },
  });
  await vite.listen();
} else {
  run('npm', ['run', 'build', '--silent']);
}
run('node', ['scripts/kv-seed.ts', '--local']);

let cmsBase = process.env.CMS_API_BASE;
try {
  if (!cmsBase) {
    cmsBase = `http://127.0.0.1:${CMS_PORT}`;
    // CMS_EXTRA_ARTICLES=100000 npm start: the CMS adds a synthetic archive of that many articles.
    const archive: Record<string, string> = process.env.CMS_EXTRA_ARTICLES ? { CMS_EXTRA_ARTICLES: process.env.CMS_EXTRA_ARTICLES } : {};
    // The site's secrets: the CMS signs previews and purge calls the site checks.
    const secrets = Object.fromEntries(
      ['PREVIEW_SECRET', 'PURGE_SECRET'].flatMap((name) => {
        const value = devVar(name, SECRETS);
        return value ? [[name, value]] : [];
      }),
    );
    const cms = await startWranglerDev({
      name: 'cms',
      port: CMS_PORT,
      inspectorPort: CMS_PORT + 2,
      vars: { SITE_PUBLIC_ORIGIN: `http://localhost:${SITE_PORT}`, ...archive, ...secrets },
      args: ['--config', CMS_CONFIG],
      env,
      cwd: ROOT,
      output: 'inherit',
    });
    keep(cms);
  }
  const siteVars = {
    CMS_API_BASE: cmsBase,
    CMS_PUBLIC_ORIGIN: process.env.CMS_PUBLIC_ORIGIN ?? new URL(cmsBase).origin,
    SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${SITE_PORT}`,
    ...(dev ? { RENDERED_PAGE_CACHE: 'off', DEV_CLIENT_ORIGIN: devClientOrigin } : {}),
  };
  const site = await startWranglerDev({
    name: 'site',
    port: SITE_PORT,
    ip: SITE_HOST,
    inspectorPort: SITE_PORT + 2,
    vars: siteVars,
    args: dev ? devWranglerArgs() : ['--env-file', SECRETS],
    env: dev ? env : { ...env, NODE_ENV: 'production' },
    cwd: ROOT,
    output: 'inherit',
    // wrangler's output, passed on; in `npm run dev` each reload of the worker is told to the open pages.
    onLine: dev
      ? (line) => {
          console.log(line);
          if (line.includes('Local server updated and ready')) vite?.ws.send({ type: 'custom', event: WORKER_RELOADED });
        }
      : undefined,
  });
  keep(site);
} catch (error) {
  console.error((error as Error).message);
  await shutdown(1);
}
console.log(`\n  Masthead is running at http://localhost:${SITE_PORT} (content from ${cmsBase})`);
if (SITE_HOST !== '127.0.0.1' && SITE_HOST !== 'localhost')
  console.log(`  Listening on ${SITE_HOST} (HOST): other machines can reach it, and it runs with published placeholder secrets.`);
if (dev)
  console.log(
    `  Client from Vite's dev server at ${devClientOrigin}: edits to app/ and app/styles/ update the open page; worker/ edits once wrangler has reloaded.`,
  );
console.log('');
