/**
 * Checks made before anything is uploaded to an environment: its config in
 * wrangler.jsonc (no loopback or private address, nothing missing, no
 * placeholder left) and the secret values this machine is about to send (a
 * secrets file, or the process environment), none of which may be a
 * placeholder published in the repository. That the secrets exist on the
 * worker is wrangler's own check (`secrets.required` in wrangler.jsonc).
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { isPlaceholderSecret, SECRET_NAMES } from '../../worker/config/placeholder-secrets.ts';
import { fail } from './cli.ts';
import { configProblems, LOCAL, placeholderProblems, readWranglerConfig, type WranglerConfig } from './deploy-config.ts';

/** Secrets from a wrangler `--secrets-file` (JSON, or KEY=VALUE lines). */
export function readSecretsFile(file: string): Record<string, string> {
  if (!existsSync(file)) throw new Error(`secrets file ${file} does not exist`);
  const text = readFileSync(file, 'utf8');
  if (text.trim().startsWith('{')) return JSON.parse(text) as Record<string, string>;
  const secrets: Record<string, string> = {};
  for (const match of text.matchAll(/^\s*([A-Z0-9_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\n#]*?))\s*$/gm)) {
    secrets[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return secrets;
}

export interface PreflightResult {
  checks: { name: string; problems: string[] }[];
  ok: boolean;
}

export function preflight(config: WranglerConfig, env: string, secrets: Record<string, string | undefined>): PreflightResult {
  const secretProblems: string[] = [];
  for (const name of SECRET_NAMES) {
    const value = secrets[name];
    if (value === undefined) continue;
    if (isPlaceholderSecret(value))
      secretProblems.push(`${name} is a placeholder published in the repository: choose a new random value (openssl rand -hex 32)`);
    else if (value.length < 16) secretProblems.push(`${name} is shorter than 16 characters`);
  }
  const checks = [
    {
      name: `wrangler.jsonc env.${env}: addresses, vars, KV, secrets declared, routes`,
      problems: configProblems(config).filter((problem) => problem.includes(`[env.${env}]`)),
    },
    { name: `wrangler.jsonc env.${env}: no placeholder left`, problems: placeholderProblems(config, env) },
    { name: 'secret values to be sent: none is a published placeholder', problems: secretProblems },
  ];
  return { checks, ok: checks.every((check) => check.problems.length === 0) };
}

/** Prints the checks for `env`; exits 1 when any fails (or returns false, with `exit: false`). */
export function runPreflight(env: string | undefined, secretsFile: string | undefined, options: { exit?: boolean } = {}): boolean {
  if (!env || env === LOCAL) fail('--env must name a deployable environment (staging, production)');
  const config = readWranglerConfig();
  if (!config.env?.[env]) fail(`wrangler.jsonc has no env.${env}`);
  let secrets: Record<string, string | undefined> = process.env;
  if (secretsFile) {
    try {
      secrets = { ...process.env, ...readSecretsFile(secretsFile) };
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const result = preflight(config, env, secrets);
  console.log(`preflight for ${env}:`);
  for (const check of result.checks) {
    console.log(`  ${check.problems.length ? '✗' : '✓'} ${check.name}`);
    for (const problem of check.problems) console.log(`      ${problem}`);
  }
  if (!result.ok && options.exit !== false) fail(`${env} is not deployable as configured (docs/operations.md, "First deploy from zero")`);
  return result.ok;
}
