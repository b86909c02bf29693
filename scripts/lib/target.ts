/**
 * The environment an operator command acts on: `--env staging|production`
 * (wrangler.jsonc's env.*, remote resources) or `--env local` (the top
 * level: the local KV and site that `npm start` uses).
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ROOT } from './cli.ts';
import { deployableEnvs, LOCAL, readWranglerConfig, siteOrigin, type WranglerConfig } from './deploy-config.ts';

export interface Target {
  env: string;
  local: boolean;
  config: WranglerConfig;
  /** The flags that point wrangler at this environment's config and storage. */
  wranglerFlags: string[];
  /** SITE_ORIGIN of the environment (local: where `npm start` serves). */
  origin: string;
}

export function targetOf(env: string | undefined, options: { persistTo?: string } = {}): Target {
  if (!env) fail('--env is required: local, or one of the deployable environments in wrangler.jsonc');
  const config = readWranglerConfig();
  const envs = deployableEnvs(config);
  if (env !== LOCAL && !envs.includes(env)) fail(`unknown environment "${env}" (local, ${envs.join(', ')})`);
  const local = env === LOCAL;
  const wranglerFlags = local ? ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])] : ['--env', env, '--remote'];
  return { env, local, config, wranglerFlags, origin: siteOrigin(config, env) };
}

/** A secret from the process environment; for local development, .dev.vars as `npm start` reads it. */
export function secretFromEnvironment(name: string, target: Target): string | undefined {
  const value = process.env[name];
  if (value) return value;
  if (!target.local) return undefined;
  const file = join(ROOT, '.dev.vars');
  if (!existsSync(file)) return undefined;
  const match = new RegExp(`^\\s*${name}\\s*=\\s*"?([^"\\n]*)"?\\s*$`, 'm').exec(readFileSync(file, 'utf8'));
  return match?.[1];
}
