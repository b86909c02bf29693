/**
 * The fault matrix: each dependency the worker reads (the legacy table and
 * the site state in KV, the Cache API, the CMS) fails in each way (throws,
 * hangs past its deadline, returns garbage) while readers ask for a page seen
 * before, a page never seen, the same page as a crawler, the client router's
 * data, the sitemap and a document under /media/, and the CMS sends a purge. Faults are injected at the binding boundary
 * (test/helpers/faulty-bindings.ts) or by the reference CMS's fault
 * switches. Expected: what was cached stays 200, KV failures fall back to the
 * last known content version and to "no legacy redirect", a Cache API failure
 * renders from the CMS, nothing waits for a hanging dependency (a hang lasts longer
 * than the test: a cell answered at all was answered by the worker's own deadline), and each
 * fault is logged naming the dependency. The table is printed for the README.
 */

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signPurge } from '../../contract/signing.server';
import { createSite } from '../../worker/index';
import { clockSeconds } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { type FaultMode, faultyCache, faultyKv } from '../helpers/faulty-bindings';
import { freshIsolate } from '../helpers/isolate';
import { CRAWLER, ORIGIN, PERSON } from '../helpers/site';

type Scenario = 'seen page' | 'crawler' | '/__data' | 'sitemap' | 'media' | 'unseen page' | 'purge';
const SCENARIOS: Scenario[] = ['seen page', 'crawler', '/__data', 'sitemap', 'media', 'unseen page', 'purge'];
const MODES: FaultMode[] = ['throws', 'hangs', 'garbage'];
type Dependency = 'REDIRECTS KV' | 'SITE_STATE KV' | 'Cache API' | 'CMS';

/** Pages no other test asks for, one per row, so "unseen" really is unseen. */
const UNSEEN = [
  '/cookies/further-information/',
  '/cookies/your-preferences/',
  '/cookies/advertising-on-our-websites/',
  '/cookies/analytics-on-our-websites/',
  '/cookies/how-do-we-use-cookies/',
  '/cookies/cookies-2/',
  '/privacy/how-to-contact-the-dpo/',
  '/privacy/your-rights-and-further-information/',
  '/privacy/how-long-we-hold-personal-information-for/',
  '/privacy/who-we-share-your-information-with/',
  '/privacy/how-and-why-we-use-your-information/',
  '/privacy/how-we-look-after-your-information/',
];
const SEEN = '/our-brands/olivemagazine/';

/** CMS fault switches standing for the three modes (a reset connection, a 5 s stall, malformed JSON). */
// A hanging CMS answers only after the test would have timed out (as the hanging bindings never do): a cell that
// answers at all was answered by the site's own deadline, whatever the machine's speed.
const CMS_FAULTS = { throws: { reset: true }, hangs: { delayMs: 60_000 }, garbage: { malformed: true } } as const;

const results: { dependency: Dependency; mode: FaultMode; cells: Record<Scenario, string>; lines: string[] }[] = [];

const MEDIA = '/media/files/rate-card-food-2024.pdf';
let purgeClock = clockSeconds() + 120;

async function signedPurge(): Promise<Request> {
  const body = JSON.stringify({ paths: ['/complaints/'] });
  const timestamp = String(purgeClock++);
  return new Request(`${ORIGIN}/__purge`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-masthead-timestamp': timestamp,
      'x-masthead-signature': await signPurge(env.PURGE_SECRET, timestamp, body),
    },
  });
}

async function requestFor(scenario: Scenario, unseen: string): Promise<Request> {
  if (scenario === 'purge') return signedPurge();
  if (scenario === 'media') return new Request(`${ORIGIN}${MEDIA}`, { headers: { 'user-agent': PERSON } });
  const ua = scenario === 'crawler' ? CRAWLER : PERSON;
  const path =
    scenario === '/__data'
      ? `/__data?path=${encodeURIComponent(SEEN)}`
      : scenario === 'sitemap'
        ? '/sitemap.xml'
        : scenario === 'unseen page'
          ? unseen
          : SEEN;
  return new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': ua }, redirect: 'manual' });
}

type Site = ReturnType<typeof createSite>;

