/**
 * An upgrade whose search rows hold something new (MASTHEAD_SEARCH_SCHEMA newer than the site's option) writes every
 * row again in the background (includes/search-refresh.php), never in a reader's request: at a publisher's scale
 * that takes minutes. Here the conversion's change is made by changing posts' content past WordPress's hooks, so
 * their rows hold their old words until written again. A reader's request begins the refresh and hands it to WP-Cron
 * only, and still finds the old words; stopped part way, a post past the stop is still found by them; the site's
 * Cron Trigger (WP-Cron is off here, as on managed hosts) continues it to the end; then each post is found by its
 * new words and not its old, the vocabulary "Did you mean" reads counts each word once per row, and the row of a
 * post deleted past the hooks is gone. Of two refreshers at once, one refreshes and the other leaves it be. Tools →
 * Masthead tells an administrator how far it has come.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SearchAnswerSchema } from '../../contract/search-answer';
import { query } from '../../scripts/wordpress/mariadb.ts';
import { phpInInstanceAsync } from '../../scripts/wordpress/stack.ts';
import { wordpressLogin, wordpressRest } from '../contract/adapters';
import { api, cmses, expectOk, get } from '../contract/api';

const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
/** The instance's folder (test/wordpress/global-setup.ts names it after WordPress's port). */
const state = () => `.build/wordpress/test-${new URL(inject('wordpress').url).port}`;
const instance = () => JSON.parse(readFileSync(`${state()}/instance.json`, 'utf8')) as { socket: string };
const sql = (statement: string) => query(instance().socket, statement, true)!.trim();
const option = (name: string) => sql(`SELECT option_value FROM wordpress.wp_options WHERE option_name = '${name}'`);
const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
/** A word no content holds, made for this run (letters only: a searched word). */
const word = (label: string) => `zr${stamp}${label}`;
const made: number[] = [];

afterAll(async () => {
  for (const id of made) await wordpressRest('DELETE', `posts/${id}?force=true`).catch(() => undefined);
});

async function found(term: string): Promise<string[]> {
  return expectOk(await api(cms(), `/search?q=${term}`), SearchAnswerSchema).results.map((result) => result.title);
}

const docs = (term: string) => sql(`SELECT docs FROM wordpress.wp_masthead_search_vocab WHERE word = '${term}'`);

interface RefreshRun {
  done: boolean | null;
  chunks: number;
  state: { after: number } | null;
}

/** wordpress/local/search-refresh.php inside the instance: a step of at most `chunks` chunks of 20 posts, or to the end. */
async function refreshRun(options: { chunks?: number; hold?: number } = {}): Promise<RefreshRun> {
  const args = ['--chunk-size=20', ...Object.entries(options).map(([key, value]) => `--${key}=${value}`)];
  return JSON.parse(await phpInInstanceAsync(state(), 'wordpress/local/search-refresh.php', args)) as RefreshRun;
}

/** The site's Cron Trigger, run as wrangler dev runs it: WordPress's schedule call has answered when this does. */
async function cronRuns(): Promise<void> {
  expect((await get(`${cms().site}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`)).status).toBe(200);
}

/** An upgrade as the site meets it: the schema option older than the code. */
const upgrade = () => sql("UPDATE wordpress.wp_options SET option_value = '3' WHERE option_name = 'masthead_search_schema'");

