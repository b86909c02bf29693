/**
 * WordPress's search index reads what readers see (issue 56): each post's row is the text of its converted nodes,
 * computed when it is saved, never its raw post_content. A word only in a hidden block (`metadata.blockVisibility`
 * false) or in markup (a block's attributes, a shortcode's) is never found; a synced pattern's words are found
 * on the posts using it, and editing the pattern moves its new words onto them; classic content is read through its
 * pipeline (a `[caption]`'s words found, its attributes not). The vocabulary "Did you mean" offers follows the same
 * words. Each search after a change reads it (a save that changes nothing notes no change), storing a set drops
 * those of earlier generations, and a change to a post patches the stored sets (not ranked again) into the order a
 * full ranking gives, generated edits over a set stored whole and one stored a step at a time; a set read on a later
 * London day is patched for the jobs that closed in between, not ranked again. Every post, job and pattern made here
 * is deleted after.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../contract/search';
import { SearchAnswerSchema } from '../../contract/search-answer';
import { query } from '../../scripts/wordpress/mariadb.ts';
import { PUBLISHABLE_ROLE_META, wordpressRest } from '../contract/adapters';
import { api, cmses, expectOk } from '../contract/api';

const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
/** SQL on the instance's database (test/wordpress/global-setup.ts names its folder after WordPress's port). */
const sql = (statement: string) => {
  const { port } = new URL(inject('wordpress').url);
  const { socket } = JSON.parse(readFileSync(`.build/wordpress/test-${port}/instance.json`, 'utf8')) as { socket: string };
  return query(socket, statement, true)!.trim();
};
const made: string[] = [];
const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
/** A word no content holds, made for this run (letters only: a searched word). */
const word = (label: string) => `zq${stamp}${label}`;

async function found(term: string): Promise<string[]> {
  const answer = expectOk(await api(cms(), `/search?q=${term}`), SearchAnswerSchema);
  return answer.results.map((result) => result.title);
}

/** What a search for a misspelling of `term` (its last letter changed) is offered. */
async function offered(term: string): Promise<string[]> {
  const answer = expectOk(await api(cms(), `/search?q=${term.slice(0, -1)}x`), SearchAnswerSchema);
  return answer.total === 0 ? answer.suggestions : [];
}

async function create(type: 'posts' | 'blocks', body: object): Promise<number> {
  const { id } = await wordpressRest<{ id: number }>('POST', type, { status: 'publish', ...body });
  made.push(`${type}/${id}`);
  return id;
}

afterAll(async () => {
  for (const item of made.reverse()) await wordpressRest('DELETE', `${item}?force=true`);
});

