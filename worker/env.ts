/**
 * Typed configuration from the worker's bindings, validated once per isolate
 * (epic-stack style: a bad deploy fails loudly on its first request).
 *
 * Outside local development (SITE_ORIGIN not loopback) the placeholder secrets
 * published in this repository are refused, and so is DEV_CLIENT_ORIGIN (the
 * `npm run dev` client). A bad config is logged once per
 * isolate, naming the settings (never their values), and every request gets a
 * small plain 503 with Retry-After: readers and crawlers are told to come back,
 * nothing is cached, and no error page that needs the CMS is rendered.
 * @module
 */
import * as z from 'zod/mini';
import { clockNow } from '../contract/clock';
import { lazy } from '../contract/lazy';
import { addressKind } from './config/address-kind';
import { isPlaceholderSecret, SECRET_NAMES } from './config/placeholder-secrets';
import { HttpError } from './errors';

// zod/mini, not classic zod: a new isolate builds this schema and parses it on its first request, and classic's
// schemas (each with all its methods) cost a start several times more (bench/README.md, "Where startup goes").
// Schemas are immutable, so fields of one kind share one instance: each built costs a new isolate's start.
const seconds = z.coerce.number().check(z.int(), z.minimum(0));
const positiveInt = z.coerce.number().check(z.int(), z.positive());
const secret = z.string().check(z.minLength(16));
const origin = z.pipe(
  z.url(),
  z.transform((value: string) => new URL(value).origin),
);
const onOff = z.enum(['on', 'off']);
const on = z._default(onOff, 'on');
const off = z._default(onOff, 'off');

