/**
 * The committed wrangler.jsonc: local development at the top level, and
 * deployable environments that can never point at a developer's machine or
 * lack what wrangler does not inherit. The checks are shown to catch each
 * kind of mistake on a copy of the real config with one thing broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configProblems,
  deployableEnvs,
  envConfig,
  LOCAL,
  placeholderProblems,
  readWranglerConfig,
  type WranglerConfig,
} from '../../scripts/lib/deploy-config.ts';
import { DEFAULT_PORTS } from '../../scripts/lib/server.ts';
import { addressKind } from '../../worker/config/address-kind.ts';
import { isPlaceholderSecret } from '../../worker/config/placeholder-secrets.ts';

const ROOT = join(import.meta.dirname, '../..');
const committed = readWranglerConfig(join(ROOT, 'wrangler.jsonc'));
const copy = (): WranglerConfig => structuredClone(committed);

const NOT_PUBLIC = [
  'http://127.0.0.1:8788',
  'http://127.9.9.9',
  'http://localhost:8788',
  'https://cms.localhost',
  'http://0.0.0.0:8788',
  'https://10.0.0.5',
  'https://172.16.0.1',
  'https://172.31.255.254',
  'https://192.168.1.10',
  'https://100.64.0.1',
  'https://169.254.169.254',
  'https://[::1]',
  'https://[fe80::1]',
  'https://[fd12:3456::1]',
  'https://[::ffff:127.0.0.1]',
  'https://[::ffff:10.0.0.1]',
  'https://cms.internal',
  'https://printer.local',
  'https://cms',
];

describe('wrangler.jsonc as committed', () => {
  it('has exactly the staging and production environments, and no problem in either', () => {
    expect(deployableEnvs(committed)).toEqual(['staging', 'production']);
    expect(configProblems(committed)).toEqual([]);
  });

  it('keeps local development at the top level: loopback site and CMS, local KV ids, no workers.dev', () => {
    for (const key of ['SITE_ORIGIN', 'CMS_API_BASE', 'CMS_PUBLIC_ORIGIN']) {
      expect(addressKind(new URL(committed.vars![key]!).hostname), key).toBe('loopback');
    }
    expect(committed.workers_dev).toBe(false);
    expect(committed.secrets?.required).toEqual(['PREVIEW_SECRET', 'PURGE_SECRET']);
  });

  it('spells the ports the scripts name once (DEFAULT_PORTS), for a bare wrangler dev of the site and the CMS', () => {
    expect(new URL(committed.vars!.SITE_ORIGIN!).port).toBe(String(DEFAULT_PORTS.site));
    expect(new URL(committed.vars!.CMS_API_BASE!).port).toBe(String(DEFAULT_PORTS.cms));
    const cms = readFileSync(join(ROOT, 'cms/wrangler.toml'), 'utf8');
    expect(/^SITE_PUBLIC_ORIGIN = "(.*)"$/m.exec(cms)?.[1]).toBe(committed.vars!.SITE_ORIGIN);
  });

  it('marks what an operator must fill in, so the preflight refuses to deploy it as committed', () => {
    for (const env of deployableEnvs(committed)) {
      const problems = placeholderProblems(committed, env);
      expect(
        problems.some((problem) => problem.includes('REDIRECTS id is a placeholder')),
        env,
      ).toBe(true);
      expect(
        problems.some((problem) => problem.includes('SITE_STATE id is a placeholder')),
        env,
      ).toBe(true);
      expect(
        problems.some((problem) => problem.includes('vars.CMS_API_BASE is a placeholder')),
        env,
      ).toBe(true);
    }
    expect(placeholderProblems(committed, LOCAL)).toEqual([]);
  });

  it('builds the client on every wrangler entry point', () => {
    const build = (committed as { build?: { command?: string; watch_dir?: string[] } }).build;
    expect(build?.command).toBe('node scripts/build.ts --if-stale');
    // With a build command, wrangler dev reloads only on watch_dir: it must cover the worker and what it bundles.
    for (const path of ['app', 'worker', '.build/build-info.json']) expect(build?.watch_dir ?? [], path).toContain(path);
  });

  it('keeps its comments (JSONC) and traces every request in the deployable environments', () => {
    const raw = readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8');
    expect(raw).toMatch(/^\s*\/\/ The top level is LOCAL DEVELOPMENT/m);
    for (const env of deployableEnvs(committed)) {
      const observability = (committed.env![env] as { observability?: { enabled?: boolean; traces?: { enabled?: boolean } } })
        .observability;
      expect(observability?.enabled, env).toBe(true);
      expect(observability?.traces?.enabled, env).toBe(true);
    }
  });

  it('runs the schedule call every minute locally and in every deployable environment (worker/schedule/)', () => {
    const cronsOf = (config: object) => (config as { triggers?: { crons?: string[] } }).triggers?.crons;
    expect(cronsOf(committed)).toEqual(['* * * * *']);
    for (const env of ['staging', 'production']) expect(cronsOf(committed.env![env]!), env).toEqual(['* * * * *']);
  });

  it('switches Workers Cache and its WORKERS_CACHE var together, and keeps it off locally', () => {
    expect(committed.cache?.enabled).toBe(false);
    expect(committed.vars!.WORKERS_CACHE).toBe('off');
    const config = copy();
    config.env!.production!.cache = { enabled: true };
    expect(configProblems(config)).toContain(
      '[env.production] cache.enabled (true) and vars.WORKERS_CACHE (off) must be switched together',
    );
    config.env!.production!.vars!.WORKERS_CACHE = 'on';
    expect(configProblems(config)).toEqual([]);
  });
});

describe('the deployable-environment check', () => {
  it.each(NOT_PUBLIC)('refuses %s as any origin of any environment', (address) => {
    for (const env of deployableEnvs(committed)) {
      for (const key of ['SITE_ORIGIN', 'CMS_API_BASE', 'CMS_PUBLIC_ORIGIN']) {
        const config = copy();
        config.env![env]!.vars![key] = address;
        const problems = configProblems(config);
        expect(
          problems.some((problem) => problem.startsWith(`[env.${env}] vars.${key} names a`)),
          `${env} ${key}: ${problems.join('; ')}`,
        ).toBe(true);
      }
    }
  });

  it('refuses a route on a loopback or private host', () => {
    for (const pattern of ['127.0.0.1/*', 'localhost', '192.168.0.2/*']) {
      const config = copy();
      config.env!.production!.routes = [{ pattern, custom_domain: true }];
      expect(
        configProblems(config).some((problem) => problem.includes(`route ${pattern} names a`)),
        pattern,
      ).toBe(true);
    }
  });

  it('refuses plain http origins', () => {
    const config = copy();
    config.env!.staging!.vars!.CMS_API_BASE = 'http://cms.example.com';
    expect(configProblems(config)).toContain('[env.staging] vars.CMS_API_BASE must be https: http://cms.example.com');
  });

  it('refuses an environment that lacks any var, KV binding or required secret of the top level', () => {
    for (const env of deployableEnvs(committed)) {
      for (const key of Object.keys(committed.vars!)) {
        const config = copy();
        delete config.env![env]!.vars![key];
        expect(
          configProblems(config).some((problem) => problem.startsWith(`[env.${env}] vars.${key} is missing`)),
          `${env} ${key}`,
        ).toBe(true);
      }
      for (const { binding } of committed.kv_namespaces!) {
        const config = copy();
        config.env![env]!.kv_namespaces = config.env![env]!.kv_namespaces!.filter((namespace) => namespace.binding !== binding);
        expect(configProblems(config)).toContain(
          `[env.${env}] kv_namespaces: ${binding} is missing or has no id (KV namespaces are not inherited)`,
        );
      }
      for (const secret of ['PREVIEW_SECRET', 'PURGE_SECRET']) {
        const config = copy();
        config.env![env]!.secrets = { required: config.env![env]!.secrets!.required!.filter((name) => name !== secret) };
        expect(configProblems(config)).toContain(`[env.${env}] secrets.required lacks ${secret} (a deploy without it must fail)`);
      }
      const undecided = copy();
      delete undecided.env![env]!.workers_dev;
      expect(configProblems(undecided)).toContain(`[env.${env}] workers_dev is not decided (set true or false)`);
      const unrouted = copy();
      delete unrouted.env![env]!.routes;
      expect(configProblems(unrouted)).toContain(`[env.${env}] has neither workers_dev nor a route: nothing would serve it`);
    }
  });

  it('refuses environments that share a worker, a site origin or a KV namespace, or use the local KV ids', () => {
    const shared = copy();
    shared.env!.staging!.name = shared.env!.production!.name!;
    shared.env!.staging!.kv_namespaces![0]!.id = shared.env!.production!.kv_namespaces![0]!.id;
    shared.env!.staging!.vars!.SITE_ORIGIN = shared.env!.production!.vars!.SITE_ORIGIN!;
    const problems = configProblems(shared);
    expect(problems.some((problem) => problem.includes('shares worker name masthead-production'))).toBe(true);
    expect(problems.some((problem) => problem.includes('shares SITE_ORIGIN'))).toBe(true);
    expect(problems.some((problem) => problem.includes('shares KV namespace'))).toBe(true);
    const local = copy();
    local.env!.production!.kv_namespaces![0]!.id = committed.kv_namespaces![0]!.id;
    expect(configProblems(local).some((problem) => problem.includes('uses the local development id'))).toBe(true);
  });

  it('accepts an environment once its placeholders are filled in', () => {
    const config = copy();
    const production = config.env!.production!;
    production.kv_namespaces = production.kv_namespaces!.map(({ binding }, i) => ({ binding, id: `${i}`.repeat(32) }));
    production.vars!.CMS_API_BASE = 'https://cms.immediate.co.uk/wp-json/masthead';
    production.vars!.CMS_PUBLIC_ORIGIN = 'https://cms.immediate.co.uk';
    production.vars!.CF_ZONE_ID = '0123456789abcdef0123456789abcdef';
    expect(placeholderProblems(config, 'production')).toEqual([]);
    expect(configProblems(config)).toEqual([]);
    expect(envConfig(config, 'production').vars!.SITE_ORIGIN).toBe('https://www.immediate.co.uk');
  });
});

describe('placeholder secrets', () => {
  it('covers every secret value published in the repository', () => {
    const devVars = readFileSync(join(ROOT, '.dev.vars.example'), 'utf8');
    const published = [...devVars.matchAll(/^\s*[A-Z_]+\s*=\s*"?([^"\n]*)"?\s*$/gm)].map((match) => match[1]!);
    const cms = readFileSync(join(ROOT, 'cms/wrangler.toml'), 'utf8');
    published.push(/^PREVIEW_SECRET\s*=\s*"([^"]+)"/m.exec(cms)![1]!);
    expect(published.length).toBeGreaterThanOrEqual(3);
    for (const value of published) expect(isPlaceholderSecret(value), value).toBe(true);
    expect(isPlaceholderSecret('a-real-secret-of-sufficient-length')).toBe(false);
  });
});

describe('address kinds', () => {
  it('tells loopback, private, link-local and unspecified hosts from public ones', () => {
    const cases: Record<string, string> = {
      '127.0.0.1': 'loopback',
      localhost: 'loopback',
      '[::1]': 'loopback',
      '::ffff:7f00:1': 'loopback',
      'a.localhost': 'loopback',
      '10.1.2.3': 'private',
      '172.20.0.1': 'private',
      '192.168.0.1': 'private',
      'fd00::1': 'private',
      'cms.internal': 'private',
      '169.254.1.1': 'link-local',
      'fe80::1': 'link-local',
      '0.0.0.0': 'unspecified',
      '::': 'unspecified',
      'www.immediate.co.uk': 'public',
      '172.32.0.1': 'public',
      '8.8.8.8': 'public',
      '2606:4700::1111': 'public',
    };
    for (const [host, kind] of Object.entries(cases)) expect(addressKind(host), host).toBe(kind);
  });
});
