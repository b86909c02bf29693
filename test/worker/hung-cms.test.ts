import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createSite } from '../../worker/index';
import { cms } from '../helpers/cms';
import { freshIsolate, recordPurge } from '../helpers/isolate';
import { CRAWLER, PERSON } from '../helpers/site';
import { getWith } from '../helpers/site-with';

const PAGE = '/who-we-are/';
const READS = [PAGE, `/__data?path=${encodeURIComponent(PAGE)}`, '/robots.txt', '/news/feed.xml'];
const HANG = { delayMs: 10_000 } as const;

function settings(pauseMs: number): Record<string, string> {
  return {
    CMS_TIMEOUT_MS: '400',
    CMS_BREAKER_PAUSE_MS: String(pauseMs),
    CACHE_FRESH_SECONDS: '0',
    CACHE_STALE_SECONDS: '0',
    RENDERED_PAGE_CACHE: 'off',
  };
}

/** A site on a new isolate (closed breakers, empty memory) whose clock the test moves: `advance(ms)`. */
function newSite() {
  let skew = 0;
  const site = createSite(freshIsolate(() => Date.now() + skew));
  return {
    site,
    advance(ms: number) {
      skew += ms;
    },
  };
}

/** A request to `site` with the given settings; waits for its background work (cache writes, a probe). */
async function get(
  site: ReturnType<typeof createSite>,
  bindings: Record<string, string>,
  path: string,
): Promise<{ status: number; calls: number; body: string }> {
  const response = await getWith(bindings, path, {}, site);
  const body = await response.text();
  const calls = Number(/(\d+) call\(s\)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { status: response.status, calls, body };
}

describe('a hung CMS', () => {
  it('costs one timeout: afterwards every read answers from the cache without asking it', async () => {
    const { site } = newSite();
    const bindings = settings(600_000);
    for (const path of READS) expect((await get(site, bindings, path)).status, path).toBe(200);
    await cms.faults(HANG);
    // The first reader waits for the timeout, then gets the cached copy.
    const first = await get(site, bindings, PAGE);
    expect(first.status).toBe(200);
    expect(first.calls).toBeGreaterThan(0);
    const asked = await cms.total();
    for (let round = 0; round < 3; round++) {
      for (const path of READS) {
        const answer = await get(site, bindings, path);
        expect(answer.status, path).toBe(200);
        expect(answer.calls, `${path} asked the CMS`).toBe(0);
      }
    }
    expect(await cms.total()).toBe(asked);
    expect((await get(site, bindings, PAGE)).body).toContain('</html>');
  });

  it('is probed in the background, once per pause, the pause doubling, and found again when it answers', async () => {
    const { site, advance } = newSite();
    const bindings = settings(300);
    expect((await get(site, bindings, PAGE)).status).toBe(200);
    await cms.faults(HANG);
    await get(site, bindings, PAGE); // times out: the breaker opens for 300 ms
    let asked = await cms.total();

    advance(320);
    // The pause is over: this reader is answered from the cache, and one probe goes out behind it (and times out).
    expect((await get(site, bindings, PAGE)).calls).toBe(0);
    // The probe runs after the answer (waitUntil): wait for it to reach the CMS rather than race it.
    await expect.poll(() => cms.total()).toBe(asked + 1);
    asked += 1;
    // The failed probe doubled the pause: nobody asks for the next 600 ms.
    advance(320);
    expect((await get(site, bindings, PAGE)).calls).toBe(0);
    expect(await cms.total()).toBe(asked);

    await cms.reset();
    advance(700);
    // This reader's probe gets an answer and closes the breaker; the next reader's reads go to the CMS again.
    expect((await get(site, bindings, PAGE)).calls).toBe(0);
    const next = await get(site, bindings, PAGE);
    expect(next.status).toBe(200);
    expect(next.calls).toBeGreaterThan(0);
  });

  it('sheds what it holds nowhere once it has timed out: 50 unseen paths cost one timeout and no further call', async () => {
    const { site } = newSite();
    // A content version nothing is cached under.
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
    const bindings = settings(600_000);
    await cms.faults(HANG);
    // The first reader waits for the timeout: nothing is held anywhere, so 503.
    expect((await get(site, bindings, '/unseen-0/')).status).toBe(503);
    const asked = await cms.total();
    for (let index = 1; index < 50; index++) {
      const path = `/unseen-${index}/`;
      for (const ua of [PERSON, CRAWLER]) {
        const response = await getWith(bindings, path, { headers: { 'user-agent': ua } }, site);
        const body = await response.text();
        expect(response.status, path).toBe(503);
        expect(Number(response.headers.get('retry-after')), `${path}: Retry-After`).toBeGreaterThan(0);
        expect(/(\d+) call\(s\)/.exec(response.headers.get('server-timing') ?? '')?.[1], `${path} asked the CMS`).toBe('0');
        // People get the designed error page; crawlers the status alone.
        if (ua === PERSON) expect(body, path).toContain('An unexpected error occurred');
        else expect(body, path).not.toContain('<html');
      }
    }
    expect(await cms.total(), 'calls after the first timeout').toBe(asked);
  });

  it("reads a page's path and site frame side by side: an uncached /__data costs one timeout", async () => {
    const { site } = newSite();
    // A content version nothing is cached under.
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
    await cms.faults(HANG);
    const answer = await get(site, settings(600_000), `/__data?path=${encodeURIComponent('/complaints/')}`);
    expect(answer.status).toBe(503);
    // Both went out before the path lookup's answer (which never came). The nodes of a page this new isolate knows
    // nothing of wait for that answer (test/worker/cms/unseen-path-calls.test.ts): the open breaker refused them.
    expect(await cms.counts()).toEqual({ '/paths': 1, '/site': 1 });
  });
});
