/**
 * Publishing on time without WordPress traffic (includes/schedule.php, worker/schedule/): WP-Cron is off in the test
 * instance (DISABLE_WP_CRON, as on managed hosts), so a scheduled item goes live only when the site's Cron Trigger
 * calls the plugin's signed schedule endpoint. A post is scheduled ahead, then its dates are moved into the past as if
 * the time had passed (wordpress/local/time-passes.php; its status stays `future`): it is absent from its address,
 * /news/, the feed, the news sitemap, search and /__data until the site's scheduled handler runs (wrangler dev's
 * /cdn-cgi/local/scheduled), and present everywhere after it, the 404 served before gone. A page with an
 * "unpublish at" time is taken down to a draft the same way. Requests to WordPress meanwhile run nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signSchedule } from '../../contract/schedule-signature';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';

const STAMP = `embargo${Date.now().toString(36)}`;
const wordpress = () => inject('wordpress');
const site = () => cmses().find((entry) => entry.name === 'wordpress')!;
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const made: string[] = [];

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

interface Item {
  id: number;
  status: string;
  slug: string;
  meta: Record<string, unknown>;
}

/** As if `seconds` had passed for one item: its dates and its unpublish time move back; nothing runs. */
function timePasses(id: number, seconds: number): { status: string; date_gmt: string; unpublish_at: string } {
  return JSON.parse(phpInInstance(state(), 'wordpress/local/time-passes.php', [String(id), String(seconds)]));
}

/** The site's Cron Trigger, run as wrangler dev runs it: the handler has finished when this answers. */
async function cronRuns(): Promise<void> {
  const answer = await get(`${site().site}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
  expect(answer.status).toBe(200);
}

const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 19);

/** Where readers and crawlers meet a news item: `true` for each place that shows it. */
async function placesShowing(path: string, word: string): Promise<Record<string, boolean | number>> {
  const base = site().site;
  const text = async (url: string) => (await get(`${base}${url}`)).text;
  const page = await get(`${base}${path}`);
  const data = await get(`${base}/__data?path=${encodeURIComponent(path)}`);
  return {
    status: page.status,
    page: page.text.includes(word),
    news: (await text('/news/')).includes(path),
    feed: (await text('/news/feed.xml')).includes(path),
    sitemap: (await text('/news-sitemap.xml')).includes(path),
    search: (await text(`/search/?q=${word}`)).includes(path),
    data: data.status === 200 && data.text.includes(word),
  };
}

const ABSENT = { status: 404, page: false, news: false, feed: false, sitemap: false, search: false, data: false };
const PRESENT = { status: 200, page: true, news: true, feed: true, sitemap: true, search: true, data: true };

describe('WordPress: on time without WordPress traffic', () => {
  it('refuses a schedule call not signed with the schedule key', async () => {
    const endpoint = `${site().api}/schedule`;
    const unsigned = await get(endpoint, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    // Dated on the one clock (MASTHEAD_CLOCK moves WordPress's masthead_now() with it).
    const timestamp = String(Math.floor(runNow() / 1000));
    const signed = (signature: string) =>
      get(endpoint, { method: 'POST', body: '{}', headers: { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': signature } });
    // The purge secret's own MAC (how purges were signed before keys were derived): not the schedule key.
    const plain = createHmac('sha256', inject('secrets').purge).update(`${timestamp}.{}`).digest('hex');
    expect((await signed(plain)).status).toBe(401);
    expect((await signed(await signSchedule('another-secret-0123456789', timestamp, '{}'))).status).toBe(401);
    // The schedule key answers (nothing is due), and says so.
    const accepted = await signed(await signSchedule(inject('secrets').purge, timestamp, '{}'));
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ ok: true, published: expect.any(Array), unpublished: expect.any(Array) });
  });

  it('a post scheduled ahead is absent everywhere until the Cron Trigger runs after its time, then present everywhere', async () => {
    const slug = `${STAMP}-results`;
    const path = `/${slug}/`;
    const post = await wordpressRest<Item>('POST', 'posts', {
      title: `Results ${STAMP}`,
      slug,
      status: 'future',
      date_gmt: inFuture(10),
      content: `<!-- wp:paragraph --><p>Half-year results, embargoed: ${STAMP}.</p><!-- /wp:paragraph -->`,
    });
    made.push(`posts/${post.id}`);
    expect(post.status).toBe('future');

    expect(await placesShowing(path, STAMP), 'before its time').toEqual(ABSENT);
    // Its time passes. Nothing else happens: the requests above and below reach WordPress, and with WP-Cron off they run
    // nothing, so it stays scheduled and absent (the site's 404 included).
    const moved = timePasses(post.id, 11 * 60);
    expect(moved.status).toBe('future');
    expect(await placesShowing(path, STAMP), 'due, before the Cron Trigger').toEqual(ABSENT);
    expect((await wordpressRest<Item>('GET', `posts/${post.id}?context=edit`)).status).toBe('future');

    await cronRuns();
    expect((await wordpressRest<Item>('GET', `posts/${post.id}?context=edit`)).status).toBe('publish');
    // The purge is sent as the call ends (PHP's shutdown): every place follows it, the 404 cached before included.
    const after = await eventually(
      () => placesShowing(path, STAMP),
      (places) => JSON.stringify(places) === JSON.stringify(PRESENT),
    );
    expect(after, 'after the Cron Trigger').toEqual(PRESENT);
    // The feed dates it by the moment it went out (its scheduled time to the second), not its day's midnight.
    const feed = (await get(`${site().site}/news/feed.xml`)).text;
    const item = feed.split('<item>').find((entry) => entry.includes(`${path}</link>`));
    expect(item).toContain(`<pubDate>${new Date(`${moved.date_gmt.replace(' ', 'T')}Z`).toUTCString()}</pubDate>`);

    // Idempotent: the next minute (or WordPress's own cron) finds nothing due.
    await cronRuns();
    expect((await wordpressRest<Item>('GET', `posts/${post.id}?context=edit`)).status).toBe('publish');
  });

  it('a page with an "unpublish at" time stays up until the Cron Trigger runs after it, then is a draft and gone', async () => {
    const slug = `${STAMP}-offer`;
    const path = `/${slug}/`;
    const page = await wordpressRest<Item>('POST', 'pages', {
      title: `Offer ${STAMP}`,
      slug,
      status: 'publish',
      content: `<!-- wp:paragraph --><p>A time-limited offer: ${STAMP}.</p><!-- /wp:paragraph -->`,
      meta: { _masthead_unpublish_at: `${inFuture(10)}Z` },
    });
    made.push(`pages/${page.id}`);
    expect(page.meta._masthead_unpublish_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const shown = async () => {
      const answer = await get(`${site().site}${path}`);
      return { status: answer.status, shows: answer.text.includes(STAMP) };
    };
    expect(await eventually(shown, (seen) => seen.status === 200)).toEqual({ status: 200, shows: true });

    expect(timePasses(page.id, 11 * 60).status).toBe('publish');
    expect(await shown(), 'expired, before the Cron Trigger').toEqual({ status: 200, shows: true });

    await cronRuns();
    const after = await wordpressRest<Item>('GET', `pages/${page.id}?context=edit`);
    expect(after.status).toBe('draft');
    expect(after.meta._masthead_unpublish_at, 'cleared, so publishing it again keeps it up').toBe('');
    expect(await eventually(shown, (seen) => seen.status === 404)).toEqual({ status: 404, shows: false });
  });
});
