/**
 * Hidden stays hidden on WordPress (includes/listing.php `masthead_is_visible`): a page is listed, served and in
 * the sitemap only when it and every ancestor are published. Signed in as an Editor over the REST API the block
 * editor uses, each test publishes a parent, a child and a grandchild, then makes the parent private, a draft,
 * pending review, scheduled for later or trashed: the child and grandchild leave `/paths`, `/nodes` (by path and
 * by slug), `/route-list` and `/routes`, the site answers 404 for them though it had served them a moment
 * before (the parent's change purges its descendants' pages) and its sitemap names neither, so no stranger learns
 * the parent's slug. Published again, the parent brings them back.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PathLookupSchema } from '../../contract/api';
import { slugOf } from '../../contract/slugs';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { restAs, wordpressRest, wordpressUser } from '../contract/adapters';
import { allRoutes, api, cmses, eventually, expectOk, get, nodesQuery, seen, type TestCms } from '../contract/api';

const STAMP = Date.now().toString(36);
const cms = () => cmses().find((candidate) => candidate.name === 'wordpress') as TestCms;
/** The instance's state folder, as test/wordpress/global-setup.ts names it after WordPress's port. */
const state = () => `.build/wordpress/test-${new URL(inject('wordpress').url).port}`;
const made: number[] = [];
let editor = '';

interface Made {
  id: number;
  date_gmt: string;
}

async function page(title: string, slug: string, parent = 0): Promise<Made> {
  const answer = await restAs(editor, 'POST', 'pages', {
    title,
    slug,
    parent,
    status: 'publish',
    content: `<!-- wp:paragraph --><p>${title}.</p><!-- /wp:paragraph -->`,
  });
  expect(answer.status, JSON.stringify(answer.json).slice(0, 300)).toBe(201);
  const created = answer.json as Made;
  made.push(created.id);
  return created;
}

/** A parent, child and grandchild, published; their site paths. */
async function family(kind: string): Promise<{ parent: Made; paths: [string, string, string] }> {
  const slug = `hidden-${kind}-${STAMP}`;
  const parent = await page(`Hidden ${kind} parent`, slug);
  const child = await page(`Hidden ${kind} child`, `${slug}-child`, parent.id);
  await page(`Hidden ${kind} grandchild`, `${slug}-grandchild`, child.id);
  return { parent, paths: [`/${slug}/`, `/${slug}/${slug}-child/`, `/${slug}/${slug}-child/${slug}-grandchild/`] };
}

/** Where the CMS shows a path: its lookup, its nodes by path and by slug alone, the listing and the whole table. */
async function cmsShows(path: string): Promise<Record<string, boolean>> {
  const lookup = expectOk(await api(cms(), `/paths?${new URLSearchParams({ path })}`), PathLookupSchema);
  const byPath = await api(cms(), nodesQuery(path));
  const bySlug = await api(cms(), `/nodes?${new URLSearchParams({ slug: slugOf(path) })}`);
  const table = await api(cms(), '/routes');
  expect(table.status, seen(table)).toBe(200);
  return {
    paths: lookup.route !== null,
    nodesByPath: byPath.status === 200,
    nodesBySlug: bySlug.status === 200,
    routeList: (await allRoutes(cms())).some((route) => route.path === path),
    routes: (table.json as { routes: { path: string }[] }).routes.some((route) => route.path === path),
  };
}

/**
 * The pages (`page:` tags) named by the purge calls WordPress sent after the call stamped `since`, and the newest
 * stamp (wordpress/local/purge-log.php). The log keeps only the last calls, so calls are told apart by their signed
 * timestamps, which only grow, never by their position.
 */
function purgedPages(since: number): { newest: number; pages: Set<string> } {
  const log = JSON.parse(phpInInstance(state(), 'wordpress/local/purge-log.php')) as { body: string; ok: boolean; timestamp: string }[];
  const pages = new Set<string>();
  let newest = since;
  for (const record of log) {
    const stamp = Number(record.timestamp);
    newest = Math.max(newest, stamp);
    if (stamp <= since || !record.ok) continue;
    const tags = (JSON.parse(record.body) as { tags?: string[] } | null)?.tags ?? [];
    for (const tag of tags) if (tag.startsWith('page:')) pages.add(tag.slice('page:'.length));
  }
  return { newest, pages };
}

const EVERYWHERE = { paths: true, nodesByPath: true, nodesBySlug: true, routeList: true, routes: true };
const NOWHERE = { paths: false, nodesByPath: false, nodesBySlug: false, routeList: false, routes: false };

