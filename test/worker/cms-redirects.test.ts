/**
 * One CMS account cannot send readers off the site: a CMS redirect to another
 * host is followed only when the host is on REDIRECT_HOSTS; any other target
 * is logged and answered as if no redirect existed (the page that lives at the
 * path, or the 404), for people, crawlers and the client router alike. The
 * CMS here answers every path with the redirect (a `redirectTo` fault), as a
 * takeover by one account would.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { runs } from '../helpers/property-runs';
import { expectConsoleOutput } from '../helpers/setup';
import { CRAWLER, get, ORIGIN } from '../helpers/site';
import { getWith } from '../helpers/site-with';

/** A content version nothing is cached under: each takeover is a new answer of the lookup. */
async function freshContent(): Promise<void> {
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
}

async function takeover(to: string): Promise<void> {
  await cms.faults({ paths: ['/paths'], redirectTo: to });
  await freshContent();
}

beforeEach(async () => {
  await cms.reset();
  await freshContent();
});
afterEach(async () => {
  await cms.reset();
});

describe('a CMS redirect to another host', () => {
  it('is refused for any host not on REDIRECT_HOSTS: the page that lives there is served, and the refusal logged', async () => {
    expectConsoleOutput();
    const allowed = new Set(['careers.immediate.example', new URL(ORIGIN).hostname]);
    await fc.assert(
      fc.asyncProperty(
        fc
          .webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true })
          .filter((url) => !allowed.has(new URL(url).hostname)),
        fc.constantFrom('/', '/jobs/', '/who-we-are/'),
        async (to, path) => {
          await takeover(to);
          const person = await get(path);
          expect(person.status, `${path} → ${to}`).toBe(200);
          expect(person.headers.get('location')).toBeNull();
          const crawler = await get(path, { ua: CRAWLER });
          expect(crawler.status, `${path} → ${to} (crawler)`).toBe(200);
          const data = await get(`/__data?path=${encodeURIComponent(path)}`);
          expect(((await data.json()) as { kind: string }).kind, `${path} → ${to} (client router)`).toBe('page');
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('is refused where nothing lives: the 404 the path would have had', async () => {
    expectConsoleOutput();
    await takeover('https://evil.example/home');
    const response = await get('/no-such-page/');
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it('is followed for a host on REDIRECT_HOSTS, and refused once the host is taken off', async () => {
    await takeover('https://careers.immediate.example/apply/');
    const followed = await get('/jobs/');
    expect(followed.status).toBe(301);
    expect(followed.headers.get('location')).toBe('https://careers.immediate.example/apply/');
    await cms.reset();
    await freshContent();
    expectConsoleOutput();
    const refused = await getWith({ REDIRECT_HOSTS: '' }, '/careers-portal/');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('location')).toBeNull();
  });

  it('on the same site is still followed (a relative target)', async () => {
    await takeover('/news/');
    const response = await get('/who-we-are/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/news/');
  });
});
