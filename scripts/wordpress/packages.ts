/**
 * Debian's packages the local WordPress needs: WordPress itself, MariaDB and
 * PHP with the extensions WordPress uses. Installed from Debian when one is
 * missing (scripts/lib/debian-packages.ts); nothing is downloaded from
 * wordpress.org.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installFromDebian } from '../lib/debian-packages.ts';

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
  installFromDebian({ packages: PACKAGES, why: `WordPress needs Debian packages (missing: ${gaps.join(', ')})`, recommends: false, log });
  const still = missing();
  if (still.length) throw new Error(`apt-get finished but these are still missing: ${still.join(', ')}`);
}
