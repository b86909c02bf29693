/**
 * A failing CMS loses nothing a reader could already see: fault tests against
 * the reference CMS's fault switches, in workerd.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CacheUnavailableError } from '../../worker/cache/swr-cache';
import { ContentService } from '../../worker/cms/content-service';
import { configOf } from '../../worker/env';
import { RequestLog } from '../../worker/observability/request-log';
import { cms } from '../helpers/cms';
import { isolateParts, recordPurge } from '../helpers/isolate';
import { get, html } from '../helpers/site';
import { eventually } from '../helpers/wait';

/** A content service whose entries are never fresh or stale: every read reloads, and falls back only on errors. */
function errorOnlyService(timeoutMs = 400) {
  const config = { ...configOf(env), CACHE_FRESH_SECONDS: 0, CACHE_STALE_SECONDS: 0, CMS_TIMEOUT_MS: timeoutMs };
  const background: Promise<unknown>[] = [];
  const version = `test-${crypto.randomUUID()}`;
  const service = new ContentService(config, new RequestLog(), version, {
    preview: false,
    waitUntil: (p) => background.push(p),
    ...isolateParts(config),
  });
  return { service, settle: () => Promise.all(background.splice(0)) };
}

describe('stale-if-error in the content layer', () => {
  const faults = [
    ['a 5xx', { status: 503 }],
    // Longer than the test would wait: an answer at all proves the service stopped waiting on its own deadline.
    ['a timeout', { delayMs: 30_000 }],
    ['a reset mid-body', { reset: true }],
    ['malformed JSON', { malformed: true }],
    ['schema-invalid data', { invalid: true }],
    ['a 30 MB body', { hugeMb: 30 }],
  ] as const;

  it.each(faults)('serves the last good nodes through %s', async (_name, fault) => {
    const { service, settle } = errorOnlyService();
    const good = await service.slots('imagine', '/imagine/');
    await settle();
    await cms.reset();
    await cms.faults({ paths: ['/nodes'], ...fault });
    expect(await service.slots('imagine', '/imagine/')).toEqual(good);
    // Loads behind the copy included, the failing CMS was asked twice at most (one retry): no wait beyond that.
    await settle();
    expect((await cms.counts())['/nodes'] ?? 0).toBeLessThanOrEqual(2);
  });

  it('fails fast for content never seen during an outage', async () => {
    const { service } = errorOnlyService();
    await cms.reset();
    // The CMS would answer long after the test ends: the rejection comes from the service's own deadline.
    await cms.faults({ paths: ['/nodes'], delayMs: 30_000 });
    await expect(service.slots('award-wins', '/award-wins/')).rejects.toBeInstanceOf(CacheUnavailableError);
    expect((await cms.counts())['/nodes']).toBe(1);
  });
});

describe('readers during an outage', () => {
  it('keep getting a page they could see before', async () => {
    expect((await get('/gender-pay/')).status).toBe(200);
    await eventually(async () => expect((await get('/gender-pay/')).headers.get('server-timing')).toContain('page-hit'));
    for (const fault of [{ status: 500 }, { malformed: true }, { reset: true }, { delayMs: 5000 }] as const) {
      await cms.faults(fault);
      const response = await get('/gender-pay/');
      expect(response.status, JSON.stringify(fault)).toBe(200);
      await response.body?.cancel();
    }
  });

  it('get the generic error page with no-store and Retry-After for a page never seen, within the timeout', async () => {
    // A new content version: nothing is cached under it, as in a location that never served the site.
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
    await cms.reset();
    // The CMS answers long after the test ends: a page at all is the site's own deadline (CMS_TIMEOUT_MS).
    await cms.faults({ delayMs: 30_000 });
    const { response, body } = await html('/terms-and-conditions/');
    // One call per read, no retry after a timeout: within one CMS_TIMEOUT_MS.
    for (const [path, count] of Object.entries(await cms.counts())) expect(count, path).toBe(1);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(body).toContain('An unexpected error occurred');
    expect(body).toContain('Please try to return to the home page');
  });

  it('reach the CMS once for 50 concurrent requests of an uncached page', async () => {
    await cms.reset();
    const responses = await Promise.all(Array.from({ length: 50 }, () => get('/trading-policies/potacs/')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    await Promise.all(responses.map((response) => response.text()));
    const counts = await cms.counts();
    expect(counts['/nodes']).toBe(1);
  });
});

describe('subrequests', () => {
  it('makes at most 3 CMS calls for an uncached page and none for a cached one', async () => {
    await cms.reset();
    await (await get('/trading-policies/suppliers/')).text();
    expect(await cms.total()).toBeLessThanOrEqual(3);
    await eventually(async () => expect((await get('/trading-policies/suppliers/')).headers.get('server-timing')).toContain('page-hit'));
    await cms.reset();
    await (await get('/trading-policies/suppliers/')).text();
    expect(await cms.total()).toBe(0);
  });
});
