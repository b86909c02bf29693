/**
 * Debian's packages the local WordPress needs: WordPress itself, MariaDB and
 * PHP with the extensions WordPress uses. Installed with apt-get when one is
 * missing (as root, as `.ci/run` installs Chromium); nothing is downloaded
 * from wordpress.org. When another package manager holds apt's or dpkg's lock
 * (unattended-upgrades, another apt-get), this waits for it, saying so.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** php-gd: WordPress makes the smaller sizes of an upload with it, the 1200×630 social crop among them. */
export const PACKAGES = [
  'wordpress',
  'mariadb-server',
  'mariadb-client',
  'php-cli',
  'php-mysql',
  'php-xml',
  'php-mbstring',
  'php-curl',
  'php-gd',
];

/** Files and PHP modules that show the packages are there. */
function missing(): string[] {
  const gaps: string[] = [];
  for (const file of [
    '/usr/share/wordpress/wp-load.php',
    '/usr/sbin/mariadbd',
    '/usr/bin/mariadb-install-db',
    '/usr/bin/mariadb',
    '/usr/bin/php',
  ]) {
    if (!existsSync(file)) gaps.push(file);
  }
  if (!gaps.includes('/usr/bin/php')) {
    const modules = spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout.toLowerCase();
    for (const module of ['mysqli', 'xml', 'mbstring', 'curl', 'gd']) if (!modules.includes(module)) gaps.push(`php ${module}`);
  }
  return gaps;
}

/** Installs the packages when any is missing; throws with the command to run when that is not possible. */
export function ensurePackages(log: (line: string) => void = console.log): void {
  const gaps = missing();
  if (gaps.length === 0) return;
  const command = `apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`;
  if (process.getuid?.() !== 0) throw new Error(`WordPress needs Debian packages (missing: ${gaps.join(', ')}). Run as root: ${command}`);
  log(`Installing ${PACKAGES.join(', ')} from Debian (missing: ${gaps.join(', ')}); about two minutes…`);
  aptGet(['update', '-qq'], log);
  aptGet(['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], log);
  const still = missing();
  if (still.length) throw new Error(`apt-get finished but these are still missing: ${still.join(', ')}`);
}

/** How long to wait for another package manager: an unattended upgrade can take minutes. */
const LOCK_WAIT_SECONDS = 600;
/** apt-get's words when another process holds a lock it needs. */
const LOCKED = /Could not get lock|Unable to (acquire|lock)|is another process using it/i;

/**
 * Runs apt-get, waiting for another package manager's lock instead of failing: dpkg's lock through apt's own
 * `DPkg::Lock::Timeout`, the package lists' lock (`apt-get update`, which that option does not cover) by trying
 * again every few seconds. Fails with apt-get's own words, never a stack of Node frames.
 */
function aptGet(args: string[], log: (line: string) => void): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const command = ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`, ...args];
  const deadline = Date.now() + LOCK_WAIT_SECONDS * 1_000;
  let told = false;
  for (;;) {
    const result = spawnSync('apt-get', command, { env, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status === 0) return;
    const said = `${result.error?.message ?? ''}${result.stderr ?? ''}`;
    if (!LOCKED.test(said) || Date.now() > deadline) throw new Error(`apt-get ${args.join(' ')} failed:\n${said.trim()}`);
    if (!told) log(`Another package manager holds apt's lock; waiting for it (up to ${LOCK_WAIT_SECONDS / 60} minutes)…`);
    told = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5_000);
  }
}
