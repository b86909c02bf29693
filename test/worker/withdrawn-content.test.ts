import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSite } from '../../worker/index';
import { cms } from '../helpers/cms';
import { freshIsolate, recordPurge } from '../helpers/isolate';
import { CRAWLER, PERSON } from '../helpers/site';
import { getWith } from '../helpers/site-with';
import { eventually } from '../helpers/wait';

const CMS = 'http://127.0.0.1:8788';
const FRESH_SECONDS = 1;
const SHORT = { CACHE_FRESH_SECONDS: String(FRESH_SECONDS), CACHE_STALE_SECONDS: '300' };

/**
 * The site on an isolate of its own whose clock stands still until a test moves it: how long a request takes on a
 * busy machine never moves data past its fresh window (a real sleep did, under load).
 */
let site: ReturnType<typeof createSite>;
let clock = 0;
const later = (ms: number) => {
  clock += ms;
};

/** A page request with the short windows; waits for its background work (a re-render, cache writes). */
async function get(path: string, ua = PERSON): Promise<{ status: number; state: string; body: string }> {
  const response = await getWith(SHORT, path, { headers: { 'user-agent': ua } }, site);
  const body = await response.text();
  const state = /cache;desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '';
  return { status: response.status, state, body };
}

async function edit(kind: 'page' | 'job', body: Record<string, string>): Promise<void> {
  const response = await fetch(`${CMS}/edit/${kind}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${(env as unknown as { EDITOR_TOKEN: string }).EDITOR_TOKEN}` },
  });
  expect(response.status, await response.text()).toBe(200);
}

// Each case starts from a content version nothing is cached under, and leaves the CMS as it found it.
beforeEach(async () => {
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  clock = Date.now();
  site = createSite(freshIsolate(() => clock));
});
afterEach(async () => {
  await cms.clearEdits();
});

const CASES = [
  // A role without a closing date: open until the CMS closes it, whatever today's date.
  ['a job closed', '/jobs/sub-editor-gardeners-world-1045', () => edit('job', { id: 'sub-editor-gardeners-world-1045', state: 'closed' })],
  [
    'an article unpublished',
    '/case-study-kettle-and-crumb/',
    () => edit('page', { path: '/case-study-kettle-and-crumb/', state: 'unpublished' }),
  ],
  ['a page removed', '/security-disclosure-policy/', () => edit('page', { path: '/security-disclosure-policy/', state: 'unpublished' })],
] as const;

describe('withdrawn in the CMS, without a purge', () => {
  for (const [reader, ua] of [
    ['people', PERSON],
    ['crawlers', CRAWLER],
  ] as const) {
    it.each(CASES)(`%s leaves the site for ${reader} within the fresh window plus one revalidation`, async (_name, path, withdraw) => {
      expect((await get(path, ua)).status).toBe(200);
      // Held by the page cache: what a reader gets until the page is made again.
      await eventually(async () => expect((await get(path, ua)).state).toBe('page-hit'));
      await withdraw();
      later(FRESH_SECONDS * 1000 + 100);
      // Past the fresh window: the page may go out once more, stale, while it is made again from current data.
      const first = await get(path, ua);
      if (first.status === 200) expect(first.state).toBe('page-stale');
      else expect(first.status).toBe(404);
      // That one revalidation was enough.
      const after = await get(path, ua);
      expect(after.status, `${path} after one revalidation (${after.state})`).toBe(404);
    });
  }

  it('dates a page by the data it was made from, not by its render: the two fresh windows never add up', async () => {
    const path = '/case-study-greenway-motors/';
    // The client router's read loads the page's data first.
    expect((await get(`/__data?path=${encodeURIComponent(path)}`)).status).toBe(200);
    later(600);
    // The page is rendered from that data, still fresh, then the article is withdrawn.
    expect((await get(path)).state).toBe('page-miss');
    await edit('page', { path, state: 'unpublished' });
    later(600);
    // The page's data is past its fresh window, so the page is too, though it was rendered 0.6 s ago.
    const first = await get(path);
    expect(first.state).toBe('page-stale');
    expect((await get(path)).status).toBe(404);
  });

  it('keeps a page whose content is unchanged, made again from its data once stale', async () => {
    const path = '/modern-slavery-and-human-trafficking-statement/';
    expect((await get(path)).status).toBe(200);
    await eventually(async () => expect((await get(path)).state).toBe('page-hit'));
    later(FRESH_SECONDS * 1000 + 100);
    expect((await get(path)).state).toBe('page-stale');
    const again = await get(path);
    expect(again.status).toBe(200);
    expect(again.state).toBe('page-hit');
    expect(again.body).toContain('</html>');
  });
});
