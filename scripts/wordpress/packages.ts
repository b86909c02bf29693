/**
 * Debian's packages the local WordPress needs: WordPress itself, MariaDB and
 * PHP with the extensions WordPress uses. Installed with apt-get when one is
 * missing (as root, as `.ci/run` installs Chromium); nothing is downloaded
 * from wordpress.org.
 * @module
 */
import { execFileSync, spawnSync } from 'node:child_process';
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
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const still = missing();
  if (still.length) throw new Error(`apt-get finished but these are still missing: ${still.join(', ')}`);
}
