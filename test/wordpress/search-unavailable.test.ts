/**
 * Search with its database table gone (issue 43): the plugin answers 503 with the contract's error body, never
 * an empty list of results a reader would take for "nothing matched"; the site says search is unavailable
 * rather than that nothing matched, and goes on fetching every other page; once the table is back, results are.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/api';
import { query } from '../../scripts/wordpress/mariadb.ts';
import { cmses, get } from '../contract/api';

const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
/** The instance's database socket (test/wordpress/global-setup.ts names its folder after WordPress's port). */
const socket = () =>
  (JSON.parse(readFileSync(`.build/wordpress/test-${new URL(wordpress().url).port}/instance.json`, 'utf8')) as { socket: string }).socket;
const sql = (statement: string) => query(socket(), statement, true);

const TABLE = 'wordpress.wp_masthead_search';
const AWAY = 'wordpress.wp_masthead_search_away';
const STAMP = Date.now().toString(36);

afterAll(() => {
  if (sql(`SHOW TABLES FROM wordpress LIKE 'wp_masthead_search_away'`)?.trim()) sql(`RENAME TABLE ${AWAY} TO ${TABLE}`);
});

describe('search with its table gone', () => {
  it('answers 503 with an error body, the site says search is unavailable, and results come back with the table', async () => {
    sql(`RENAME TABLE ${TABLE} TO ${AWAY}`);
    const down = await get(`${cms().api}/search?q=podcast`);
    expect(down.status, down.text.slice(0, 300)).toBe(503);
    expect(ErrorBodySchema.parse(down.json).error.status).toBe(503);
    expect(down.text, 'nothing of the database error').not.toMatch(/wp_masthead|SQL|Table/i);

    // A query the site has never seen: nothing cached to fall back on.
    const page = await get(`${cms().site}/search/?q=podcast+${STAMP}`, { headers: { accept: 'text/html' } });
    expect(page.status, 'the site').toBe(503);
    const main = page.text.slice(page.text.indexOf('<main'), page.text.indexOf('</main>')).replace(/<[^>]+>/g, ' ');
    expect(main).toContain('Search is not available just now');
    expect(main).not.toMatch(/no results|nothing matched/i);
    // Search fails on its own: the site still fetches a page no one has asked for (its CMS breaker stayed closed).
    const unseen = await get(`${cms().site}/jobs/no-such-role-${STAMP}`, { headers: { accept: 'text/html' } });
    expect(unseen.status, 'a page never seen, while search is down').toBe(404);

    sql(`RENAME TABLE ${AWAY} TO ${TABLE}`);
    const back = await get(`${cms().api}/search?q=podcast`);
    expect(back.status).toBe(200);
    expect((back.json as { results: unknown[] }).results.length).toBeGreaterThan(0);
  });
});
