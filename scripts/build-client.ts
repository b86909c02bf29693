/**
 * `npm run build:client`: Vite's production build of the client (assets/_app, .build/build-info.json).
 * NODE_ENV is set here, not inherited: a shell that exports NODE_ENV=development must not ship React's
 * development build. VITE_CONFIG_NATIVE_IGNORE_WARNING silences Vite's notice about the native config loader,
 * as the npm script did before.
 * @module
 */
import { runBin } from './lib/run-bin.ts';

runBin('vite', ['build', '--logLevel', 'warn', ...process.argv.slice(2)], {
  NODE_ENV: 'production',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
});
