/**
 * What a path the isolate has not seen costs the CMS (worker/cms/content-service.ts `startPageReads`): where
 * nothing lives, one call (`/paths`), for the slashed and the slash-less form alike; a sitemap child asks only
 * for the route listing. A page's nodes go out beside its path lookup only when the isolate knows a page lives
 * there (the site's menus link it, or its memory holds the path's earlier answer naming a route), so such a page
 * still costs one round trip. Counted by the reference CMS; "beside" is shown with the path lookup hung: once it
 * times out the breaker opens, so a nodes call made after it would never reach the CMS.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSite } from '../../../worker/index';
import { cms } from '../../helpers/cms';
import { freshIsolate, recordPurge } from '../../helpers/isolate';
import { getWith } from '../../helpers/site-with';

/** In the site's menus (footer and legal). */
const MENU_PAGE = '/complaints/';
/** Linked from no menu. */
const ARTICLE = '/goodfood-wins-magazine-of-the-year/';
const SETTINGS = { CMS_TIMEOUT_MS: '400', CMS_BREAKER_PAUSE_MS: '600000', RENDERED_PAGE_CACHE: 'off' };
/** The path lookup hangs; nodes and the site frame answer. */
const PATHS_HUNG = { paths: ['/paths'], delayMs: 10_000 };

/** A site on a new isolate, under a content version nothing is cached under; its frame already read. */
async function coldSite(settings: Record<string, string> = SETTINGS) {
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  const site = createSite(freshIsolate());
  const get = async (path: string) => {
    const response = await getWith(settings, path, {}, site);
    await response.arrayBuffer();
    return response;
  };
  // Any page needs the frame: read once, so what follows counts only the path's own calls.
  expect((await get('/')).status).toBe(200);
  await cms.reset();
  return get;
}

function nothingPath(): string {
  return `/nothing-here-${crypto.randomUUID().slice(0, 8)}`;
}

beforeEach(() => cms.reset());
afterEach(() => cms.reset());

describe('CMS calls for a path the isolate has not seen', () => {
  it('a path where nothing lives costs one call: the path lookup, no nodes', async () => {
    const get = await coldSite();
    for (let index = 0; index < 5; index++) expect((await get(`${nothingPath()}/`)).status).toBe(404);
    expect(await cms.counts()).toEqual({ '/paths': 5 });
  });

  it('a slash-less path where nothing lives costs one call, its redirect to the slashed form included', async () => {
    const get = await coldSite();
    const path = nothingPath();
    const bare = await get(path);
    expect(bare.status).toBe(301);
    expect(new URL(bare.headers.get('location')!, env.SITE_ORIGIN).pathname).toBe(`${path}/`);
    expect((await get(`${path}/`)).status).toBe(404);
    expect(await cms.counts()).toEqual({ '/paths': 1 });
  });

  it('a sitemap child, and one past the last, ask only for the route listing', async () => {
    const get = await coldSite();
    expect((await get('/sitemaps/1.xml')).status).toBe(200);
    expect((await get('/sitemaps/999.xml')).status).toBe(404);
    const counts = await cms.counts();
    expect(Object.keys(counts)).toEqual(['/route-list']);
  });

  it('a page linked from no menu is read after its answer: one path call and one nodes call', async () => {
    const get = await coldSite();
    expect((await get(ARTICLE)).status).toBe(200);
    expect(await cms.counts()).toEqual({ '/paths': 1, '/nodes': 1 });
  });

  it("a page the menus link has its nodes read beside the path lookup, before the lookup's answer", async () => {
    const get = await coldSite();
    await cms.faults(PATHS_HUNG);
    expect((await get(MENU_PAGE)).status).toBe(503);
    expect(await cms.counts()).toEqual({ '/paths': 1, '/nodes': 1 });
  });

  it('a page linked from no menu waits for its answer: with the lookup hung no nodes call goes out', async () => {
    const get = await coldSite();
    await cms.faults(PATHS_HUNG);
    expect((await get(ARTICLE)).status).toBe(503);
    expect(await cms.counts()).toEqual({ '/paths': 1 });
  });

  it('a page whose earlier answer the isolate still holds (past its windows) has its nodes read beside the lookup', async () => {
    // Nothing is fresh: every read goes to the CMS, and the memory keeps the answers for errors.
    const get = await coldSite({ ...SETTINGS, CACHE_FRESH_SECONDS: '0', CACHE_STALE_SECONDS: '0' });
    expect((await get(ARTICLE)).status).toBe(200);
    await cms.reset();
    await cms.faults(PATHS_HUNG);
    // The lookup times out and is served from the copy kept for errors; the nodes went out beside it.
    expect((await get(ARTICLE)).status).toBe(200);
    // The frame is past its windows too: read again beside them.
    expect(await cms.counts()).toEqual({ '/paths': 1, '/nodes': 1, '/site': 1 });
  });
});
