/**
 * Writes worker-configuration.d.ts (the `Env` interface and the runtime's types) from wrangler.jsonc with
 * `wrangler types`, keeping its report off the terminal (errors still show): `npm run typecheck` runs it first,
 * and scripts/setup.ts after `npm install`. In code rather than `wrangler types >/dev/null`, which only POSIX
 * shells understand.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { binCommand } from './lib/run-bin.ts';

execFileSync(...binCommand('wrangler', ['types', '--env-interface', 'Env']), {
  cwd: resolve(import.meta.dirname, '..'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
