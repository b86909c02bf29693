/**
 * Contract, for every CMS: what readers cannot see, search never finds. Each case is a document first published
 * under a title holding a word made for the run (and found by searching that word: the case is real), then
 * taken out of view as an editor does: switched to draft, pending review, private, scheduled for later, put in
 * the bin, given a password, or left published under a parent switched to private or draft; and an open job
 * (one search finds by its title) closed. After each change, searching the same words finds it no more. The reference
 * CMS changes pages of its pack through its editing API; WordPress makes new posts and pages through its REST API
 * (and closes a job by its closing date). "Did you mean" never offers a word only a hidden page holds. Everything is
 * put back afterwards.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { JobsResponseSchema, MAX_PAGE_LIMIT, type RouteListItem, RouteListSchema } from '../../contract/api';
import { type SearchAnswer, SearchAnswerSchema } from '../../contract/search-answer';
import { wordpressRest } from './adapters';
import { api, cmses, expectOk, get, type TestCms } from './api';

/** How an editor takes a document out of view. */
const OWN_STATES = ['draft', 'pending', 'private', 'scheduled', 'trashed', 'password'] as const;
type OwnState = (typeof OWN_STATES)[number];
/** How an editor takes a parent out of view (its published children go with it). */
const PARENT_STATES = ['private', 'draft'] as const;
type ParentState = (typeof PARENT_STATES)[number];

/** A document search should find now, and what to change to hide it. */
interface Placed {
  /** The path search answers with. */
  path: string;
  /** What the back end changes: the document itself, or its parent. */
  target: string;
}

/** The steps that differ per back end. */
interface Backend {
  /** A published document titled `title`. */
  place(title: string): Promise<Placed>;
  /** A published document titled `title` under a published parent (the target). */
  placeUnderParent(title: string): Promise<Placed>;
  hide(target: string, state: OwnState): Promise<void>;
  /** Some published jobs (open or closed already): path, title; `close` closes one. */
  jobs(): Promise<{ path: string; title: string; close(): Promise<void> }[]>;
  restore(): Promise<void>;
}

/** A word no content holds: letters only (a searched word), made for this run. */
function madeWord(label: string): string {
  const letters = (value: number) => value.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
  return `zq${letters(Date.now() % 26 ** 7)}${letters(Math.floor(Math.random() * 26 ** 4))}${label.replace(/[^a-z]/g, '')}`;
}

async function search(cms: TestCms, query: string, kind = ''): Promise<SearchAnswer> {
  return expectOk(await api(cms, `/search?${new URLSearchParams({ q: query, ...(kind ? { kind } : {}) })}`), SearchAnswerSchema);
}

/** Every result's path for `query`, page after page. */
async function allPaths(cms: TestCms, query: string, kind = ''): Promise<string[]> {
  const paths: string[] = [];
  let cursor = '';
  for (let page = 0; page < 50; page++) {
    const params = new URLSearchParams({ q: query, ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) });
    const answer = expectOk(await api(cms, `/search?${params}`), SearchAnswerSchema);
    paths.push(...answer.results.map((result) => result.path));
    if (!answer.next) break;
    cursor = answer.next;
  }
  return paths;
}

// --- The reference CMS: pages of its pack, retitled and hidden through its editing API. ---

