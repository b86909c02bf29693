/**
 * Starts the site locally the way `npm start` does (the reference CMS, then
 * the site with NODE_ENV=production, both `wrangler dev`), on ports of the
 * caller's choosing and with a private KV state seeded from redirects.json, so
 * a running dev server and its .wrangler/state are left alone. Used by
 * `npm run smoke -- --local`.
 * @module
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, ROOT } from './cli.ts';

export interface LocalSite {
  url: string;
  cmsUrl: string;
  stop(): Promise<void>;
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

/** Site on `port`, CMS on `port + 1`, their inspectors on `port + 2` and `port + 3`. */
export async function startLocalSite(port: number, log: (line: string) => void): Promise<LocalSite> {
  const host = '127.0.0.1';
  const url = `http://${host}:${port}`;
  const cmsUrl = `http://${host}:${port + 1}`;
  for (const check of [`${url}/__floor`, `${cmsUrl}/site`]) {
    if (await answers(check)) throw new Error(`${check} already answers: stop that server or choose another --port`);
  }
  const state = mkdtempSync(join(tmpdir(), 'masthead-smoke-'));
  const persist = ['--persist-to', join(state, 'state')];
  const env = childEnv({ NODE_ENV: 'production', CI: process.env.CI ?? 'true', FORCE_COLOR: '0' });
  const children: { name: string; child: ChildProcess; output: string[] }[] = [];

  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return done();
            const timer = setTimeout(() => {
              try {
                process.kill(-child.pid!, 'SIGKILL');
              } catch {
                /* gone meanwhile */
              }
              done();
            }, 5_000);
            child.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              clearTimeout(timer);
              done();
            }
          }),
      ),
    );
    rmSync(state, { recursive: true, force: true });
  };

  const start = async (name: string, args: string[], readyUrl: string) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push({ name, child, output });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && child.exitCode === null) {
      if (await answers(readyUrl)) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${name} did not come up on ${readyUrl}. Last output:\n${output.join('').slice(-3_000)}`);
  };

  try {
    log(`local: seeding the legacy redirect table into ${state}`);
    execFileSync(process.execPath, ['scripts/kv-seed.ts', '--env', 'local', '--persist-to', join(state, 'state'), '--quiet'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    log(`local: starting the reference CMS on ${cmsUrl}`);
    // One after the other: two wrangler dev processes starting at once can collide.
    await start(
      'cms',
      [
        'dev',
        '--config',
        'cms/wrangler.toml',
        '--port',
        String(port + 1),
        '--ip',
        host,
        '--inspector-port',
        String(port + 3),
        '--var',
        `SITE_PUBLIC_ORIGIN:${url}`,
        ...persist,
      ],
      `${cmsUrl}/site`,
    );
    log(`local: starting the site on ${url}`);
    await start(
      'site',
      [
        'dev',
        '--port',
        String(port),
        '--ip',
        host,
        '--inspector-port',
        String(port + 2),
        '--var',
        `CMS_API_BASE:${cmsUrl}`,
        '--var',
        `CMS_PUBLIC_ORIGIN:${cmsUrl}`,
        '--var',
        `SITE_ORIGIN:${url}`,
        ...persist,
      ],
      `${url}/__floor`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cmsUrl, stop };
}