describe('WordPress search index', () => {
  it('holds the words readers see: not hidden blocks or markup; synced patterns’ words, kept in step with the pattern', async () => {
    const pattern = await create('blocks', {
      title: `Pattern ${stamp}`,
      content: `<!-- wp:paragraph --><p>Boilerplate ${word('pattern')}.</p><!-- /wp:paragraph -->`,
    });
    const title = `Search index post ${stamp}`;
    const post = await create('posts', {
      title,
      content: [
        `<!-- wp:paragraph {"className":"${word('attribute')}"} --><p class="${word('attribute')}">Shown ${word('shown')}.</p><!-- /wp:paragraph -->`,
        `<!-- wp:paragraph {"metadata":{"blockVisibility":false}} --><p>Hidden ${word('hidden')}.</p><!-- /wp:paragraph -->`,
        `<!-- wp:block {"ref":${pattern}} /-->`,
      ].join('\n'),
    });
    const classic = `Classic post ${stamp}`;
    await create('posts', {
      title: classic,
      content: `Before.\n\n[caption id="${word('captionid')}" align="alignnone" width="300"]<img src="/media/x.jpg" alt="" width="300" height="200" /> Caption ${word('caption')}[/caption]\n\nAfter.`,
    });

    expect(await found(word('shown'))).toEqual([title]);
    expect(await found(word('pattern'))).toEqual([title]);
    expect(await found(word('hidden')), 'a hidden block’s word').toEqual([]);
    expect(await found(word('attribute')), 'a word only in markup').toEqual([]);
    expect(await found(word('caption'))).toEqual([classic]);
    expect(await found(word('captionid')), 'a shortcode’s attribute').toEqual([]);
    // The vocabulary "Did you mean" reads holds the words shown, not the hidden ones.
    expect(await offered(word('shown'))).toContain(word('shown'));
    expect(await offered(word('hidden'))).not.toContain(word('hidden'));

    // The pattern is edited: the post using it is found by the new words, no more by the old.
    await wordpressRest('POST', `blocks/${pattern}`, {
      content: `<!-- wp:paragraph --><p>Boilerplate ${word('edited')}.</p><!-- /wp:paragraph -->`,
    });
    expect(await found(word('edited'))).toEqual([title]);
    expect(await found(word('pattern'))).toEqual([]);
    expect(await offered(word('pattern')), 'a word no post holds any more').not.toContain(word('pattern'));

    // Unpublished, then published again: each search after a change reads it (the stored sets are of the last change).
    await wordpressRest('POST', `posts/${post}`, { status: 'draft' });
    expect(await found(word('edited')), 'an unpublished post').toEqual([]);
    await wordpressRest('POST', `posts/${post}`, { status: 'publish' });
    expect(await found(word('edited'))).toEqual([title]);

    // Ranked sets of other generations (an install or rebuild starts one; earlier files' searches left some), made
    // over two minutes ago, are dropped when the next set is stored: a query not asked before (a set asked again is
    // patched, not stored).
    sql(
      `INSERT INTO wordpress.wp_masthead_search_sets (set_key, generation, total, made) VALUES ('${stamp.padEnd(32, 'q').slice(0, 32)}', 'an earlier generation', 0, 0)`,
    );
    sql('UPDATE wordpress.wp_masthead_search_sets SET made = 0');
    expect(Number(sql('SELECT COUNT(*) FROM wordpress.wp_masthead_search_sets')), 'sets stored by now').toBeGreaterThan(1);
    expect(await found(`${word('shown')}+${word('edited')}`)).toEqual([title]);
    const generation = sql(`SELECT option_value FROM wordpress.wp_options WHERE option_name = 'masthead_search_generation'`);
    expect(sql(`SELECT COUNT(*) FROM wordpress.wp_masthead_search_sets WHERE generation <> '${generation}'`)).toBe('0');
    // A save that changes nothing search reads keeps them.
    await wordpressRest('POST', `posts/${post}`, { title });
    expect(sql(`SELECT option_value FROM wordpress.wp_options WHERE option_name = 'masthead_search_generation'`)).toBe(generation);
    expect(
      sql(
        'SELECT COUNT(*) FROM wordpress.wp_masthead_search_ranked r LEFT JOIN wordpress.wp_masthead_search_sets s USING (set_key) WHERE s.set_key IS NULL',
      ),
    ).toBe('0');
  }, 60_000);

  it('a ranking longer than a step is stored a step at a time, and paged to its end exactly as a whole one', async () => {
    const generation = "SELECT option_value FROM wordpress.wp_options WHERE option_name = 'masthead_search_generation'";
    const renew = (value: string) =>
      sql(`UPDATE wordpress.wp_options SET option_value = '${value}' WHERE option_name = 'masthead_search_generation'`);
    async function readAll(): Promise<{ paths: string[]; total: number; storedAfterFirst: number }> {
      const paths: string[] = [];
      let cursor = '';
      let total = 0;
      let storedAfterFirst = 0;
      for (let page = 0; page < 40; page++) {
        const answer = expectOk(await api(cms(), `/search?q=brand+news+media${cursor}`), SearchAnswerSchema);
        total = answer.total;
        paths.push(...answer.results.map((result) => result.path));
        if (page === 0)
          storedAfterFirst = Number(
            sql(
              `SELECT COUNT(*) FROM wordpress.wp_masthead_search_ranked r JOIN wordpress.wp_masthead_search_sets s USING (set_key) WHERE s.generation = (${generation})`,
            ),
          );
        if (!answer.next) break;
        cursor = `&cursor=${encodeURIComponent(answer.next)}`;
      }
      return { paths, total, storedAfterFirst };
    }
    renew(`whole-${stamp}`);
    const whole = await readAll();
    sql(`INSERT INTO wordpress.wp_options (option_name, option_value, autoload) VALUES ('masthead_search_ranked_step', '1', 'no')`);
    try {
      renew(`stepped-${stamp}`);
      const stepped = await readAll();
      expect(whole.total, 'results over two pages').toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
      expect(whole.storedAfterFirst, 'a ranking under a step is stored whole').toBe(whole.total);
      expect(stepped.storedAfterFirst, 'one step: a page and its look-ahead row').toBe(SEARCH_PAGE_SIZE + 1);
      expect(stepped.total).toBe(whole.total);
      expect(stepped.paths, 'the same results in the same order').toEqual(whole.paths);
      expect(stepped.paths.length).toBe(stepped.total);
    } finally {
      sql(`DELETE FROM wordpress.wp_options WHERE option_name = 'masthead_search_ranked_step'`);
    }
  }, 120_000);

  // The scale bench (bench/wordpress-scale.ts) judges search by its own time: WordPress's start is every call's.
  it("says in Server-Timing how long WordPress's start and search's own work took", async () => {
    const response = await fetch(`${cms().api}/search?q=${word('timed')}`);
    expect(response.status).toBe(200);
    const timing = response.headers.get('server-timing') ?? '';
    expect(timing).toMatch(/^wordpress;dur=\d+\.\d, search;dur=\d+\.\d$/);
    const [wordpress, search] = [...timing.matchAll(/dur=([\d.]+)/g)].map((match) => Number(match[1]));
    // Both are parts of one request: neither is zero-width or a clock from elsewhere.
    expect(search).toBeGreaterThan(0);
    expect(wordpress).toBeGreaterThan(0);
    expect(wordpress! + search!).toBeLessThan(120_000);
  });

  it('a change to a post patches the stored sets, not ranked again, into the order and count a full ranking gives', async () => {
    const generation = "SELECT option_value FROM wordpress.wp_options WHERE option_name = 'masthead_search_generation'";
    const renew = (value: string) =>
      sql(`UPDATE wordpress.wp_options SET option_value = '${value}' WHERE option_name = 'masthead_search_generation'`);
    // Two words: `many` in up to 17 posts (more than a step of 14: stored a step at a time; three edits leave a page
    // and its look-ahead row stored), `few` in up to 6 (stored whole).
    const many = word('many');
    const few = word('few');
    interface Shape {
      many: number;
      few: number;
      titled: boolean;
      published: boolean;
    }
    // Each word at most once in a title: within a tier (terms in the title) rows then differ in the text's count
    // alone, an order FULLTEXT's corpus statistics (which every change moves) cannot turn.
    const content = (at: number, shape: Shape) => ({
      title: `Patch ${stamp} ${at}${shape.titled ? ` ${many}` : ''}${shape.titled && at < 6 ? ` ${few}` : ''}`,
      content: `<!-- wp:paragraph --><p>Text ${Array(shape.many).fill(many).join(' ')} ${at < 6 ? Array(shape.few).fill(few).join(' ') : ''}.</p><!-- /wp:paragraph -->`,
      status: shape.published ? 'publish' : 'draft',
    });
    const shape = fc.record({
      many: fc.integer({ min: 0, max: 3 }),
      few: fc.integer({ min: 0, max: 2 }),
      titled: fc.boolean(),
      published: fc.boolean(),
    });
    const posts: number[] = [];
    for (let at = 0; at < 17; at++)
      posts.push(await create('posts', content(at, { many: 1 + (at % 3), few: 1 + (at % 2), titled: at % 4 === 0, published: true })));
    async function readAll(q: string): Promise<{ paths: string[]; total: number }> {
      const paths: string[] = [];
      let cursor = '';
      let total = 0;
      for (let page = 0; page < 5; page++) {
        const answer = expectOk(await api(cms(), `/search?q=${q}${cursor}`), SearchAnswerSchema);
        total = answer.total;
        paths.push(...answer.results.map((result) => result.path));
        if (!answer.next) break;
        cursor = `&cursor=${encodeURIComponent(answer.next)}`;
      }
      return { paths, total };
    }
    const firstPage = async (q: string) => {
      const answer = expectOk(await api(cms(), `/search?q=${q}`), SearchAnswerSchema);
      return { paths: answer.results.map((result) => result.path), total: answer.total };
    };
    const stored = () => sql("SELECT CONCAT(COUNT(*), ' ', COALESCE(MAX(made), 0)) FROM wordpress.wp_masthead_search_sets");
    let round = 0;
    sql(`INSERT INTO wordpress.wp_options (option_name, option_value, autoload) VALUES ('masthead_search_ranked_step', '14', 'no')`);
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.integer({ min: 0, max: 16 }), shape), { minLength: 1, maxLength: 3 }), async (edits) => {
          renew(`patch-${stamp}-${++round}`);
          // Both sets stored: the first step of `many`, all of `few`.
          await firstPage(many);
          await readAll(few);
          const before = stored();
          for (const [at, edit] of edits) await wordpressRest('POST', `posts/${posts[at]}`, content(at, edit));
          const patchedMany = await firstPage(many);
          const patchedFew = await readAll(few);
          expect(stored(), 'no set ranked again: each patched').toBe(before);
          const kept = sql(generation);
          renew(`full-${stamp}-${round}`);
          expect(await firstPage(many), 'the first step: its page and count').toEqual(patchedMany);
          expect(await readAll(few), 'a whole set: every page and its count').toEqual(patchedFew);
          expect(kept).toMatch(/^patch-/);
        }),
        { numRuns: 4 },
      );
    } finally {
      sql(`DELETE FROM wordpress.wp_options WHERE option_name = 'masthead_search_ranked_step'`);
    }
  }, 120_000);
  it('a set read on a later day is patched for the jobs that closed since, not ranked again', async () => {
    const term = word('closing');
    const renew = (value: string) =>
      sql(`UPDATE wordpress.wp_options SET option_value = '${value}' WHERE option_name = 'masthead_search_generation'`);
    renew(`day-${stamp}`);
    await create('posts', {
      title: `Day ${stamp} story`,
      content: `<!-- wp:paragraph --><p>${term} in a story.</p><!-- /wp:paragraph -->`,
    });
    const jobs: number[] = [];
    for (const name of ['closes', 'stays']) {
      const job = await wordpressRest<{ id: number }>('POST', 'masthead_job', {
        status: 'publish',
        title: `Day ${stamp} ${name}`,
        excerpt: 'A role the search index test publishes and deletes.',
        content: `<!-- wp:paragraph --><p>${term} in a role.</p><!-- /wp:paragraph -->`,
        meta: { ...PUBLISHABLE_ROLE_META, _masthead_job_valid_through: '2999-12-31' },
      });
      made.push(`masthead_job/${job.id}`);
      jobs.push(job.id);
    }
    const titles = async () => {
      const answer = expectOk(await api(cms(), `/search?q=${term}`), SearchAnswerSchema);
      return { titles: answer.results.map((result) => result.title).sort(), total: answer.total };
    };
    expect((await titles()).total, 'the story and both roles').toBe(3);
    const stored = () => sql("SELECT CONCAT(COUNT(*), ' ', COALESCE(MAX(made), 0)) FROM wordpress.wp_masthead_search_sets");
    const before = stored();
    // A day passes, as the database sees it: the set was ranked yesterday, when one role's closing day was; the other
    // closes today. Written straight to the tables, as time moves them: no save, so no change is noted.
    const today = sql('SELECT day FROM wordpress.wp_masthead_search_sets ORDER BY made DESC LIMIT 1');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    sql(`UPDATE wordpress.wp_masthead_search_sets SET day = '${yesterday}'`);
    for (const [job, closes] of [
      [jobs[0], yesterday],
      [jobs[1], today],
    ] as const)
      sql(`UPDATE wordpress.wp_postmeta SET meta_value = '${closes}' WHERE post_id = ${job} AND meta_key = '_masthead_job_valid_through'`);
    const patched = await titles();
    expect(patched, 'the role that closed yesterday has left').toEqual({ titles: [`Day ${stamp} stays`, `Day ${stamp} story`], total: 2 });
    expect(stored(), 'no set ranked again: patched').toBe(before);
    expect(sql('SELECT day FROM wordpress.wp_masthead_search_sets ORDER BY made DESC LIMIT 1'), 'now of today').toBe(today);
    renew(`day-full-${stamp}`);
    expect(await titles(), 'as a full ranking gives').toEqual(patched);
  }, 60_000);
});