describe('WordPress: an upgrade writes the search rows again in the background', () => {
  it('readers search the rows as they were until each is written; the Cron Trigger finishes it; the words and counts are then the new ones', async () => {
    const titles = ['first', 'second', 'third'].map((label) => `Refresh ${label} ${stamp}`);
    for (const [index, title] of titles.entries()) {
      const content = `<!-- wp:paragraph --><p>Before ${word(`old${index}`)} ${word('oldall')}.</p><!-- /wp:paragraph -->`;
      made.push((await wordpressRest<{ id: number }>('POST', 'posts', { status: 'publish', title, content })).id);
    }
    expect(await found(word('oldall'))).toEqual(expect.arrayContaining(titles));
    // What the conversion reads of them changes, past every hook: their rows still hold the old words.
    const now = `<!-- wp:paragraph --><p>After ${word('new')}.</p><!-- /wp:paragraph -->`;
    sql(`UPDATE wordpress.wp_posts SET post_content = '${now}' WHERE ID IN (${made.join(',')})`);
    // A post deleted past the hooks leaves its row and its words' counts behind (written here as a save writes them).
    const ghost = Number(sql('SELECT MAX(ID) FROM wordpress.wp_posts')) + 1_000_000;
    sql(
      `INSERT INTO wordpress.wp_masthead_search (post_id, kind, type, listing, title, body, title_line, body_line, post_date) VALUES (${ghost}, 'news', 'news', 0, 'Ghost', '${word('ghost')}', 'ghost', '${word('ghost')}', '2020-01-01')`,
    );
    sql(
      `INSERT INTO wordpress.wp_masthead_search_vocab (word, docs) VALUES ('ghost', 1), ('${word('ghost')}', 1) ON DUPLICATE KEY UPDATE docs = docs + 1`,
    );
    upgrade();

    // A reader's request: the refresh begun and handed to WP-Cron, nothing written.
    expect(await found(word('oldall'))).toEqual(expect.arrayContaining(titles));
    expect(await found(word('new'))).toEqual([]);
    expect(JSON.parse(option('masthead_search_refresh'))).toEqual({ after: 0 });
    expect(option('cron')).toContain('masthead_search_refresh_step');
    expect(option('masthead_search_schema')).not.toBe('3');

    // Stopped after one chunk: a post past it is still found by its old words.
    const part = await refreshRun({ chunks: 1 });
    expect(part).toMatchObject({ done: false, chunks: 1 });
    expect(part.state!.after).toBeLessThan(Math.min(...made));
    expect(await found(word('oldall'))).toEqual(expect.arrayContaining(titles));

    // The site's minute call continues it (WP-Cron never runs here) until none is under way.
    for (let call = 0; call < 20 && option('masthead_search_refresh') !== ''; call++) await cronRuns();
    expect(option('masthead_search_refresh'), 'finished by the schedule calls').toBe('');
    expect(option('cron')).not.toContain('masthead_search_refresh_step');
    expect((await found(word('new'))).sort()).toEqual([...titles].sort());
    expect(await found(word('oldall'))).toEqual([]);
    expect(await found(word('old0'))).toEqual([]);
    // The vocabulary: each word once per row holding it; the old words and the deleted post's are gone.
    expect(docs(word('new'))).toBe('3');
    for (const gone of ['oldall', 'old0', 'old1', 'old2', 'ghost']) expect(docs(word(gone)), gone).toBe('');
    expect(sql(`SELECT COUNT(*) FROM wordpress.wp_masthead_search WHERE post_id = ${ghost}`)).toBe('0');
  });

  it('of two refreshers at once one refreshes and the other leaves it be', async () => {
    upgrade();
    await found('anything'); // A reader's request begins it.
    const first = refreshRun({ hold: 3 });
    // Holding the refresh after its first chunk.
    await expect.poll(() => JSON.parse(option('masthead_search_refresh') || '{"after":0}').after, { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await refreshRun(), 'the second while the first holds it').toEqual({ done: null, chunks: 0, state: expect.anything() });
    expect(await first).toMatchObject({ done: true, state: null });
    expect(await refreshRun(), 'none under way').toEqual({ done: true, chunks: 0, state: null });
  });

  it('Tools → Masthead says how far a refresh has come, and that it is done', async () => {
    const cookie = await wordpressLogin();
    const tools = async () => (await fetch(`${inject('wordpress').url}/wp-admin/tools.php?page=masthead`, { headers: { cookie } })).text();
    const highest = Number(sql('SELECT MAX(ID) FROM wordpress.wp_posts'));
    const after = Math.floor(highest / 3);
    sql(`UPDATE wordpress.wp_options SET option_value = '{"after":${after}}' WHERE option_name = 'masthead_search_refresh'`);
    try {
      const page = await tools();
      const percent = Math.floor((100 * after) / highest);
      expect(page).toContain(`Search</th><td>Being brought up to date in the background: ${percent}% of the content read.`);
      expect(page).toContain('Listings (pages, news, sitemaps)</th><td>Up to date.');
    } finally {
      sql("UPDATE wordpress.wp_options SET option_value = '' WHERE option_name = 'masthead_search_refresh'");
    }
    expect(await tools()).toContain('Search</th><td>Up to date.');
  });
});
