/**
 * `npm run build:client`: Vite's production build of the client (assets/_app, .build/build-info.json). With
 * `--staged` the build info stays where Vite wrote it, for scripts/build.ts to move once its whole build is done
 * (scripts/lib/build-info-files.ts says why).
 * NODE_ENV is set here, not inherited: a shell that exports NODE_ENV=development must not ship React's
 * development build. VITE_CONFIG_NATIVE_IGNORE_WARNING silences Vite's notice about the native config loader,
 * as the npm script did before.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILD_INFO, BUILD_INFO_STAGED } from './lib/build-info-files.ts';
import { binCommand } from './lib/run-bin.ts';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const result = spawnSync(...binCommand('vite', ['build', '--logLevel', 'warn', ...args.filter((arg) => arg !== '--staged')]), {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
if (result.error) throw result.error;
if (result.status === 0 && !args.includes('--staged')) renameSync(join(ROOT, BUILD_INFO_STAGED), join(ROOT, BUILD_INFO));
process.exit(result.status ?? 1);
