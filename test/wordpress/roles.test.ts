/**
 * Who may change what in WordPress (wordpress/masthead-content/includes/roles.php), signed in as each role over
 * the REST API the block editor uses: Contributors and Authors can neither draft nor publish a redirect or a
 * job; an Editor publishes both, but a redirect to another host only an Administrator may set, or edit once
 * set. A redirect's title must be a site path. After every attempt the site still serves its own home page and
 * jobs page: no single account sends readers off the site.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restAs, wordpressRest, wordpressUser } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const site = () => cmses().find((cms) => cms.name === 'wordpress')!.site;
/** The instance's state folder, as test/wordpress/global-setup.ts names it after WordPress's port. */
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;

const OFFSITE = 'https://evil.example/home';
const made: string[] = [];

/** A redirect as the REST API takes it. */
function redirect(from: string, to: string, status = 'publish') {
  return { title: from, status, meta: { _masthead_redirect_to: to, _masthead_redirect_status: 301 } };
}

/** A job as the REST API takes it. */
function job(slug: string) {
  return {
    title: `Role check ${slug}`,
    slug,
    status: 'publish',
    content: '<!-- wp:paragraph --><p>A role.</p><!-- /wp:paragraph -->',
    meta: {
      _masthead_job_department: 'Editorial',
      _masthead_job_location: 'London',
      _masthead_job_apply_url: 'https://careers.immediate.example/apply/x',
    },
  };
}

async function create(auth: string, type: string, body: unknown): Promise<{ status: number; id?: number }> {
  const answer = await restAs(auth, 'POST', type, body);
  const id = (answer.json as { id?: number }).id;
  if (answer.status < 300 && id) made.push(`${type}/${id}`);
  return { status: answer.status, id };
}

const users: Record<'contributor' | 'author' | 'editor', string> = { contributor: '', author: '', editor: '' };
let admin = '';

beforeAll(() => {
  for (const role of Object.keys(users) as (keyof typeof users)[]) users[role] = wordpressUser(state(), role, `${role}-${STAMP}`);
  admin = `${wordpress().admin.user}:${wordpress().admin.appPassword}`;
});

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('redirects and jobs by role', () => {
  it.each(['contributor', 'author'] as const)('a %s can neither draft nor publish a redirect or a job', async (role) => {
    for (const status of ['publish', 'draft', 'pending']) {
      const taking = await create(users[role], 'masthead_redirect', redirect('/', OFFSITE, status));
      expect(taking.status, `${role}: a ${status} redirect of / off the site`).toBe(403);
      const onSite = await create(users[role], 'masthead_redirect', redirect(`/role-${role}-${STAMP}/`, '/news/', status));
      expect(onSite.status, `${role}: a ${status} redirect on the site`).toBe(403);
      const role_ = await create(users[role], 'masthead_job', { ...job(`${role}-${status}-${STAMP}`), status });
      expect(role_.status, `${role}: a ${status} job`).toBe(403);
    }
    // Nor can they read the list of redirects for editing.
    expect((await restAs(users[role], 'GET', 'masthead_redirect?context=edit')).status, `${role}: the redirects list`).toBe(403);
  });

  it('an Editor publishes a redirect on the site and a job, but not a redirect to another host', async () => {
    const from = `/role-editor-${STAMP}/`;
    const onSite = await create(users.editor, 'masthead_redirect', redirect(from, '/news/'));
    expect(onSite.status).toBe(201);
    const answer = await eventually(
      () => get(`${site()}${from}`, { redirect: 'manual' }),
      (page) => page.status === 301,
    );
    expect(answer.location).toBe('/news/');

    const offsite = await restAs(users.editor, 'POST', 'masthead_redirect', redirect('/', OFFSITE));
    expect(offsite.status).toBe(400);
    expect(JSON.stringify(offsite.json)).toContain('only when an Administrator sets it');
    // Nor by moving an existing redirect of theirs off the site.
    const moved = await restAs(users.editor, 'POST', `masthead_redirect/${onSite.id}`, { meta: { _masthead_redirect_to: OFFSITE } });
    expect(moved.status).toBe(400);

    const role = await create(users.editor, 'masthead_job', job(`editor-${STAMP}`));
    expect(role.status).toBe(201);
  });

  it('an Administrator may set an off-site target, and then only an Administrator may change it', async () => {
    const from = `/role-admin-${STAMP}/`;
    const set = await create(admin, 'masthead_redirect', redirect(from, 'https://careers.immediate.example/'));
    expect(set.status).toBe(201);
    const edit = await restAs(users.editor, 'POST', `masthead_redirect/${set.id}`, { title: '/' });
    expect(edit.status, 'an Editor editing an off-site redirect').toBe(403);
    const remove = await restAs(users.editor, 'DELETE', `masthead_redirect/${set.id}`);
    expect(remove.status, 'an Editor deleting an off-site redirect').toBe(403);
  });

  it('refuses a redirect whose title is not a site path, or whose status or target is not one the site takes', async () => {
    for (const [body, why] of [
      [redirect('press', '/news/'), /title must be the site path/],
      [redirect('https://evil.example/', '/news/'), /title must be the site path/],
      [redirect(`/role-bad-${STAMP}/`, 'javascript:alert(1)'), /site path/],
      [
        { ...redirect(`/role-bad-${STAMP}/`, '/news/'), meta: { _masthead_redirect_to: '/news/', _masthead_redirect_status: 303 } },
        /301, 302, 307 or 308/,
      ],
    ] as const) {
      const answer = await restAs(users.editor, 'POST', 'masthead_redirect', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json)).toMatch(why);
    }
  });

  it('lets those who write read the site settings their editor asks for, and nothing more; only an Administrator changes them', async () => {
    const subscriber = wordpressUser(state(), 'subscriber', `subscriber-${STAMP}`);
    const writerKeys = ['default_category', 'description', 'site_icon', 'site_logo', 'title', 'url'];
    for (const auth of Object.values(users)) {
      const answer = await restAs(auth, 'GET', 'settings');
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.json as object).sort(), 'what the REST index tells anyone, and the default category').toEqual(writerKeys);
      expect((await restAs(auth, 'GET', 'settings?_fields=default_category')).json).toEqual({ default_category: expect.any(Number) });
      expect((await restAs(auth, 'POST', 'settings', { description: `Taken ${STAMP}` })).status).toBe(403);
    }
    expect((await restAs(subscriber, 'GET', 'settings')).status, 'a reader who writes nothing').toBe(403);
    const all = (await restAs(admin, 'GET', 'settings')).json as Record<string, unknown>;
    expect(all, 'an Administrator reads every setting').toHaveProperty('email');
    expect(all.default_category).toBe(((await restAs(users.editor, 'GET', 'settings')).json as Record<string, unknown>).default_category);
  });

  it('leaves the site serving its own pages after every attempt', async () => {
    for (const path of ['/', '/jobs/']) {
      const page = await get(`${site()}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
    }
  });
});