const ConfigSchema = z
  .object({
    SITE_ORIGIN: origin,
    SITE_NAME: z.string().check(z.minLength(1)),
    CMS_API_BASE: z.pipe(
      z.url(),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
    CMS_PUBLIC_ORIGIN: origin,
    CACHE_FRESH_SECONDS: seconds,
    CACHE_STALE_SECONDS: seconds,
    CACHE_ERROR_SECONDS: seconds,
    CMS_TIMEOUT_MS: positiveInt,
    CMS_MAX_BODY_BYTES: positiveInt,
    /** After the CMS fails, how long it is left alone before a background probe (doubling while probes fail): cms-breaker.ts. */
    CMS_BREAKER_PAUSE_MS: z._default(positiveInt, 1000),
    /** `off` renders every page (no rendered-page cache): an operations switch, and how the bench measures render cost. */
    RENDERED_PAGE_CACHE: on,
    /**
     * `on`: public pages and data answers carry the headers Cloudflare's cache in front of the worker needs, and a
     * publish purges it with `ctx.cache.purge`, wherever the runtime has `ctx.cache` (worker/cache/workers-cache.ts).
     * Set it with `cache.enabled` in wrangler.jsonc; without `ctx.cache` (local, tests) nothing changes.
     */
    WORKERS_CACHE: off,
    /**
     * `npm run dev` only (scripts/start.ts): the origin of Vite's dev server. The document then loads the client
     * from it (worker/render/document.ts `devClientBuild`) and the CSP allows it (security-headers.ts). Unset
     * everywhere else; refused unless it and SITE_ORIGIN are both loopback.
     */
    DEV_CLIENT_ORIGIN: z.optional(origin),
    /**
     * Hosts a CMS redirect may send readers to (comma-separated, exact names): the publisher's own sites. Any
     * other off-site target is refused and answered as if no redirect existed (pipeline/cms-redirects.ts), so no
     * single CMS account can send readers off the site.
     */
    REDIRECT_HOSTS: z.pipe(
      z._default(z.string(), ''),
      z.transform((value: string) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
    /** `on`: every answer carries Server-Timing (local development, tests); `off`: operators only (observability/diagnostics.ts). */
    DIAGNOSTICS: off,
    /** The one clock's offset (contract/clock.ts): tests move the calendar with it; the preflight refuses another value than 0. */
    CLOCK_OFFSET_MS: z._default(z.coerce.number().check(z.int()), 0),
    PREVIEW_SECRET: secret,
    PURGE_SECRET: secret,
    /** Set only while a secret is being rotated: what it signed is still accepted. */
    PREVIEW_SECRET_PREVIOUS: z.optional(secret),
    PURGE_SECRET_PREVIOUS: z.optional(secret),
  })
  .check(
    z.superRefine((config, ctx) => {
      // Refinements run even when a field failed to parse: a value that is not a URL is reported by its own check.
      const kind = (value: string) => (URL.canParse(value) ? addressKind(new URL(value).hostname) : null);
      const devClient = config.DEV_CLIENT_ORIGIN;
      if (devClient && kind(devClient) !== 'loopback')
        ctx.addIssue({ code: 'custom', path: ['DEV_CLIENT_ORIGIN'], message: 'must be a loopback origin' });
      const site = kind(config.SITE_ORIGIN);
      if (site === null || site === 'loopback') return;
      if (devClient) ctx.addIssue({ code: 'custom', path: ['DEV_CLIENT_ORIGIN'], message: 'is for local development only' });
      for (const name of SECRET_NAMES) {
        if (isPlaceholderSecret(config[name]))
          ctx.addIssue({ code: 'custom', path: [name], message: 'is a placeholder published in the repository' });
      }
    }),
  );

export type Config = z.infer<typeof ConfigSchema>;

/** Now on the one clock (contract/clock.ts): whatever is judged by the calendar reads it. */
export function nowOf(config: Config): number {
  return clockNow(config.CLOCK_OFFSET_MS);
}

/** The current secret, then the previous one while a rotation is under way. */
export function secretsOf(config: Config, name: 'PREVIEW_SECRET' | 'PURGE_SECRET'): string[] {
  const previous = config[`${name}_PREVIOUS`];
  return previous ? [config[name], previous] : [config[name]];
}

/**
 * The config from the worker's bindings; an invalid one is logged and throws the 503 every request then gets.
 * Parsed on each call: the isolate reads it once per bindings object (worker/isolate/isolate.ts).
 */
export function configOf(env: Env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'} ${issue.message}`).join('; ');
  console.error(JSON.stringify({ level: 'error', message: `worker configuration is invalid: ${problems}` }));
  throw new HttpError(503, 'Service Unavailable', 'The site is not configured correctly', { retryAfter: 60 });
}

// ---------------------------------------------------------------------------
// Global purge (worker/purge/global-purge.ts): read apart from the rest, so a
// misconfigured purge is reported by the purge it affects, not by every page.
// ---------------------------------------------------------------------------

/** Built on the first purge (contract/lazy.ts). */
const modeSchema = lazy(() => z.object({ GLOBAL_PURGE: z._default(z.enum(['off', 'zone']), 'off') }));

/** Built when the switch is on (contract/lazy.ts): most isolates never read it. */
const zoneEnvSchema = lazy(() =>
  z.object({
    CF_API_BASE: z.pipe(
      z._default(z.url(), 'https://api.cloudflare.com/client/v4'),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
    CF_ZONE_ID: z
      .string({ error: 'GLOBAL_PURGE=zone needs CF_ZONE_ID' })
      .check(z.regex(/^[0-9a-f]{32}$/, 'CF_ZONE_ID must be a 32-character hex zone id')),
    CF_API_TOKEN: z.string({ error: 'GLOBAL_PURGE=zone needs the CF_API_TOKEN secret' }).check(z.minLength(1)),
    GLOBAL_PURGE_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(30_000)), 3000),
  }),
);

export type GlobalPurgeSettings = { mode: 'off' } | { mode: 'zone'; apiBase: string; zoneId: string; apiToken: string; timeoutMs: number };

export type GlobalPurgeConfig = { ok: true; settings: GlobalPurgeSettings } | { ok: false; error: string };

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/**
 * The switch and its secrets from the worker's bindings (the isolate reads them once per bindings object). With
 * the switch off nothing else is read.
 */
export function globalPurgeConfig(env: object): GlobalPurgeConfig {
  const mode = modeSchema().safeParse(env);
  if (!mode.success) return { ok: false, error: describeIssues(mode.error) };
  if (mode.data.GLOBAL_PURGE === 'off') return { ok: true, settings: { mode: 'off' } };
  const zone = zoneEnvSchema().safeParse(env);
  if (!zone.success) return { ok: false, error: describeIssues(zone.error) };
  const { CF_API_BASE, CF_ZONE_ID, CF_API_TOKEN, GLOBAL_PURGE_TIMEOUT_MS } = zone.data;
  return {
    ok: true,
    settings: { mode: 'zone', apiBase: CF_API_BASE, zoneId: CF_ZONE_ID, apiToken: CF_API_TOKEN, timeoutMs: GLOBAL_PURGE_TIMEOUT_MS },
  };
}
