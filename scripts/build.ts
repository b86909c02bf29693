/**
 * `npm run build`: the client (Vite, into assets/_app and .build/build-info.json),
 * the reference CMS bundle (.build/cms/index.js) and the Worker's CMS kit as a
 * module of its own (worker/.generated/, worker/cms/load-cms-kit.ts says why),
 * then a stamp of the inputs they were built from (.build/build-stamp.json).
 *
 * `--if-stale` is wrangler.jsonc's `build.command`: every wrangler entry point
 * (deploy, versions upload, dev) runs it, so none can ship or serve a stale or
 * missing client. It builds only when the stamp no longer matches the inputs,
 * so `npm start`, the e2e setup and the bench, which build first, do not build
 * twice, and it never watches or writes what it reads (no rebuild loops).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BUILD_INFO, BUILD_INFO_STAGED, publishBuildInfo } from './lib/build-info-files.ts';
import { npmCommand } from './lib/run-bin.ts';

const ROOT = resolve(import.meta.dirname, '..');
const STAMP = join(ROOT, '.build/build-stamp.json');
/** What the client and CMS bundles are made from (directories are walked). */
const INPUTS = [
  'app',
  'contract',
  'cms',
  'worker/cms',
  'redirects.json',
  'vite.config.ts',
  'scripts/vite-build-meta.ts',
  'scripts/build.ts',
  'tsconfig.client.json',
  'package-lock.json',
];
/** What they produce: a missing one means build. */
const OUTPUTS = [BUILD_INFO, '.build/cms/index.js', 'assets/_app/builds/latest.json', 'worker/.generated/cms-kit.mjs'];
/** Environment baked into the client build. */
const BUILD_ENV = ['MASTHEAD_RELEASE'];

const HELP = `Usage: node scripts/build.ts [--if-stale]

Builds the client and the reference CMS bundle, then stamps the inputs.
  --if-stale   build only if an input changed since the last build (wrangler's [build] command)
  --help       this text`;

/**
 * The files under `path`, leaving out dot-directories: `wrangler dev` of the CMS writes its bundle into
 * `cms/.wrangler/`, and counting that as an input made every later `wrangler dev` rebuild the client under
 * the pages of servers already running (a test run's lanes).
 */
function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && entry.name.startsWith('.')))
    .flatMap((entry) => files(join(path, entry.name)))
    .sort();
}

/** A hash of every input file's path and content, and of the build environment. */
function inputDigest(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(`${relative(ROOT, join(ROOT, file))}\0`);
    hash.update(readFileSync(join(ROOT, file)));
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

function isFresh(digest: string): boolean {
  // Build info still staged: a build was stopped after its stamp, before its last step.
  if (OUTPUTS.some((file) => !existsSync(join(ROOT, file))) || existsSync(join(ROOT, BUILD_INFO_STAGED))) return false;
  try {
    return (JSON.parse(readFileSync(STAMP, 'utf8')) as { digest?: string }).digest === digest;
  } catch {
    return false;
  }
}

function build(digest: string): void {
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
  execFileSync(...npmCommand(['run', 'build:client', '--silent', '--', '--staged']), { cwd: ROOT, stdio: 'inherit', env });
  execFileSync(...npmCommand(['run', 'build:cms', '--silent']), { cwd: ROOT, stdio: 'inherit', env });
  execFileSync(...npmCommand(['run', 'build:cms-kit', '--silent']), { cwd: ROOT, stdio: 'inherit', env });
  // Its types are the source's: the bundle has none.
  writeFileSync(join(ROOT, 'worker/.generated/cms-kit.d.mts'), "export * from '../cms/cms-kit';\n");
  mkdirSync(join(ROOT, '.build'), { recursive: true });
  // The digest of the inputs as they were before the build: an edit during the build makes the next check stale.
  writeFileSync(STAMP, JSON.stringify({ digest, builtAt: new Date().toISOString() }));
  // Last: `wrangler dev` restarts a build when it sees this change, and the restarted one now finds it fresh.
  publishBuildInfo(ROOT);
}

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const digest = inputDigest();
if (args.includes('--if-stale') && isFresh(digest)) {
  console.log('build: client, CMS bundle and CMS kit are up to date');
} else {
  const started = Date.now();
  build(digest);
  console.log(`build: client, CMS bundle and CMS kit built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
