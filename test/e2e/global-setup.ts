/**
 * Global setup of the browser tests: serves the site as `npm start` does, on
 * ports of its own so a running dev server (:8787/:8788) is left alone.
 *
 * 1. Checks that `npm run build` has run (assets/_app, .build/).
 * 2. Seeds the legacy redirect table (redirects.json, as scripts/kv-seed.ts
 *    does) into a private local state directory: `wrangler kv bulk put
 *    --local --persist-to DIR`. Both servers use the same `--persist-to DIR`,
 *    so the tests neither read nor write the default .wrangler/state that a
 *    dev server may be using. (scripts/kv-seed.ts takes no --persist-to.)
 * 3. Starts the reference CMS on :8798, waits for GET /site, then the site on
 *    :8797 (NODE_ENV=production, so React's production build is rendered),
 *    waits for GET /__floor. They start one after the other: two wrangler dev
 *    processes starting at once can pick the same inspector port.
 * 4. Provides the site's URL (`inject('baseUrl')`) and the CMS's URL
 *    (`inject('cmsUrl')`) to the tests; on teardown kills both process groups
 *    and removes the state directory.
 *
 * Set E2E_SERVER_LOGS=1 to see the servers' output, or E2E_BASE_URL (and
 * E2E_CMS_URL) to test servers that are already running instead.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cmsUrl: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
// E2E_PORT moves the pair (site on it, CMS on it + 1) so parallel checkouts do not collide.
const SITE_PORT = Number(process.env.E2E_PORT ?? 8797);
const CMS_PORT = SITE_PORT + 1;
const HOST = '127.0.0.1';
const SITE_URL = `http://${HOST}:${SITE_PORT}`;
const CMS_URL = `http://${HOST}:${CMS_PORT}`;
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
const SHOW_LOGS = process.env.E2E_SERVER_LOGS === '1';

interface Server {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

// node_modules/.bin first: wrangler's `#!/usr/bin/env node` must find the
// project's Node (the `node` dev dependency), not an older system Node.
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [join(ROOT, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter),
  NODE_ENV: 'production',
  WRANGLER_SEND_METRICS: 'false',
  CI: process.env.CI ?? 'true', // no interactive prompts from wrangler
  FORCE_COLOR: '0',
};

function requireBuild(): void {
  const needed = ['assets/_app/builds/latest.json', '.build/build-info.json', '.build/cms/index.js'];
  const missing = needed.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) throw new Error(`e2e: run \`npm run build\` first (missing ${missing.join(', ')})`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function start(name: string, args: string[]): Server {
  const child = spawn(WRANGLER, args, { cwd: ROOT, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (SHOW_LOGS) process.stderr.write(`[${name}] ${text}`);
    output.push(text);
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { name, child, output, exited };
}

async function waitUntilUp(server: Server, url: string, seconds = 90): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + seconds * 1_000;
  while (Date.now() < deadline) {
    if (gone) break;
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  const why = gone ? 'exited' : `did not answer ${url} within ${seconds} s`;
  throw new Error(`e2e: ${server.name} ${why}. Last output:\n${server.output.join('').slice(-4_000)}`);
}

async function stop(server: Server): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 5_000));
  if ((await Promise.race([server.exited, timeout])) === 'timeout') {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_BASE_URL=http://127.0.0.1:8787 runs the tests against servers already running (`npm start`).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    if (!(await answers(`${external}/__floor`))) throw new Error(`e2e: E2E_BASE_URL ${external} does not answer /__floor`);
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('cmsUrl', process.env.E2E_CMS_URL ?? CMS_URL);
    return async () => undefined;
  }
  requireBuild();
  for (const url of [`${SITE_URL}/__floor`, `${CMS_URL}/site`]) {
    if (await answers(url)) throw new Error(`e2e: ${url} already answers: stop the server on that port first`);
  }

  const stateDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-'));
  const persist = ['--persist-to', join(stateDir, 'state')];
  const servers: Server[] = [];
  // Last resort if vitest exits without running the teardown (Ctrl-C, crash).
  const killAll = () => {
    for (const { child } of servers) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killAll);
  const teardown = async () => {
    await Promise.all(servers.map(stop));
    process.off('exit', killAll);
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    // The legacy table, in the shape scripts/kv-seed.ts writes.
    const table = JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, string>;
    const seedFile = join(stateDir, 'redirects-kv.json');
    writeFileSync(seedFile, JSON.stringify(Object.entries(table).map(([key, value]) => ({ key, value }))));
    execFileSync(WRANGLER, ['kv', 'bulk', 'put', seedFile, '--binding', 'REDIRECTS', '--local', ...persist], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });

    const cms = start('cms', [
      'dev',
      '--config',
      'cms/wrangler.toml',
      '--port',
      String(CMS_PORT),
      '--ip',
      HOST,
      '--var',
      `SITE_PUBLIC_ORIGIN:${SITE_URL}`,
      ...persist,
    ]);
    servers.push(cms);
    await waitUntilUp(cms, `${CMS_URL}/site`);

    const site = start('site', [
      'dev',
      '--port',
      String(SITE_PORT),
      '--ip',
      HOST,
      '--var',
      `CMS_API_BASE:${CMS_URL}`,
      '--var',
      `CMS_PUBLIC_ORIGIN:${CMS_URL}`,
      '--var',
      `SITE_ORIGIN:${SITE_URL}`,
      ...persist,
    ]);
    servers.push(site);
    await waitUntilUp(site, `${SITE_URL}/__floor`);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', SITE_URL);
  project.provide('cmsUrl', CMS_URL);
  return teardown;
}
