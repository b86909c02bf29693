/**
 * Runs after `npm install`: local secrets for development (copied from
 * .dev.vars.example when missing) and the `Env` typings from `wrangler types`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';

if (!existsSync('.dev.vars')) copyFileSync('.dev.vars.example', '.dev.vars');
execFileSync('wrangler', ['types', '--env-interface', 'Env'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