/** The site's sitemap children, together. */
async function sitemap(): Promise<string> {
  const index = await get(`${cms().site}/sitemap.xml`, { headers: { accept: 'application/xml' } });
  expect(index.status, seen(index)).toBe(200);
  const children = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const bodies = await Promise.all(children.map(async (child) => (await get(`${cms().site}${child}`)).text));
  return bodies.join('\n');
}

/** The ways an Editor takes a published parent out of view, and (when it can) puts it back. */
const HIDE: Record<string, { hide: (parent: Made) => Promise<{ status: number }>; restore: boolean }> = {
  private: { hide: (parent) => restAs(editor, 'POST', `pages/${parent.id}`, { status: 'private' }), restore: true },
  draft: { hide: (parent) => restAs(editor, 'POST', `pages/${parent.id}`, { status: 'draft' }), restore: true },
  pending: { hide: (parent) => restAs(editor, 'POST', `pages/${parent.id}`, { status: 'pending' }), restore: true },
  // A year after its own publication, on WordPress's clock: in the future whatever day the test runs.
  scheduled: {
    hide: (parent) => {
      const later = new Date(Date.parse(`${parent.date_gmt}Z`) + 365 * 86_400_000).toISOString().slice(0, 19);
      return restAs(editor, 'POST', `pages/${parent.id}`, { status: 'future', date_gmt: later });
    },
    restore: false,
  },
  trashed: { hide: (parent) => restAs(editor, 'DELETE', `pages/${parent.id}`), restore: false },
};

beforeAll(() => {
  editor = wordpressUser(state(), 'editor', `hidden-editor-${STAMP}`);
});

afterAll(async () => {
  for (const id of made.reverse()) await wordpressRest('DELETE', `pages/${id}?force=true`).catch(() => undefined);
});

describe('WordPress: pages under a page readers cannot see', () => {
  it.each(Object.keys(HIDE))('a %s parent hides its child and grandchild everywhere', async (kind) => {
    const { parent, paths } = await family(kind);
    const [, child, grandchild] = paths;
    for (const path of paths) expect(await cmsShows(path), `${path} published`).toEqual(EVERYWHERE);
    await eventually(sitemap, (text) => paths.every((path) => text.includes(`${path}</loc>`)));
    // The site has served (and so cached) the child and grandchild: hiding the parent must purge them too.
    for (const path of [child, grandchild]) {
      const answer = await get(`${cms().site}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, `the site, ${path}, published`).toBe(200);
    }

    const since = purgedPages(0).newest;
    const hidden = await HIDE[kind]!.hide(parent);
    expect(hidden.status, `${kind}: the Editor's change`).toBe(200);
    const current = await wordpressRest<{ status: string }>('GET', `pages/${parent.id}?context=edit`);
    expect(current.status).toBe(kind === 'scheduled' ? 'future' : kind === 'trashed' ? 'trash' : kind);

    for (const path of paths) expect(await cmsShows(path), `${path} under a ${kind} parent`).toEqual(NOWHERE);
    // The sitemap no longer names them (the parent's change purges it), and the site serves neither page.
    const text = await eventually(sitemap, (body) => !body.includes(`hidden-${kind}-${STAMP}`));
    expect(text).not.toContain(`hidden-${kind}-${STAMP}`);
    // The parent's change names its descendants' pages (PHP sends the purge after the REST answer).
    const named = await eventually(
      async () => purgedPages(since).pages,
      (pages) => pages.has(child) && pages.has(grandchild),
    );
    expect([...named], `${kind}: the purge names the child and grandchild`).toEqual(expect.arrayContaining([child, grandchild]));
    for (const path of [child, grandchild]) {
      // Within the purge's reach, not the cache's windows: the page was cached a moment ago.
      const answer = await eventually(
        () => get(`${cms().site}${path}`, { headers: { accept: 'text/html' } }),
        (seenNow) => seenNow.status === 404,
      );
      expect(answer.status, `the site, ${path}`).toBe(404);
      expect(answer.text).not.toContain(`Hidden ${kind} child`);
    }

    if (!HIDE[kind]!.restore) return;
    const shown = await restAs(editor, 'POST', `pages/${parent.id}`, { status: 'publish' });
    expect(shown.status).toBe(200);
    for (const path of paths) expect(await cmsShows(path), `${path} published again`).toEqual(EVERYWHERE);
  });
});