async function call(site: Site, request: Request, bindings: Env): Promise<{ status: number; body: string }> {
  const ctx = createExecutionContext();
  const response = await site.fetch(request, bindings, ctx);
  const body = await response.text();
  // Background work (cache writes) is waited for, but a write that hangs is the dependency's fault, not the reader's.
  await Promise.race([waitOnExecutionContext(ctx), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  return { status: response.status, body };
}

async function warm(site: Site): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const scenario of SCENARIOS.filter((name) => name !== 'unseen page' && name !== 'purge'))
      await call(site, await requestFor(scenario, ''), env);
  }
}

function bindingsFor(dependency: Dependency, mode: FaultMode): Env {
  if (dependency === 'REDIRECTS KV') return { ...env, REDIRECTS: faultyKv(env.REDIRECTS, mode, 'REDIRECTS') };
  if (dependency === 'SITE_STATE KV') return { ...env, SITE_STATE: faultyKv(env.SITE_STATE, mode, 'SITE_STATE') };
  if (dependency === 'Cache API') return { ...env, EDGE_CACHE: faultyCache(caches.default, mode) } as Env;
  return env;
}

/**
 * What each cell must answer: cached content stays; a page never seen during a CMS outage is a 503;
 * a purge that cannot be recorded (site state unreachable) is a 503 the CMS retries.
 */
function expectedStatus(dependency: Dependency, scenario: Scenario, _mode: FaultMode): number {
  if (dependency === 'CMS' && scenario === 'unseen page') return 503;
  if (dependency === 'SITE_STATE KV' && scenario === 'purge') return 503;
  return 200;
}

describe('fault matrix', () => {
  let row = 0;
  const rows = (['REDIRECTS KV', 'SITE_STATE KV', 'Cache API', 'CMS'] as const).flatMap((dependency) =>
    MODES.map((mode) => [dependency, mode] as const),
  );

  it.each(rows)('%s %s: readers keep what they could see', async (dependency, mode) => {
    const unseen = UNSEEN[row++]!;
    // A new isolate per row, on a clock the test can move: nothing a row before opened or remembered.
    let skew = 0;
    const site = createSite(freshIsolate(() => Date.now() + skew));
    await warm(site);
    // The isolate remembers the content version for 5 s: move its clock past that, so the faulty KV is really asked.
    if (dependency === 'SITE_STATE KV') skew += 5_100;
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    if (dependency === 'CMS') await cms.faults(CMS_FAULTS[mode]);
    const bindings = bindingsFor(dependency, mode);
    const cells = {} as Record<Scenario, string>;
    for (const scenario of SCENARIOS) {
      const { status, body } = await call(site, await requestFor(scenario, unseen), bindings);
      cells[scenario] = `${status}`;
      expect(status, `${dependency} ${mode} ${scenario}`).toBe(expectedStatus(dependency, scenario, mode));
      if (status === 200 && (scenario === 'seen page' || scenario === 'crawler')) expect(body).toContain('olivemagazine.com');
    }
    await cms.reset();
    spy.mockRestore();
    results.push({ dependency, mode, cells, lines });
  });

  it('logs each failing dependency by name, at most once per request', () => {
    for (const dependency of ['REDIRECTS KV', 'SITE_STATE KV', 'Cache API', 'CMS'] as const) {
      const lines = results.filter((result) => result.dependency === dependency).flatMap((result) => result.lines);
      // The CMS is named by what failed (its API path); the bindings by their own names.
      const name = dependency === 'CMS' ? /\/(paths|nodes|site|routes)/ : new RegExp(dependency);
      expect(
        lines.some((line) => name.test(line)),
        `${dependency} is named in the log`,
      ).toBe(true);
      if (dependency !== 'CMS') {
        for (const line of lines) expect((line.match(new RegExp(dependency, 'g')) ?? []).length, line).toBeLessThanOrEqual(1);
      }
    }
  });

  afterAll(() => {
    const header = `| dependency | fault | ${SCENARIOS.join(' | ')} |`;
    const rule = `|---|---|${SCENARIOS.map(() => '---').join('|')}|`;
    const body = results.map(
      ({ dependency, mode, cells }) => `| ${dependency} | ${mode} | ${SCENARIOS.map((name) => cells[name]).join(' | ')} |`,
    );
    console.info(['', header, rule, ...body].join('\n'));
  });
});
