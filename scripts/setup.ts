/**
 * Runs after `npm install`: local secrets for development (copied from
 * .dev.vars.example when missing), then the `Env` typings from `wrangler types`
 * (env-types.ts, imported after the copy as wrangler also reads .dev.vars).
 */
import { copyFileSync, existsSync } from 'node:fs';

if (!existsSync('.dev.vars')) copyFileSync('.dev.vars.example', '.dev.vars');
await import('./env-types.ts');
