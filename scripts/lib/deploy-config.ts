/**
 * wrangler.jsonc as the operator commands and the config test see it: the
 * local top level, the deployable environments under `env`, and the checks
 * that keep a deployable environment from pointing at a developer's machine.
 *
 * - `configProblems`: what must hold for every deployable environment as
 *   committed (test/ops runs it): every var, KV binding and required secret
 *   repeated (wrangler does not inherit them), https origins on public hosts
 *   (no loopback, private or link-local address), workers_dev decided, a route
 *   for SITE_ORIGIN's host, Workers Cache (`cache.enabled`) and its
 *   WORKERS_CACHE var switched together, and nothing shared between environments.
 * - `placeholderProblems`: values still marked as placeholders (the preflight
 *   refuses to deploy them; as committed, the KV ids and CMS hosts are).
 * @module
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { urlAddressKind } from '../../worker/config/address-kind.ts';
import { ROOT } from './cli.ts';

export interface KvNamespace {
  binding: string;
  id: string;
}

export interface Route {
  pattern: string;
  custom_domain?: boolean;
  zone_name?: string;
}

/** The fields of one environment (or the top level) that these checks read. */
export interface EnvConfig {
  name?: string;
  workers_dev?: boolean;
  routes?: Route[];
  route?: Route | string;
  vars?: Record<string, string>;
  kv_namespaces?: KvNamespace[];
  secrets?: { required?: string[] };
  cache?: { enabled?: boolean };
}

export interface WranglerConfig extends EnvConfig {
  name: string;
  env?: Record<string, EnvConfig>;
}

export const LOCAL = 'local';
/** Secrets every deployable environment must declare as required. */
export const REQUIRED_SECRETS = ['PREVIEW_SECRET', 'PURGE_SECRET'];
/** Vars holding an origin or URL that readers' requests depend on: https on a public host. */
const URL_VARS = ['SITE_ORIGIN', 'CMS_API_BASE', 'CMS_PUBLIC_ORIGIN'];

/** The config file every reader uses (JSON with comments and trailing commas, as wrangler reads it). */
export const WRANGLER_CONFIG = 'wrangler.jsonc';

export function parseWranglerJsonc(text: string): WranglerConfig {
  const errors: ParseError[] = [];
  const config = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const where = errors.map((error) => `${printParseErrorCode(error.error)} at offset ${error.offset}`).join(', ');
    throw new Error(`${WRANGLER_CONFIG} is not valid JSONC: ${where}`);
  }
  return config as WranglerConfig;
}

export function readWranglerConfig(file = join(ROOT, WRANGLER_CONFIG)): WranglerConfig {
  return parseWranglerJsonc(readFileSync(file, 'utf8'));
}

export function deployableEnvs(config: WranglerConfig): string[] {
  return Object.keys(config.env ?? {});
}

/** The environment as wrangler uses it: `local` is the top level. */
export function envConfig(config: WranglerConfig, env: string): EnvConfig {
  if (env === LOCAL) return config;
  const found = config.env?.[env];
  if (!found) throw new Error(`${WRANGLER_CONFIG} has no env.${env} (deployable: ${deployableEnvs(config).join(', ') || 'none'})`);
  return found;
}

/** The worker name wrangler deploys an environment as. */
export function workerName(config: WranglerConfig, env: string): string {
  return env === LOCAL ? config.name : (config.env?.[env]?.name ?? `${config.name}-${env}`);
}

function routesOf(env: EnvConfig): Route[] {
  const routes = env.routes ?? (env.route ? [env.route] : []);
  return routes.map((route) => (typeof route === 'string' ? { pattern: route } : route));
}

/** The host a route pattern serves (`www.example.com/*` → `www.example.com`). */
function routeHost(pattern: string): string {
  return pattern
    .replace(/^\*?\.?/, '')
    .split('/')[0]!
    .toLowerCase();
}

export function siteOrigin(config: WranglerConfig, env: string): string {
  const origin = envConfig(config, env).vars?.SITE_ORIGIN;
  if (!origin) throw new Error(`${WRANGLER_CONFIG}: no SITE_ORIGIN for ${env}`);
  return new URL(origin).origin;
}

