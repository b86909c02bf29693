/**
 * The production build the bench serves: the client + CMS bundles
 * (`npm run build`), then wrangler's own bundles of the site and the CMS with
 * NODE_ENV=production (`wrangler deploy --dry-run --outdir`), exactly what a
 * deploy would upload; and the two reference workers bundled with esbuild:
 * the bare Hono one (bench/floor-worker.ts) and Hono with React's server
 * renderer (bench/react-reference-worker.tsx), resolved as wrangler resolves
 * a worker for workerd (production React, not minified).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv } from '../scripts/lib/cli.ts';
import { projectCommand } from '../scripts/lib/run-bin.ts';
import type { BuildInfo } from '../worker/builds.ts';
import { ASSETS_DIR, BUILD_INFO, CMS_OUT, FLOOR_OUT, REACT_OUT, ROOT, SITE_OUT, wranglerConfigFile } from './config.ts';

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  try {
    execFileSync(...projectCommand(command, args), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // This node (and node_modules/.bin) first on PATH: wrangler's build command runs `node`, and needs Node ≥ 22.
      env: childEnv(env),
      timeout: 300_000,
    });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${failure.stdout?.toString() ?? ''}${failure.stderr?.toString() ?? failure.message}`,
    );
  }
}

export function buildAll(log: (line: string) => void): void {
  log('build: npm run build (client + CMS bundle)');
  run('npm', ['run', 'build', '--silent']);
  rmSync(SITE_OUT, { recursive: true, force: true });
  rmSync(CMS_OUT, { recursive: true, force: true });
  log('build: NODE_ENV=production wrangler deploy --dry-run (site, CMS)');
  // Absolute --outdir: wrangler resolves a relative one against the config file's directory.
  run('wrangler', ['deploy', '--dry-run', '--outdir', SITE_OUT], { NODE_ENV: 'production' });
  run('wrangler', ['deploy', '--dry-run', '--config', wranglerConfigFile(join(ROOT, 'cms')), '--outdir', CMS_OUT], {
    NODE_ENV: 'production',
  });
  // The reference floor: bundled as wrangler bundles a worker (esbuild, ESM, not minified).
  rmSync(FLOOR_OUT, { recursive: true, force: true });
  run('esbuild', [
    join(ROOT, 'bench/floor-worker.ts'),
    '--bundle',
    '--format=esm',
    '--platform=neutral',
    '--main-fields=module,main',
    `--outfile=${join(FLOOR_OUT, 'index.js')}`,
    '--log-level=warning',
  ]);
  // The React reference: as wrangler bundles for workerd (its export conditions, production React).
  rmSync(REACT_OUT, { recursive: true, force: true });
  run('esbuild', [
    join(ROOT, 'bench/react-reference-worker.tsx'),
    '--bundle',
    '--format=esm',
    '--platform=neutral',
    '--main-fields=module,main',
    '--conditions=workerd,worker,browser',
    '--define:process.env.NODE_ENV="production"',
    `--outfile=${join(REACT_OUT, 'index.js')}`,
    '--log-level=warning',
  ]);
  // The worker bundle embeds .build/build-info.json: keep the assets and build info it was built with.
  rmSync(ASSETS_DIR, { recursive: true, force: true });
  cpSync(join(ROOT, 'assets'), ASSETS_DIR, { recursive: true });
  copyFileSync(join(ROOT, '.build/build-info.json'), BUILD_INFO);
  const bundled = readFileSync(join(SITE_OUT, 'index.js'), 'utf8');
  const info = buildInfo();
  // Another build may have emptied assets/_app while it was copied: the snapshot must hold what the bundle names.
  const snapshotWhole = [info.entry, ...info.preload, ...info.css].every((href) => existsSync(join(ASSETS_DIR, href)));
  if (!bundled.includes(info.id) || !snapshotWhole)
    throw new Error('assets/ changed while the bench was building (another build ran?): run again');
}

export function buildInfo(): BuildInfo {
  return JSON.parse(readFileSync(BUILD_INFO, 'utf8')) as BuildInfo;
}
