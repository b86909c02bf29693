/**
 * `npm run lint:php`: `php -l` on every PHP file of the repository (the WordPress plugin, the headless theme and
 * the local scripts, all under wordpress/). Installs Debian's PHP with the rest of the WordPress stack when
 * missing, as `npm run start:wordpress` does.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensurePackages } from './packages.ts';

const ROOT = resolve(import.meta.dirname, '../..');
ensurePackages();
const files = readdirSync(join(ROOT, 'wordpress'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.php') && !file.split('/').includes('node_modules'))
  .map((file) => join(ROOT, 'wordpress', file));
const failed = files.filter((file) => {
  const result = spawnSync('php', ['-l', file], { encoding: 'utf8' });
  if (result.status !== 0) process.stderr.write(result.stdout + result.stderr);
  return result.status !== 0;
});
console.log(`php -l: ${files.length - failed.length} of ${files.length} PHP files clean`);
if (failed.length) process.exit(1);
