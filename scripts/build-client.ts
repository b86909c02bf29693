/**
 * `npm run build:client`: Vite's production build of the client (assets/_app, .build/build-info.json). With
 * `--staged` the build info stays where Vite wrote it, for scripts/build.ts to move once its whole build is done
 * (scripts/lib/build-info-files.ts says why).
 * NODE_ENV is set here, not inherited: a shell that exports NODE_ENV=development must not ship React's
 * development build. VITE_CONFIG_NATIVE_IGNORE_WARNING silences Vite's notice about the native config loader,
 * as the npm script did before.
 * @module
 */
import { resolve } from 'node:path';
import { publishBuildInfo } from './lib/build-info-files.ts';
import { spawnBin } from './lib/run-bin.ts';

const args = process.argv.slice(2);
const status = spawnBin('vite', ['build', '--logLevel', 'warn', ...args.filter((arg) => arg !== '--staged')], {
  NODE_ENV: 'production',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
});
if (status === 0 && !args.includes('--staged')) publishBuildInfo(resolve(import.meta.dirname, '..'));
process.exit(status);
