/**
 * Starts the local site as `npm start` serves it, for scripts that need one of
 * their own (the link checker, `npm run smoke -- --local`, the WordPress tests): the reference CMS (or
 * another CMS already running, such as WordPress) and `wrangler dev` of the site in production mode, on the ports given, with a private state
 * directory seeded with the legacy redirect table, so a running dev server or
 * test run is left alone. Both are stopped (process groups) by `stop()`.
 * @module
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { legacyKvEntries } from '../../contract/legacy-index.ts';
import { clockVars } from './clock-env.ts';
import { binCommand } from './run-bin.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';
/** A server on port P inspects on P + this: unique for the ports the scripts and tests use (8700-8999). */
const INSPECTOR_OFFSET = 10_000;

export interface LocalSiteOptions {
  /** The site's port; the CMS answers on the next one. */
  port: number;
  /** Extra `--var NAME:value` for the CMS (e.g. CMS_EXTRA_ARTICLES). */
  cmsVars?: Record<string, string>;
  /** Extra `--var NAME:value` for the site (e.g. CMS_TIMEOUT_MS). */
  siteVars?: Record<string, string>;
  /** Print the servers' output as it comes. */
  showLogs?: boolean;
  /** Serve the site against this CMS (e.g. WordPress) instead of starting the reference CMS on port + 1. */
  cms?: { apiBase: string; publicOrigin: string };
}

export interface LocalSite {
  url: string;
  cmsUrl: string;
  stop(): Promise<void>;
}

interface Server {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
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

export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function start(name: string, args: string[], showLogs: boolean): Server {
  const child = spawn(...binCommand('wrangler', args), { cwd: ROOT, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (showLogs) process.stderr.write(`[${name}] ${text}`);
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
  while (Date.now() < deadline && !gone) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  const why = gone ? 'exited' : `did not answer ${url} within ${seconds} s`;
  throw new Error(`${server.name} ${why}. Last output:\n${server.output.join('').slice(-4_000)}`);
}

async function stopServer(server: Server): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
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

export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  requireBuild();
  const url = `http://${HOST}:${options.port}`;
  const cmsUrl = options.cms?.apiBase ?? `http://${HOST}:${options.port + 1}`;
  const cmsPublic = options.cms?.publicOrigin ?? cmsUrl;
  for (const probe of options.cms ? [`${url}/__floor`] : [`${url}/__floor`, `${cmsUrl}/site`]) {
    if (await answers(probe)) throw new Error(`${probe} already answers: stop the server on that port, or pass its URL`);
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'masthead-site-'));
  const persist = ['--persist-to', join(stateDir, 'state')];
  const servers: Server[] = [];
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
  const stop = async () => {
    await Promise.all(servers.map(stopServer));
    process.off('exit', killAll);
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

    if (!options.cms) {
      const cmsVars = Object.entries(options.cmsVars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
      const cms = start(
        'cms',
        [
          'dev',
          '--config',
          'cms/wrangler.toml',
          '--port',
          String(options.port + 1),
          '--ip',
          HOST,
          // An inspector port of its own: wrangler's default (9229, else a free one) races with other servers starting.
          '--inspector-port',
          String(options.port + 1 + INSPECTOR_OFFSET),
          '--var',
          `SITE_PUBLIC_ORIGIN:${url}`,
          ...cmsVars,
          ...clockVars(),
          ...persist,
        ],
        options.showLogs ?? false,
      );
      servers.push(cms);
      await waitUntilUp(cms, `${cmsUrl}/site`);
    }
    // One after the other: two wrangler dev processes starting at once can pick the same inspector port.
    const site = start(
      'site',
      [
        'dev',
        '--port',
        String(options.port),
        '--ip',
        HOST,
        '--inspector-port',
        String(options.port + INSPECTOR_OFFSET),
        '--var',
        `CMS_API_BASE:${cmsUrl}`,
        '--var',
        `CMS_PUBLIC_ORIGIN:${cmsPublic}`,
        '--var',
        `SITE_ORIGIN:${url}`,
        ...Object.entries(options.siteVars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
        ...clockVars(),
        ...persist,
      ],
      options.showLogs ?? false,
    );
    servers.push(site);
    await waitUntilUp(site, `${url}/__floor`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cmsUrl, stop };
}
