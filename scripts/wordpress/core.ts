/**
 * WordPress core by release line, from Debian only (wordpress.org is out of reach): 6.1 is Debian 12's own
 * package, installed by packages.ts; 6.8 (trixie) and 7.x (sid) are fetched from Debian's newer suites with
 * apt-get's own options pointing at a private sources list, lists and cache, so the system's apt state is never
 * touched, and extracted once under .build/wordpress/core/<line>/ (Debian's relative links into its library
 * packages resolved). A fetched core gets a wp-config.php that loads the instance named by MASTHEAD_WP_CONFIG.
 * sid moves: the first fetch takes its current release and keeps it (VERSION in the folder says which).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const CORES = join(ROOT, '.build/wordpress/core');
const SYSTEM_CORE = '/usr/share/wordpress';

/** The release lines CI runs, oldest first, and the Debian suite each comes from (null: the system's own). */
export const WORDPRESS_LINES = { '6.1': null, '6.8': 'trixie', '7.1': 'sid' } as const;
export type WordPressLine = keyof typeof WORDPRESS_LINES;
/** What `npm run start:wordpress` and `npm test` run unless WORDPRESS_VERSION names another line. */
export const NEWEST_LINE: WordPressLine = '7.1';

/** Packages a fetched core links into, per suite (DESIGN.md, "WordPress versions"). */
const LIBRARIES: Record<string, string[]> = {
  trixie: ['libjs-cropper', 'libjs-lodash', 'libjs-underscore', 'php-getid3'],
  sid: ['libjs-cropper', 'libjs-lodash', 'libjs-underscore', 'php-getid3', 'libjs-jquery-ui', 'libphp-phpmailer'],
};

const WP_CONFIG = `<?php
// Written by Masthead's scripts/wordpress/core.ts: loads the local instance named by MASTHEAD_WP_CONFIG.
$masthead_config = getenv('MASTHEAD_WP_CONFIG');
if (!$masthead_config || !is_file($masthead_config)) { header('HTTP/1.0 500 Internal Server Error'); exit('MASTHEAD_WP_CONFIG is not set'); }
require $masthead_config;
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;

/** The line WORDPRESS_VERSION names (`6.1`, `6.8`, `7.1`, or a full version of one of them), else the newest. */
export function wordpressLine(value = process.env.WORDPRESS_VERSION): WordPressLine {
  if (!value) return NEWEST_LINE;
  const line = (Object.keys(WORDPRESS_LINES) as WordPressLine[]).find((name) => value === name || value.startsWith(`${name}.`));
  if (!line) throw new Error(`WORDPRESS_VERSION=${value}: CI runs ${Object.keys(WORDPRESS_LINES).join(', ')}`);
  return line;
}

/** The version a core folder holds, from its wp-includes/version.php. */
export function coreVersion(core: string): string {
  return /\$wp_version = '([^']+)'/.exec(readFileSync(join(core, 'wp-includes/version.php'), 'utf8'))?.[1] ?? 'unknown';
}

/** The core folder of a line, fetched and extracted on first use. */
export function wordpressCore(line: WordPressLine, log: (text: string) => void = console.log): string {
  const suite = WORDPRESS_LINES[line];
  if (suite === null) return SYSTEM_CORE;
  const core = join(CORES, line);
  if (existsSync(join(core, 'wp-settings.php'))) return core;
  log(`Fetching WordPress ${line} from Debian ${suite} (once; kept in .build/wordpress/core/${line})…`);
  const work = join(CORES, `.${line}-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  const lists = join(work, 'lists');
  const cache = join(work, 'cache');
  const debs = join(work, 'debs');
  const tree = join(work, 'root');
  for (const dir of [join(lists, 'partial'), join(cache, 'archives/partial'), debs, tree]) mkdirSync(dir, { recursive: true });
  const sources = join(work, 'sources.list');
  writeFileSync(sources, `deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian ${suite} main\n`);
  const apt = [
    '-o',
    'APT::Sandbox::User=root',
    '-o',
    `Dir::Etc::sourcelist=${sources}`,
    '-o',
    'Dir::Etc::sourceparts=-',
    '-o',
    `Dir::State::Lists=${lists}`,
    '-o',
    `Dir::Cache=${cache}`,
  ];
  try {
    execFileSync('apt-get', [...apt, '-qq', 'update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', [...apt, '-qq', 'download', 'wordpress', ...(LIBRARIES[suite] ?? [])], {
      cwd: debs,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (const deb of readdirSync(debs).filter((name) => name.endsWith('.deb'))) execFileSync('dpkg-deb', ['-x', join(debs, deb), tree]);
    const staged = join(work, 'core');
    // cp -L: Debian links core files into its library packages (relative links, resolved inside the extracted
    // tree); Node's cpSync keeps links below the top level.
    execFileSync('cp', ['-rL', join(tree, 'usr/share/wordpress'), staged]);
    rmSync(join(staged, 'wp-config.php'), { force: true });
    writeFileSync(join(staged, 'wp-config.php'), WP_CONFIG);
    writeFileSync(join(staged, 'VERSION'), `${coreVersion(staged)} (Debian ${suite})\n`);
    rmSync(core, { recursive: true, force: true });
    renameSync(staged, core);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`WordPress ${coreVersion(core)} ready in .build/wordpress/core/${line}`);
  return core;
}
