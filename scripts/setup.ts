/**
 * Runs after `npm install`: local secrets for development (copied from
 * .dev.vars.example when missing, lib/dev-vars.ts), then the `Env` typings from `wrangler types`
 * (env-types.ts, imported after the copy as wrangler also reads .dev.vars).
 */
import { ensureDevVars } from './lib/dev-vars.ts';

ensureDevVars();
await import('./env-types.ts');
