/**
 * The worker's config check: the placeholder secrets published in this
 * repository are refused unless the site itself is on loopback, and a bad
 * config answers every request with a small plain 503 (nothing rendered, no
 * CMS call), logged once per isolate without the secret values.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_SECRETS } from '../../worker/config/placeholder-secrets';
import { configOf } from '../../worker/env';
import { HttpError } from '../../worker/errors';
import { cms } from '../helpers/cms';
import { freshIsolate } from '../helpers/isolate';
import { getWith } from '../helpers/site-with';

const [PLACEHOLDER_PREVIEW, PLACEHOLDER_PURGE] = PLACEHOLDER_SECRETS as [string, string];

describe('config', () => {
  it('accepts the placeholder secrets on a loopback site origin (local development)', () => {
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8820', 'http://[::1]:8787']) {
      const config = configOf({
        ...env,
        SITE_ORIGIN: origin,
        PREVIEW_SECRET: PLACEHOLDER_PREVIEW,
        PURGE_SECRET: PLACEHOLDER_PURGE,
      } as unknown as Env);
      expect(config.SITE_ORIGIN).toBe(new URL(origin).origin);
    }
  });

  it('refuses each placeholder secret on any other origin, logging once which setting is wrong and never its value', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [name, value] of [
      ['PREVIEW_SECRET', PLACEHOLDER_PREVIEW],
      ['PURGE_SECRET', PLACEHOLDER_PURGE],
      ['PURGE_SECRET_PREVIOUS', PLACEHOLDER_PURGE],
      ['PREVIEW_SECRET_PREVIOUS', ` ${PLACEHOLDER_PREVIEW} `],
    ] as const) {
      errors.mockClear();
      const bad = { ...env, SITE_ORIGIN: 'https://staging.example.co.uk', [name]: value } as unknown as Env;
      // The isolate reads a bindings object once: three requests, one log line.
      const isolate = freshIsolate();
      for (let i = 0; i < 3; i++) {
        let thrown: unknown;
        try {
          isolate.configOf(bad);
        } catch (error) {
          thrown = error;
        }
        expect(thrown, name).toBeInstanceOf(HttpError);
        expect((thrown as HttpError).status).toBe(503);
      }
      expect(errors, name).toHaveBeenCalledTimes(1);
      const logged = String(errors.mock.calls[0]![0]);
      expect(logged).toContain(name);
      expect(logged).not.toContain(value.trim());
    }
  });

  it('answers every request with a plain 503 and Retry-After while the config is bad, without calling the CMS', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await cms.reset();
    const bad = { SITE_ORIGIN: 'https://www.immediate.co.uk', PURGE_SECRET: PLACEHOLDER_PURGE };
    for (const path of ['/', '/imagine/', '/__data?path=/', '/sitemap.xml']) {
      const response = await getWith(bad, path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('503 Service Unavailable');
    }
    expect(await cms.total()).toBe(0);
    expect(errors).toHaveBeenCalled();
  });
});
