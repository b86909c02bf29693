/**
 * `npm start` serves the site as it ships: builds the client, seeds the local KV from redirects.json, starts the
 * bundled CMS (unless CMS_API_BASE names another CMS) and serves the site with React's production build.
 *
 * `npm run dev` (`--dev`) is the edit loop. The client is rebuilt by `vite build --watch` (development mode, React's
 * development build) and `wrangler dev` reloads the worker when one of its modules changes, including
 * `.build/build-info.json`, which the client build rewrites. The dev client polls the page it shows and reloads
 * when the served HTML changes (app/client/dev-reload.ts); the rendered-page cache is off so every request
 * renders with the current code. Cloudflare's Vite plugin would give hot module replacement instead, but it runs
 * its own older workerd and wrangler, needs an inline refresh script the CSP forbids, and would replace this
 * build's hashed entry and build-info with a dev document.
 *
 * PORT moves the site (default 8787) and the CMS (PORT + 1). The site listens on loopback (127.0.0.1) only: it
 * runs with the placeholder secrets published in this repository. HOST opts in to another address
 * (`HOST=0.0.0.0 npm start` to reach it from another device); the CMS always stays on loopback.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { projectCommand } from './lib/run-bin.ts';

const SITE_PORT = Number(process.env.PORT ?? 8787);
const SITE_HOST = process.env.HOST || '127.0.0.1';
/** Where this script itself reaches the site: a wildcard address is not one to connect to. */
const PROBE_HOST = ['0.0.0.0', '::', '[::]'].includes(SITE_HOST)
  ? '127.0.0.1'
  : SITE_HOST.includes(':') && !SITE_HOST.startsWith('[')
    ? `[${SITE_HOST}]`
    : SITE_HOST;
const CMS_PORT = SITE_PORT + 1;
const BUILD_INFO = '.build/build-info.json';
const dev = process.argv.includes('--dev');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const children: ChildProcess[] = [];

function run(command: string, args: string[]): void {
  execFileSync(...projectCommand(command, args), { stdio: 'inherit', env });
}

function start(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn(...projectCommand(command, args), { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extraEnv } });
  child.on('exit', (code) => {
    console.error(`${name} exited (${code ?? 'signal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

async function waitFor(ready: () => Promise<boolean> | boolean, what: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if (await ready()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not ready within ${seconds} s`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

/** wrangler dev inspects on 9229 by default: each server gets its own inspector port so a second checkout can run. */
function listen(port: number, ip: string): string[] {
  return ['--port', String(port), '--ip', ip, '--inspector-port', String(port + 2)];
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (dev) {
  const since = Date.now();
  // Old chunks stay on disk (no emptyOutDir), so a page still running the previous build keeps working until it reloads.
  const viteArgs = ['build', '--watch', '--mode', 'development', '--emptyOutDir', 'false', '--minify', 'false', '--logLevel', 'warn'];
  start('client build', 'vite', viteArgs, {
    NODE_ENV: 'development',
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  });
  await waitFor(() => existsSync(BUILD_INFO) && statSync(BUILD_INFO).mtimeMs > since, 'the first client build');
} else {
  run('npm', ['run', 'build', '--silent']);
}
run('node', ['scripts/kv-seed.ts', '--local']);

let cmsBase = process.env.CMS_API_BASE;
if (!cmsBase) {
  cmsBase = `http://127.0.0.1:${CMS_PORT}`;
  // CMS_EXTRA_ARTICLES=100000 npm start: the CMS adds a synthetic archive of that many articles.
  const archive = process.env.CMS_EXTRA_ARTICLES ? ['--var', `CMS_EXTRA_ARTICLES:${process.env.CMS_EXTRA_ARTICLES}`] : [];
  start('cms', 'wrangler', [
    'dev',
    '--config',
    'cms/wrangler.toml',
    ...listen(CMS_PORT, '127.0.0.1'),
    '--var',
    `SITE_PUBLIC_ORIGIN:http://localhost:${SITE_PORT}`,
    ...archive,
  ]);
  await waitFor(answers(`${cmsBase}/site`), `the CMS at ${cmsBase}`);
}
const cmsPublic = process.env.CMS_PUBLIC_ORIGIN ?? new URL(cmsBase).origin;
const siteVars = {
  CMS_API_BASE: cmsBase,
  CMS_PUBLIC_ORIGIN: cmsPublic,
  SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${SITE_PORT}`,
  ...(dev ? { RENDERED_PAGE_CACHE: 'off' } : {}),
};
const varArgs = Object.entries(siteVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
start('site', 'wrangler', ['dev', ...listen(SITE_PORT, SITE_HOST), ...varArgs], dev ? {} : { NODE_ENV: 'production' });
await waitFor(answers(`http://${PROBE_HOST}:${SITE_PORT}/__floor`), 'the site');
console.log(`\n  Masthead is running at http://localhost:${SITE_PORT} (content from ${cmsBase})`);
if (SITE_HOST !== '127.0.0.1' && SITE_HOST !== 'localhost')
  console.log(`  Listening on ${SITE_HOST} (HOST): other machines can reach it, and it runs with published placeholder secrets.`);
if (dev) console.log('  Edit app/, worker/ or app/styles/: the open page reloads when the served page changes.');
console.log('');
