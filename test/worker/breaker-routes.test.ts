/**
 * Every route of the site behind the CMS breaker (issue 54): the routes are read from the site's own routing
 * table (Hono's registrations) and each has sample requests here, one per kind of answer it makes (the page
 * catch-all: a page, a job, the jobs filter, search and its next page, a draft preview). A route registered
 * without samples fails the first test. With the CMS hung and the breaker open, every sample answers at once: a
 * 503 with Retry-After and no CMS call; when the pause is over, all of them asked at once send one trial call.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../contract/preview-token.server';
import { createSite } from '../../worker/index';
import { clockSeconds } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { freshIsolate, recordPurge } from '../helpers/isolate';
import { CRAWLER, PERSON } from '../helpers/site';
import { getWith } from '../helpers/site-with';

/** Long enough that no trial goes out while the test runs, until it moves the isolate's clock. */
const PAUSE_MS = 600_000;
const SETTINGS = { CMS_TIMEOUT_MS: '400', CMS_BREAKER_PAUSE_MS: String(PAUSE_MS), RENDERED_PAGE_CACHE: 'off' };

/** Routes that read no content: answered whatever the CMS does. */
const READS_NOTHING = new Set(['/__floor', '/.well-known/security.txt']);

/** Sample requests per registered GET route (a factory: some need a signed token, some a name never asked for). */
const SAMPLES: Record<string, () => Promise<string[]>> = {
  '/__floor': async () => ['/__floor'],
  '/.well-known/security.txt': async () => ['/.well-known/security.txt'],
  '/media/*': async () => [`/media/card/breaker-${crypto.randomUUID()}.svg`, `/media/files/breaker-${crypto.randomUUID()}.pdf`],
  '/__data': async () => [
    `/__data?path=${encodeURIComponent('/who-we-are/')}`,
    `/__data?path=${encodeURIComponent('/search/?q=magazine')}`,
  ],
  '/robots.txt': async () => ['/robots.txt'],
  '/sitemap.xml': async () => ['/sitemap.xml'],
  '/sitemaps/jobs.xml': async () => ['/sitemaps/jobs.xml'],
  '/sitemaps/:file': async () => ['/sitemaps/1.xml'],
  '/news-sitemap.xml': async () => ['/news-sitemap.xml'],
  '/news/feed.xml': async () => ['/news/feed.xml'],
  '/news/:list/feed.xml': async () => ['/news/press-releases/feed.xml', '/news/topgear/feed.xml'],
  '/news/:brand/:type/feed.xml': async () => ['/news/topgear/press-releases/feed.xml'],
  '/jobs/feed.xml': async () => ['/jobs/feed.xml'],
  '/*': async () => {
    const token = await signPreviewToken(env.PREVIEW_SECRET, '1003', 'post', clockSeconds() + 3600);
    return [
      '/who-we-are/',
      '/jobs/financial-accountant-1053',
      '/jobs/',
      '/jobs/team/editorial/',
      '/search/?q=magazine',
      '/search/?q=magazine&kind=news',
      `/preview?preview_id=1003&post_type=post&token=${token}`,
    ];
  },
};

function registeredGets(): string[] {
  const site = createSite(freshIsolate());
  return [...new Set(site.routes.filter((route) => route.method === 'GET').map((route) => route.path))].sort();
}

/** A site on a new isolate whose clock the test moves, with its breaker opened by one read of a hung CMS. */
async function siteWithOpenBreaker() {
  let skew = 0;
  const site = createSite(freshIsolate(() => Date.now() + skew));
  // A content version nothing is cached under: every read must go to the CMS.
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  await cms.faults({ delayMs: 60_000 });
  const opening = await getWith(SETTINGS, '/breaker-opening/', {}, site);
  expect(opening.status).toBe(503);
  return { site, advance: (ms: number) => (skew += ms) };
}

/** The samples of every route that reads content. */
async function readingSamples(): Promise<string[]> {
  const reading = Object.entries(SAMPLES).filter(([route]) => !READS_NOTHING.has(route));
  return (await Promise.all(reading.map(([, samples]) => samples()))).flat();
}

afterEach(() => cms.reset());

describe('every route that reads the CMS goes through its breaker', () => {
  it('has samples for every GET route the site registers', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(registeredGets());
  });

  it('answers each at once while the breaker is open: 503 with Retry-After, no CMS call', async () => {
    const { site } = await siteWithOpenBreaker();
    for (const [route, samples] of Object.entries(SAMPLES)) {
      for (const path of await samples()) {
        for (const ua of [PERSON, CRAWLER]) {
          const before = await cms.total();
          const response = await getWith(SETTINGS, path, { headers: { 'user-agent': ua } }, site);
          await response.text();
          expect(await cms.total(), `${route} ${path} asked the CMS`).toBe(before);
          if (READS_NOTHING.has(route)) {
            expect(response.status, path).toBe(200);
            continue;
          }
          expect(response.status, `${route} ${path}`).toBe(503);
          expect(Number(response.headers.get('retry-after')), `${path}: Retry-After`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('sends one trial call when the pause is over, however many routes ask at once', async () => {
    const { site, advance } = await siteWithOpenBreaker();
    advance(PAUSE_MS + 1);
    const before = await cms.total();
    const responses = await Promise.all((await readingSamples()).map((path) => getWith(SETTINGS, path, {}, site)));
    expect(await cms.total()).toBe(before + 1);
    // Every other reader was refused at once; the trial's own reader may have waited for its timeout.
    const refused = responses.filter((response) => response.status === 503 && response.headers.has('retry-after'));
    expect(refused.length).toBeGreaterThanOrEqual(responses.length - 1);
  });
});
