/**
 * Hidden stays hidden on the reference CMS: a page is listed, served and in the sitemap only when it and every
 * page above it are published. A parent or grandparent made private, draft, pending, scheduled or trashed takes
 * every page under it out of `/paths`, `/nodes`, `/route-list` and `/routes`; the purge the CMS sends names
 * them, and once delivered the site answers 404 for them and leaves them out of its sitemap. Published again,
 * they come back. A parent withdrawn on purpose (gone) is still published: its children stay.
 */

import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathLookupSchema, RouteListSchema } from '../../contract/api';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { namedPurge } from '../helpers/named-purge';
import { get } from '../helpers/site';

const CMS = 'http://127.0.0.1:8788';
const TOKEN = 'test-editor-token-0123456789';
const GRANDPARENT = '/trading-policies/';
const PARENT = '/trading-policies/advertising-terms-and-conditions/';
const CHILD = '/trading-policies/advertising-terms-and-conditions/brand-safety-guidelines/';
const SIBLING = '/trading-policies/suppliers/';

interface PurgeRecord {
  body: string;
  timestamp: string;
  signature: string;
}

async function setState(path: string, state: string): Promise<void> {
  const response = await fetch(`${CMS}/edit/page`, {
    method: 'POST',
    body: JSON.stringify({ path, state }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status, `${path} → ${state}`).toBe(200);
  await response.arrayBuffer();
}

/** Sends the CMS's newest purge to the site, as its webhook would have; returns its body. */
async function deliverLatest(): Promise<{ paths: string[]; tags: string[] }> {
  const { purges } = (await (await fetch(`${CMS}/__publish-log`)).json()) as { purges: PurgeRecord[] };
  const record = purges.at(-1)!;
  const answer = await get('/__purge', {
    method: 'POST',
    body: record.body,
    headers: { 'content-type': 'application/json', 'x-masthead-timestamp': record.timestamp, 'x-masthead-signature': record.signature },
  });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();
  return namedPurge(record.body);
}

function slugOf(path: string): string {
  return path.split('/').filter(Boolean).at(-1)!;
}

/** Where the CMS shows a path: its lookup, its nodes (by path and by slug alone), the listing and the whole table. */
async function cmsShows(path: string): Promise<Record<string, boolean>> {
  const lookup = PathLookupSchema.parse(await (await fetch(`${CMS}/paths?${new URLSearchParams({ path })}`)).json());
  const slug = slugOf(path);
  const byPath = await fetch(`${CMS}/nodes?${new URLSearchParams({ slug, path })}`);
  const bySlug = await fetch(`${CMS}/nodes?${new URLSearchParams({ slug })}`);
  await byPath.arrayBuffer();
  await bySlug.arrayBuffer();
  const listing = RouteListSchema.parse(await (await fetch(`${CMS}/route-list?page=1&limit=1000`)).json());
  const table = (await (await fetch(`${CMS}/routes`)).json()) as { routes: { path: string }[] };
  return {
    paths: lookup.route !== null,
    nodesByPath: byPath.status === 200,
    nodesBySlug: bySlug.status === 200,
    routeList: listing.routes.some((route) => route.path === path),
    routes: table.routes.some((route) => route.path === path),
  };
}

/** Where the site shows a path: its page answers 200, and the sitemap lists it. */
async function siteShows(path: string, sitemap: string): Promise<Record<string, boolean>> {
  const page = await get(path);
  await page.arrayBuffer();
  return { page: page.status === 200, sitemap: sitemap.includes(`${env.SITE_ORIGIN}${path}<`) };
}

async function sitemapText(): Promise<string> {
  const answer = await get('/sitemaps/1.xml');
  expect(answer.status).toBe(200);
  return answer.text();
}

const EVERYWHERE = { paths: true, nodesByPath: true, nodesBySlug: true, routeList: true, routes: true };
const NOWHERE = { paths: false, nodesByPath: false, nodesBySlug: false, routeList: false, routes: false };

beforeEach(async () => {
  await cms.clearEdits();
  await env.SITE_STATE.delete('purge-last-timestamp');
});

afterEach(async () => {
  await cms.clearEdits();
  await new Promise((resolve) => setTimeout(resolve, 2));
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

describe('pages under a page that is not published', () => {
  it.each(['private', 'draft', 'pending', 'scheduled', 'trashed', 'unpublished'])(
    'a %s grandparent hides its children and grandchildren everywhere, until it is published again',
    async (state) => {
      // Seen first, so the site holds them in its caches.
      for (const path of [PARENT, CHILD]) expect(await cmsShows(path), path).toEqual(EVERYWHERE);
      let sitemap = await sitemapText();
      for (const path of [PARENT, CHILD]) expect(await siteShows(path, sitemap), path).toEqual({ page: true, sitemap: true });

      await setState(GRANDPARENT, state);
      const purge = await deliverLatest();
      for (const path of [GRANDPARENT, PARENT, CHILD, SIBLING]) {
        expect(await cmsShows(path), `${path} under a ${state} page`).toEqual(NOWHERE);
        expect(purge.tags, 'the purge names each page under it').toEqual(expect.arrayContaining([`page:${path}`, `lookup:${path}`]));
      }
      sitemap = await sitemapText();
      for (const path of [GRANDPARENT, PARENT, CHILD]) {
        expect(await siteShows(path, sitemap), `the site, ${path}`).toEqual({ page: false, sitemap: false });
        // Nor does any other page of the sitemap reveal the hidden slug.
        expect(sitemap).not.toContain(path);
      }

      await setState(GRANDPARENT, 'published');
      await deliverLatest();
      sitemap = await sitemapText();
      for (const path of [GRANDPARENT, PARENT, CHILD]) {
        expect(await cmsShows(path), `${path} again`).toEqual(EVERYWHERE);
        expect(await siteShows(path, sitemap), `the site, ${path} again`).toEqual({ page: true, sitemap: true });
      }
    },
  );

  it('a draft parent hides its child but not its own parent or siblings', async () => {
    await setState(PARENT, 'draft');
    await deliverLatest();
    expect(await cmsShows(CHILD)).toEqual(NOWHERE);
    expect(await cmsShows(GRANDPARENT)).toEqual(EVERYWHERE);
    expect(await cmsShows(SIBLING)).toEqual(EVERYWHERE);
    const sitemap = await sitemapText();
    expect(await siteShows(CHILD, sitemap)).toEqual({ page: false, sitemap: false });
    expect(await siteShows(SIBLING, sitemap)).toEqual({ page: true, sitemap: true });
  });

  it('a parent withdrawn on purpose (gone) is still published: its children stay', async () => {
    await setState(PARENT, 'gone');
    expect(await cmsShows(CHILD)).toEqual(EVERYWHERE);
    const lookup = PathLookupSchema.parse(await (await fetch(`${CMS}/paths?${new URLSearchParams({ path: PARENT })}`)).json());
    expect(lookup.route?.meta.gone).toBe(true);
  });
});
