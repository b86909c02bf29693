/**
 * The site at a future moment on WordPress (includes/timeline.php, worker/preview/timeline.ts): a post and a job
 * scheduled through core REST are on the timeline preview at their time (their pages, /news/, the feed, /jobs/, the
 * sitemap, route listing and search; a post unpublished then is not), under a timeline token, and nowhere without one: no
 * token or a tampered one is the 403 preview page, the plugin refuses `at` without a valid token (401) and its
 * hand-off mints none for a reader, and readers still get the 404 and lists without them. An Editor's "See the site
 * at" row action in wp-admin opens the timeline at the post's time on its page. The plugin's own day rule (a role
 * is open through its closing day in London) reads the moment on a timeline, and a page under a parent that has
 * expired by the moment, or is scheduled after it, is down there as readers find such a page now, and comes back
 * with its parent's scheduled time.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signTimelineToken } from '../../contract/preview-token.server';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { PUBLISHABLE_ROLE_META, wordpressLogin, wordpressRest } from '../contract/adapters';
import { cmses } from '../contract/api';

const STAMP = `ahead${Date.now().toString(36)}`;
/** A role's fields as an editor fills them (the closing day aside). */
const site = () => cmses().find((entry) => entry.name === 'wordpress')!;
const made: string[] = [];