function referenceBackend(cms: TestCms): Backend {
  const edited = new Set<string>();
  const closed: string[] = [];
  const used = new Set<string>();
  let routes: RouteListItem[] | undefined;
  const post = async (what: 'page' | 'job', body: object) => {
    const answer = await get(`${cms.api}/edit/${what}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${inject('referenceEditorToken')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // 502: saved, though the site was not told.
    if (answer.status !== 200 && answer.status !== 502)
      throw new Error(`reference edit failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  };
  const searchable = async () => {
    routes ??= expectOk(await api(cms, `/route-list?page=1&limit=${MAX_PAGE_LIMIT}`), RouteListSchema).routes.filter(
      (route) => route.robots === 'index, follow' && !route.internal && !route.gone && !route.canonical_path && route.path !== '/',
    );
    return routes;
  };
  const childrenOf = (all: RouteListItem[], path: string) => all.filter((route) => route.path !== path && route.path.startsWith(path));
  const retitle = async (path: string, title: string) => {
    used.add(path);
    edited.add(path);
    await post('page', { path, title });
  };
  return {
    async place(title) {
      const all = await searchable();
      const leaf = all.find((route) => !used.has(route.path) && childrenOf(all, route.path).length === 0);
      if (!leaf) throw new Error('the pack has no unused leaf page');
      await retitle(leaf.path, title);
      return { path: leaf.path, target: leaf.path };
    },
    async placeUnderParent(title) {
      const all = await searchable();
      const parents = all
        .filter((route) => !used.has(route.path) && childrenOf(all, route.path).some((child) => !used.has(child.path)))
        .sort((a, b) => childrenOf(all, a.path).length - childrenOf(all, b.path).length);
      const parent = parents[0];
      if (!parent) throw new Error('the pack has no unused parent page');
      const child = childrenOf(all, parent.path).find((route) => !used.has(route.path))!;
      used.add(parent.path);
      await retitle(child.path, title);
      return { path: child.path, target: parent.path };
    },
    async hide(target, state) {
      edited.add(target);
      await post('page', { path: target, state: state === 'password' ? 'protected' : state });
    },
    async jobs() {
      const { jobs } = expectOk(await api(cms, '/jobs'), JobsResponseSchema);
      return jobs.slice(0, 10).map((job) => ({
        path: `/jobs/${job.id}`,
        title: job.title,
        close: async () => {
          closed.push(job.id);
          await post('job', { id: job.id, state: 'closed' });
        },
      }));
    },
    async restore() {
      for (const id of closed) await post('job', { id, state: 'open' });
      for (const path of edited) await post('page', { path, state: 'published' });
      // Titles come back by forgetting the edits (the CMS's test control): the pack is read-only underneath.
      await get(`${cms.api}/__edits`, { method: 'DELETE' });
    },
  };
}

// --- WordPress: new posts and pages through its REST API. ---

function wordpressBackend(): Backend {
  const made: string[] = [];
  const jobs: { id: number; validThrough: string }[] = [];
  const create = async (type: 'posts' | 'pages', body: object) => {
    const { id, link } = await wordpressRest<{ id: number; link: string }>('POST', type, {
      status: 'publish',
      content: '<!-- wp:paragraph --><p>A document the search-hidden contract test makes and deletes.</p><!-- /wp:paragraph -->',
      ...body,
    });
    made.push(`${type}/${id}`);
    return { id, path: new URL(link).pathname };
  };
  return {
    async place(title) {
      const { id, path } = await create('posts', { title });
      return { path, target: `posts/${id}` };
    },
    async placeUnderParent(title) {
      const parent = await create('pages', { title: `Parent of ${title}` });
      const child = await create('pages', { title, parent: parent.id });
      return { path: child.path, target: `pages/${parent.id}` };
    },
    async hide(target, state) {
      if (state === 'trashed') await wordpressRest('DELETE', target);
      else if (state === 'password') await wordpressRest('POST', target, { password: 'not-for-readers' });
      // A date past any clock the tests run at.
      else if (state === 'scheduled') await wordpressRest('POST', target, { status: 'future', date: '2099-06-01T09:00:00' });
      else await wordpressRest('POST', target, { status: state });
    },
    async jobs() {
      const found = await wordpressRest<{ id: number; slug: string; title: { raw: string }; meta: Record<string, string> }[]>(
        'GET',
        'masthead_job?status=publish&per_page=10&context=edit&orderby=id&order=asc',
      );
      return found.map((job) => ({
        path: `/jobs/${job.slug}`,
        title: job.title.raw,
        close: async () => {
          jobs.push({ id: job.id, validThrough: job.meta._masthead_job_valid_through ?? '' });
          // A closing date before any clock the tests run at.
          await wordpressRest('POST', `masthead_job/${job.id}`, { meta: { _masthead_job_valid_through: '2000-01-31' } });
        },
      }));
    },
    async restore() {
      for (const job of jobs)
        await wordpressRest('POST', `masthead_job/${job.id}`, { meta: { _masthead_job_valid_through: job.validThrough } });
      for (const item of made.reverse()) await wordpressRest('DELETE', `${item}?force=true`);
    },
  };
}

describe.each(cmses())('$name CMS: search never finds what readers cannot see', (cms) => {
  const backend = cms.name === 'wordpress' ? wordpressBackend() : referenceBackend(cms);
  afterAll(() => backend.restore());

  const found = async (word: string, path: string) => (await search(cms, word)).results.some((result) => result.path === path);

  it.each(OWN_STATES)('a document made %s', async (state: OwnState) => {
    const word = madeWord(state);
    const placed = await backend.place(`Search check ${word}`);
    expect(await found(word, placed.path), `${placed.path} titled ${word}, while published`).toBe(true);
    await backend.hide(placed.target, state);
    const answer = await search(cms, word);
    expect(
      answer.results.map((result) => result.path),
      `${word} after the document became ${state}`,
    ).toEqual([]);
    expect(answer.total).toBe(0);
  });

  it.each(PARENT_STATES)('a published page under a parent made %s', async (state: ParentState) => {
    const word = madeWord(`under ${state}`);
    const placed = await backend.placeUnderParent(`Search check ${word}`);
    expect(await found(word, placed.path), `${placed.path} titled ${word}, while its parent is published`).toBe(true);
    // "Did you mean" offers the word while a reader can find it (WordPress reads a save's words at once; the reference
    // CMS's vocabulary is its pack as stored, which has not this title), and never once it is hidden.
    const misspelt = `${word.slice(0, -1)}x`;
    if (cms.name === 'wordpress') expect((await search(cms, misspelt)).suggestions).toContain(word);
    await backend.hide(placed.target, state);
    const answer = await search(cms, word);
    expect(
      answer.results.map((result) => result.path),
      `${word} after its parent became ${state}`,
    ).toEqual([]);
    expect((await search(cms, misspelt)).suggestions, 'a word only a hidden page holds').not.toContain(word);
  });

  it('a job once closed', async () => {
    let job: Awaited<ReturnType<Backend['jobs']>>[number] | undefined;
    for (const candidate of await backend.jobs()) {
      if ((await allPaths(cms, candidate.title, 'job')).includes(candidate.path)) {
        job = candidate;
        break;
      }
    }
    if (!job) throw new Error('search finds none of the first ten jobs by its title: no open job to close');
    await job.close();
    expect(await allPaths(cms, job.title, 'job'), `${job.title} once closed`).not.toContain(job.path);
    expect(await allPaths(cms, job.title), `${job.title} once closed, every kind`).not.toContain(job.path);
  });
});
