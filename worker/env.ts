/**
 * Typed configuration from the worker's bindings, validated once per isolate
 * (epic-stack style: a bad deploy fails loudly on its first request).
 * @module
 */
import { z } from 'zod';

const seconds = z.coerce.number().int().min(0);

const ConfigSchema = z.object({
  SITE_ORIGIN: z.url().transform((value) => new URL(value).origin),
  SITE_NAME: z.string().min(1),
  CMS_API_BASE: z.url().transform((value) => value.replace(/\/+$/, '')),
  CMS_PUBLIC_ORIGIN: z.url().transform((value) => new URL(value).origin),
  CACHE_FRESH_SECONDS: seconds,
  CACHE_STALE_SECONDS: seconds,
  CACHE_ERROR_SECONDS: seconds,
  CMS_TIMEOUT_MS: z.coerce.number().int().positive(),
  CMS_MAX_BODY_BYTES: z.coerce.number().int().positive(),
  /** `off` renders every page (no rendered-page cache): an operations switch, and how the bench measures render cost. */
  RENDERED_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PREVIEW_SECRET: z.string().min(16),
  PURGE_SECRET: z.string().min(16),
});

export type Config = z.infer<typeof ConfigSchema>;

const memo = new WeakMap<object, Config>();

export function configOf(env: Env): Config {
  let config = memo.get(env);
  if (!config) {
    config = ConfigSchema.parse(env);
    memo.set(env, config);
  }
  return config;
}