afterAll(async () => {
  for (const route of made) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

async function page(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('WordPress: the site at a future moment', () => {
  it('shows a scheduled post on the timeline at its time, and nowhere without a valid timeline token', async () => {
    const slug = `${STAMP}-launch`;
    const path = `/${slug}/`;
    const post = await wordpressRest<{ id: number; status: string; date_gmt: string }>('POST', 'posts', {
      title: `Launch ${STAMP}`,
      slug,
      status: 'future',
      date_gmt: new Date(runNow() + 30 * 60_000).toISOString().slice(0, 19),
      content: `<!-- wp:paragraph --><p>Launch morning: ${STAMP}.</p><!-- /wp:paragraph -->`,
    });
    made.push(`posts/${post.id}`);
    expect(post.status).toBe('future');
    // A role scheduled for the same time.
    const role = `${STAMP}-role`;
    const job = await wordpressRest<{ id: number; status: string }>('POST', 'masthead_job', {
      slug: role,
      status: 'future',
      date_gmt: post.date_gmt,
      title: `Launch Role ${STAMP}`,
      excerpt: 'A role the timeline test schedules and deletes.',
      content: '<!-- wp:paragraph --><p>About the role.</p><!-- /wp:paragraph -->',
      meta: PUBLISHABLE_ROLE_META,
    });
    made.push(`masthead_job/${job.id}`);
    expect(job.status).toBe('future');
    // A post published now and unpublished at that time.
    const leaving = `/${STAMP}-leaving/`;
    const left = await wordpressRest<{ id: number; status: string }>('POST', 'posts', {
      title: `Leaving ${STAMP}`,
      slug: leaving.slice(1, -1),
      status: 'publish',
      content: '<!-- wp:paragraph --><p>Taken down at launch.</p><!-- /wp:paragraph -->',
      meta: { _masthead_unpublish_at: `${post.date_gmt}Z` },
    });
    made.push(`posts/${left.id}`);
    const at = Math.floor(Date.parse(`${post.date_gmt}Z`) / 1000) + 1;
    const token = await signTimelineToken(inject('secrets').preview, at, Math.floor(runNow() / 1000) + 600);
    const timeline = (address: string, signed = token) =>
      `${site().site}/preview?${new URLSearchParams({ at: String(at), token: signed, path: address })}`;

    const own = await page(timeline(path));
    expect(own.status, own.text.slice(0, 300)).toBe(200);
    expect(own.text).toContain(STAMP);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await page(timeline('/news/'))).text).toContain(`path=${encodeURIComponent(path)}`);
    expect((await page(timeline('/news/feed.xml'))).text).toContain(`${path}</link>`);
    expect((await page(timeline(`/jobs/${role}`))).status).toBe(200);
    expect((await page(timeline('/jobs/'))).text).toContain(`path=${encodeURIComponent(`/jobs/${role}`)}`);
    // The sitemap and the plugin's route listing (paged and whole) follow the moment too.
    const sitemap = (await page(timeline('/sitemaps/1.xml'))).text;
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(`${leaving}</loc>`);
    const listed = async (route: string, signed: boolean) => {
      const answer = await fetch(`${site().api}${route}`, signed ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(answer.status, route).toBe(200);
      const body = (await answer.json()) as { routes: { path: string }[]; total?: number };
      return { paths: body.routes.map((entry) => entry.path), total: body.total };
    };
    for (const [now, then] of [
      [await listed('/route-list?page=1&limit=1000', false), await listed(`/route-list?page=1&limit=1000&at=${at}`, true)],
      [await listed('/routes', false), await listed(`/routes?at=${at}`, true)],
    ] as const) {
      expect(now.paths).toContain(leaving);
      expect(now.paths).not.toContain(path);
      expect(then.paths).toContain(path);
      expect(then.paths).not.toContain(leaving);
      expect(then.paths).toHaveLength(now.paths.length);
      expect(then.total).toBe(now.total);
    }
    // Paged, the listing at the moment is the same rows in the same order, each once.
    const whole = (await listed(`/route-list?page=1&limit=1000&at=${at}`, true)).paths;
    const paged: string[] = [];
    for (let number = 1; paged.length < whole.length && number <= whole.length; number++) {
      paged.push(...(await listed(`/route-list?page=${number}&limit=7&at=${at}`, true)).paths);
    }
    expect(paged).toEqual(whole);
    expect((await page(`${site().api}/route-list?page=1&at=${at}`)).status).toBe(401);
    // Search too: the scheduled post and role are found at the moment, the leaving post is not; readers the opposite.
    const search = (address: string) => page(`${address.startsWith('/') ? timeline(address) : address}`);
    const found = (body: string, target: string) =>
      body.includes(`path=${encodeURIComponent(target)}"`) || body.includes(`href="${target}"`);
    const launchThen = (await search(`/search/?q=${encodeURIComponent(`Launch ${STAMP}`)}`)).text;
    expect(found(launchThen, path), 'the timeline finds the scheduled post').toBe(true);
    expect(found(launchThen, `/jobs/${role}`), 'the timeline finds the scheduled role').toBe(true);
    expect(found((await search(`/search/?q=${encodeURIComponent(`Leaving ${STAMP}`)}`)).text, leaving)).toBe(false);
    const launchNow = (await search(`${site().site}/search/?q=${encodeURIComponent(`Launch ${STAMP}`)}`)).text;
    expect(found(launchNow, path) || found(launchNow, `/jobs/${role}`), 'readers find the scheduled post or role').toBe(false);
    expect(found((await search(`${site().site}/search/?q=${encodeURIComponent(`Leaving ${STAMP}`)}`)).text, leaving)).toBe(true);

    for (const refused of [timeline(path, ''), timeline(path, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)]) {
      const answer = await page(refused);
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain(STAMP);
    }
    const news = `${site().api}/news?page=1&limit=5&at=${at}`;
    expect((await page(news)).status).toBe(401);
    const signed = await fetch(news, { headers: { authorization: `Bearer ${token}` } });
    expect(signed.headers.get('cache-control')).toBe('private, no-store');
    expect(((await signed.json()) as { items: { href: string }[] }).items.map((item) => item.href)).toContain(path);

    // A reader cannot mint a token: WordPress's hand-off sends whoever is not signed in to its login.
    const handoff = await fetch(`${inject('wordpress').url}/generate?at=${at}&id=${post.id}`, { redirect: 'manual' });
    expect(handoff.status).toBe(302);
    expect(handoff.headers.get('location')).toContain('wp-login.php');

    // Readers: the 404 and lists without it, after the timeline was seen.
    expect((await page(`${site().site}${path}`)).status).toBe(404);
    expect((await page(`${site().site}/news/`)).text).not.toContain(path);
    expect((await page(`${site().site}/news/feed.xml`)).text).not.toContain(path);
    expect((await page(`${site().site}/jobs/${role}`)).status).toBe(404);
    expect((await page(`${site().site}/jobs/`)).text).not.toContain(`/jobs/${role}`);
    expect((await page(`${site().site}/sitemaps/1.xml`)).text).not.toContain(`${path}</loc>`);

    // An Editor's "See the site at …" beside the post in wp-admin's list: WordPress's hand-off signs the timeline at
    // the post's time, on its page, and the post is there.
    const editor = { user: `timeline-editor-${STAMP}`, password: randomBytes(12).toString('hex') };
    phpInInstance(`.build/wordpress/test-${new URL(inject('wordpress').url).port}`, 'wordpress/local/test-user.php', [
      'editor',
      editor.user,
      editor.password,
    ]);
    const cookie = await wordpressLogin(editor);
    const list = await fetch(`${inject('wordpress').url}/wp-admin/edit.php?post_status=future&post_type=post&s=${STAMP}`, {
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    const action = /class=['"]masthead_timeline['"]><a href="([^"]+)">See the site at /.exec(await list.text());
    expect(action, 'the row action').not.toBeNull();
    const handed = await fetch(action![1]!.replace(/&amp;/g, '&').replace(/&#038;/g, '&'), { redirect: 'manual', headers: { cookie } });
    expect(handed.status).toBe(302);
    const opened = new URL(handed.headers.get('location')!);
    expect(opened.searchParams.get('at')).toBe(String(at - 1));
    expect(opened.searchParams.get('path')).toBe(path);
    const there = await page(`${site().site}${opened.pathname}${opened.search}`);
    expect(there.status).toBe(200);
    expect(there.text).toContain(`Launch morning: ${STAMP}.`);
  });

  it("judges a role's closing by the moment's day in London on a timeline", async () => {
    // 23:30 UTC on a summer day next year: already the next day in London.
    const year = new Date(runNow()).getUTCFullYear() + 1;
    const at = Math.floor(Date.parse(`${year}-07-14T23:30:00Z`) / 1000);
    const token = await signTimelineToken(inject('secrets').preview, at, Math.floor(runNow() / 1000) + 600);
    const roles: Record<string, string> = {};
    // Closing on the moment's UTC date (closed in London then), and two days after London's date.
    for (const [name, closes] of [
      ['closing', `${year}-07-14`],
      ['staying', `${year}-07-17`],
    ] as const) {
      const slug = `${STAMP}-${name}`;
      const job = await wordpressRest<{ id: number; status: string }>('POST', 'masthead_job', {
        slug,
        status: 'publish',
        title: `${name} ${STAMP}`,
        excerpt: 'A role the timeline test publishes and deletes.',
        content: '<!-- wp:paragraph --><p>About the role.</p><!-- /wp:paragraph -->',
        meta: {
          ...PUBLISHABLE_ROLE_META,
          _masthead_job_valid_through: closes,
        },
      });
      made.push(`masthead_job/${job.id}`);
      expect(job.status).toBe('publish');
      roles[name] = `/jobs/${slug}`;
    }
    const search = async (name: string, timeline: boolean) => {
      const address = `/search/?q=${encodeURIComponent(`${name} ${STAMP}`)}`;
      const url = timeline
        ? `${site().site}/preview?${new URLSearchParams({ at: String(at), token, path: address })}`
        : `${site().site}${address}`;
      const { status, text } = await page(url);
      expect(status, url).toBe(200);
      return text.includes(`path=${encodeURIComponent(roles[name]!)}"`) || text.includes(`href="${roles[name]}"`);
    };
    expect(await search('closing', true), 'the timeline finds a role closed in London by then').toBe(false);
    expect(await search('staying', true), 'the timeline finds a role open then').toBe(true);
    expect(await search('closing', false), 'readers find the role open now').toBe(true);
    expect(await search('staying', false), 'readers find the other role open now').toBe(true);
  });

  it('a page under a parent expired by the moment, or scheduled after it, is down on the timeline as for readers; it comes with its parent', async () => {
    const soon = (minutes: number) => new Date(runNow() + minutes * 60_000).toISOString().slice(0, 19);
    const addPage = async (slug: string, fields: Record<string, unknown>) => {
      const created = await wordpressRest<{ id: number; link: string }>('POST', 'pages', {
        title: `${slug} ${STAMP}`,
        slug: `${STAMP}-${slug}`,
        content: `<!-- wp:paragraph --><p>${slug} ${STAMP}.</p><!-- /wp:paragraph -->`,
        ...fields,
      });
      made.unshift(`pages/${created.id}`);
      return created.id;
    };
    // A parent unpublished 20 minutes from now and one scheduled for 40 minutes from now, each with a published child.
    const leaving = await addPage('leavingparent', { status: 'publish', meta: { _masthead_unpublish_at: `${soon(20)}Z` } });
    await addPage('leavingchild', { status: 'publish', parent: leaving });
    const coming = await addPage('comingparent', { status: 'future', date_gmt: soon(40) });
    await addPage('comingchild', { status: 'publish', parent: coming });
    const under = {
      leaving: `/${STAMP}-leavingparent/${STAMP}-leavingchild/`,
      coming: `/${STAMP}-comingparent/${STAMP}-comingchild/`,
    };
    // The timeline half an hour from now: after the one parent leaves, before the other comes.
    const at = Math.floor(runNow() / 1000) + 30 * 60;
    const token = await signTimelineToken(inject('secrets').preview, at, Math.floor(runNow() / 1000) + 600);
    const timeline = (address: string) => `${site().site}/preview?${new URLSearchParams({ at: String(at), token, path: address })}`;
    const listed = async (route: string, signed: boolean) => {
      const answer = await fetch(`${site().api}${route}`, signed ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(answer.status, route).toBe(200);
      return ((await answer.json()) as { routes: { path: string }[] }).routes.map((entry) => entry.path);
    };
    const searched = async (url: string, path: string) => {
      const text = (await page(url)).text;
      return text.includes(`path=${encodeURIComponent(path)}"`) || text.includes(`href="${path}"`);
    };
    // Readers now: the page under the leaving parent is served, listed and found; the one under the coming parent is not.
    expect((await page(`${site().site}${under.leaving}`)).status).toBe(200);
    expect((await page(`${site().site}${under.coming}`)).status).toBe(404);
    const nowListed = await listed('/route-list?page=1&limit=1000', false);
    expect(nowListed).toContain(under.leaving);
    expect(nowListed).not.toContain(under.coming);
    expect(await searched(`${site().site}/search/?q=${encodeURIComponent(`leavingchild ${STAMP}`)}`, under.leaving)).toBe(true);
    // The timeline: both are down, as readers will find them then; nothing lists, maps or finds them.
    for (const path of Object.values(under)) {
      expect((await page(timeline(path))).status, path).toBe(404);
      for (const route of [`/route-list?page=1&limit=1000&at=${at}`, `/routes?at=${at}`]) {
        expect(await listed(route, true), `${route} lists ${path}`).not.toContain(path);
      }
      expect((await page(timeline('/sitemaps/1.xml'))).text, path).not.toContain(`${path}</loc>`);
    }
    expect(await searched(timeline(`/search/?q=${encodeURIComponent(`leavingchild ${STAMP}`)}`), under.leaving)).toBe(false);
    // After the other parent's time, the page under it comes with it: served and listed.
    const later = at + 15 * 60;
    const laterToken = await signTimelineToken(inject('secrets').preview, later, Math.floor(runNow() / 1000) + 600);
    const then = await page(`${site().site}/preview?${new URLSearchParams({ at: String(later), token: laterToken, path: under.coming })}`);
    expect(then.status, then.text.slice(0, 300)).toBe(200);
    expect(then.text).toContain(`comingchild ${STAMP}.`);
    const answer = await fetch(`${site().api}/route-list?page=1&limit=1000&at=${later}`, {
      headers: { authorization: `Bearer ${laterToken}` },
    });
    expect(((await answer.json()) as { routes: { path: string }[] }).routes.map((entry) => entry.path)).toContain(under.coming);
  });
});