function checkEnv(config: WranglerConfig, env: string): string[] {
  const problems: string[] = [];
  const where = `[env.${env}]`;
  const target = config.env![env]!;
  const vars = target.vars ?? {};
  for (const key of Object.keys(config.vars ?? {})) {
    if (typeof vars[key] !== 'string' || vars[key] === '')
      problems.push(`${where} vars.${key} is missing (vars are not inherited from the top level)`);
  }
  for (const key of URL_VARS) {
    const value = vars[key];
    if (!value) {
      if (!(key in (config.vars ?? {}))) problems.push(`${where} vars.${key} is missing`);
      continue;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${where} vars.${key} is not a URL: ${value}`);
      continue;
    }
    if (url.protocol !== 'https:') problems.push(`${where} vars.${key} must be https: ${value}`);
    const kind = urlAddressKind(value);
    if (kind !== 'public') problems.push(`${where} vars.${key} names a ${kind ?? 'unparseable'} address: ${value}`);
  }
  const kv = target.kv_namespaces ?? [];
  for (const { binding, id: localId } of config.kv_namespaces ?? []) {
    const found = kv.find((namespace) => namespace.binding === binding);
    if (!found?.id) problems.push(`${where} kv_namespaces: ${binding} is missing or has no id (KV namespaces are not inherited)`);
    else if (found.id === localId) problems.push(`${where} kv_namespaces: ${binding} uses the local development id ${localId}`);
  }
  const required = target.secrets?.required ?? [];
  for (const name of REQUIRED_SECRETS) {
    if (!required.includes(name)) problems.push(`${where} secrets.required lacks ${name} (a deploy without it must fail)`);
  }
  if (typeof target.workers_dev !== 'boolean') problems.push(`${where} workers_dev is not decided (set true or false)`);
  const routes = routesOf(target);
  if (target.workers_dev === false && routes.length === 0)
    problems.push(`${where} has neither workers_dev nor a route: nothing would serve it`);
  for (const { pattern } of routes) {
    const kind = urlAddressKind(routeHost(pattern));
    if (kind !== 'public') problems.push(`${where} route ${pattern} names a ${kind ?? 'unparseable'} address`);
  }
  // The one clock (contract/clock.ts) is moved for tests only: a deployed site reads the real date.
  if (Number(vars.CLOCK_OFFSET_MS ?? 0) !== 0) problems.push(`${where} vars.CLOCK_OFFSET_MS must be 0 or unset (a test setting)`);
  // The cache in front of the worker is purged only when the worker knows it is there (worker/cache/workers-cache.ts).
  const cacheOn = target.cache?.enabled === true;
  if (cacheOn !== (vars.WORKERS_CACHE === 'on'))
    problems.push(
      `${where} cache.enabled (${cacheOn}) and vars.WORKERS_CACHE (${vars.WORKERS_CACHE ?? 'unset'}) must be switched together`,
    );
  if (vars.SITE_ORIGIN && routes.length) {
    const host = URL.canParse(vars.SITE_ORIGIN) ? new URL(vars.SITE_ORIGIN).hostname : '';
    if (!routes.some(({ pattern }) => routeHost(pattern) === host)) problems.push(`${where} no route serves SITE_ORIGIN's host ${host}`);
  }
  return problems;
}

/** Everything wrong with the deployable environments; empty when they may be deployed (placeholders aside). */
export function configProblems(config: WranglerConfig): string[] {
  const envs = deployableEnvs(config);
  const problems = envs.length ? envs.flatMap((env) => checkEnv(config, env)) : [`${WRANGLER_CONFIG} has no deployable env`];
  // Nothing shared between environments: a staging deploy must never touch production's worker, host or KV.
  const seen = new Map<string, string>();
  const claim = (what: string, value: string | undefined, env: string) => {
    if (!value) return;
    const owner = seen.get(`${what}=${value}`);
    if (owner) problems.push(`[env.${env}] shares ${what} ${value} with ${owner}`);
    else seen.set(`${what}=${value}`, env === LOCAL ? 'the top level' : `[env.${env}]`);
  };
  claim('worker name', config.name, LOCAL);
  for (const env of envs) {
    const target = config.env![env]!;
    claim('worker name', workerName(config, env), env);
    claim('SITE_ORIGIN', target.vars?.SITE_ORIGIN, env);
    for (const { id } of target.kv_namespaces ?? []) claim('KV namespace', id, env);
  }
  return problems;
}

const PLACEHOLDER = /placeholder|\.invalid(?:[:/]|$)/i;

/** Values of an environment still marked as placeholders: they must be replaced before a deploy. */
export function placeholderProblems(config: WranglerConfig, env: string): string[] {
  const target = envConfig(config, env);
  const where = `[env.${env}]`;
  const problems: string[] = [];
  for (const [key, value] of Object.entries(target.vars ?? {})) {
    if (PLACEHOLDER.test(value)) problems.push(`${where} vars.${key} is a placeholder: ${value}`);
  }
  for (const { binding, id } of target.kv_namespaces ?? []) {
    if (PLACEHOLDER.test(id) || !/^[0-9a-f]{32}$/.test(id))
      problems.push(
        `${where} kv_namespaces: ${binding} id is a placeholder (${id}): npx wrangler kv namespace create ${binding} --env ${env}`,
      );
  }
  for (const { pattern } of routesOf(target)) {
    if (PLACEHOLDER.test(pattern)) problems.push(`${where} route ${pattern} is a placeholder`);
  }
  return problems;
}
