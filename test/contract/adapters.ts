/**
 * The steps of the contract suite that differ per back end, one adapter each:
 * which ids the sample drafts have, how an editor changes a title (which
 * makes the CMS send its signed purge), and how `/generate` knows the editor.
 * Everything else in test/contract/ is the same for every CMS.
 * @module
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { lock } from 'proper-lockfile';
import { inject } from 'vitest';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { type Answer, get, type TestCms } from './api';
import type { DraftKind } from './sample-pack';

export interface CmsAdapter {
  /** The preview id of a sample draft. */
  draftId(kind: DraftKind): string;
  /** Changes the title of the published page or post at `path`, as an editor does. */
  setTitle(path: string, title: string): Promise<void>;
  /** `GET {publicOrigin}/generate?id&post_type` as a signed-in editor's browser (no redirects followed). */
  generateAsEditor(id: string, postType: string): Promise<Answer>;
  /** Whether `/generate` sends an anonymous browser to a login page first (WordPress) or serves anyone (reference). */
  loginRequired: boolean;
  /**
   * Makes the sample revision the editor's newest unsaved change of its article, as an editor's next autosave
   * does. WordPress shows an autosave only while it is newer than the post, and other tests save every post.
   */
  freshenRevision(id: string): Promise<void>;
}

const REFERENCE_DRAFTS: Record<DraftKind, string> = { post: '1001', page: '1002', revision: '1003' };

function referenceAdapter(cms: TestCms): CmsAdapter {
  return {
    draftId: (kind) => REFERENCE_DRAFTS[kind],
    async setTitle(path, title) {
      const answer = await get(`${cms.api}/edit/page`, {
        method: 'POST',
        headers: { authorization: `Bearer ${inject('referenceEditorToken')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ path, title }),
      });
      if (answer.status !== 200) throw new Error(`reference edit of ${path} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
    },
    generateAsEditor: (id, postType) => get(`${cms.publicOrigin}/generate?${new URLSearchParams({ id, post_type: postType })}`),
    loginRequired: false,
    // The reference CMS keeps its drafts apart from the published pages: nothing ages them.
    freshenRevision: async () => undefined,
  };
}

/** The Basic authorisation of the admin's application password (WordPress REST, `local` environment). */
export function wordpressAuth(): string {
  const { user, appPassword } = inject('wordpress').admin;
  return `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`;
}

/** The id of the published page or post at a site path, asked of WordPress's own REST API. */
export async function wordpressIdAt(path: string): Promise<{ id: number; type: 'pages' | 'posts' }> {
  const { url } = inject('wordpress');
  const slug = path.split('/').filter(Boolean).pop() ?? '';
  for (const type of ['pages', 'posts'] as const) {
    const answer = await get(`${url}/wp-json/wp/v2/${type}?${new URLSearchParams({ slug, _fields: 'id,link', per_page: '100' })}`, {
      headers: { authorization: wordpressAuth() },
    });
    const found = (answer.json as { id: number; link: string }[] | undefined)?.find((item) => new URL(item.link).pathname === path);
    if (found) return { id: found.id, type };
  }
  throw new Error(`WordPress has no published page or post at ${path}`);
}

/**
 * Runs `signIn` while no other test worker signs in to the same WordPress. WordPress keeps a user's sessions in
 * one user-meta row that each sign-in reads, extends and writes back, so concurrent sign-ins as one user lose each
 * other's session (twelve at once against one instance kept two) and a browser signed in that way is sent back to
 * wp-login.php by its next page.
 */
async function oneSignInAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  mkdirSync('.build/wordpress', { recursive: true });
  const release = await lock(`.build/wordpress/sign-in-${new URL(inject('wordpress').url).port}`, {
    realpath: false,
    stale: 30_000,
    retries: { retries: 600, minTimeout: 20, maxTimeout: 200 },
  });
  try {
    return await signIn();
  } finally {
    await release();
  }
}

/** Signs in at wp-login.php (the admin, or `admin`: another user) and returns the cookie header a browser would send. */
export async function wordpressLogin(admin: { user: string; password: string } = inject('wordpress').admin): Promise<string> {
  const { url } = inject('wordpress');
  const response = await oneSignInAtATime(async () => {
    const posted = await fetch(`${url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
      body: new URLSearchParams({ log: admin.user, pwd: admin.password, testcookie: '1', redirect_to: `${url}/wp-admin/` }),
    });
    await posted.body?.cancel();
    return posted;
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.startsWith('wordpress_logged_in_'))) {
    throw new Error(`wp-login.php did not sign ${admin.user} in: ${response.status}, cookies ${cookies.join(' ')}`);
  }
  return cookies.join('; ');
}

function wordpressAdapter(cms: TestCms): CmsAdapter {
  let cookie: Promise<string> | undefined;
  return {
    draftId(kind) {
      const { drafts } = inject('wordpress').manifest;
      const id = drafts[REFERENCE_DRAFTS[kind]];
      if (id === undefined) throw new Error(`the import manifest names no WordPress id for draft ${REFERENCE_DRAFTS[kind]}`);
      return String(id);
    },
    async setTitle(path, title) {
      const { id, type } = await wordpressIdAt(path);
      await wordpressRest('POST', `${type}/${id}`, { title });
    },
    async generateAsEditor(id, postType) {
      cookie ??= wordpressLogin();
      return get(`${cms.publicOrigin}/generate?${new URLSearchParams({ id, post_type: postType })}`, { headers: { cookie: await cookie } });
    },
    loginRequired: true,
    async freshenRevision(id) {
      const [autosave] = await wordpressRest<{ title: { raw: string }; content: { raw: string } }[]>(
        'GET',
        `posts/${id}/autosaves?context=edit`,
      );
      if (!autosave) throw new Error(`post ${id} has no autosave to preview`);
      await wordpressRest('POST', `posts/${id}/autosaves`, { title: autosave.title.raw, content: autosave.content.raw });
    },
  };
}

export function adapterFor(cms: TestCms): CmsAdapter {
  return cms.name === 'wordpress' ? wordpressAdapter(cms) : referenceAdapter(cms);
}

/** A user with `role` and a new application password (wordpress/local/test-user.php): `login:password` for restAs. */
export function wordpressUser(state: string, role: string, login: string): string {
  const user = JSON.parse(phpInInstance(state, 'wordpress/local/test-user.php', [role, login])) as { user: string; appPassword: string };
  return `${user.user}:${user.appPassword}`;
}

/** A REST call (`/wp-json/wp/v2/…`) as any user (`login:application password`); the answer, whatever its status. */
export async function restAs(auth: string, method: string, route: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const answer = await get(`${inject('wordpress').url}/wp-json/wp/v2/${route}`, {
    method,
    headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: answer.json };
}

/** A role's fields as the REST API takes them: everything a role needs to be published. */
export const PUBLISHABLE_ROLE_META = {
  _masthead_job_department: 'Editorial',
  _masthead_job_location: 'Bristol',
  _masthead_job_employment_type: 'FULL_TIME',
  _masthead_job_workplace: 'Hybrid',
  _masthead_job_apply_url: 'https://careers.immediate.example/apply',
};

/** A call to WordPress's own REST API (`/wp-json/wp/v2/…`) as the admin; throws on a non-2xx answer. */
export async function wordpressRest<T = unknown>(method: string, route: string, body?: unknown): Promise<T> {
  const answer = await get(`${inject('wordpress').url}/wp-json/wp/v2/${route}`, {
    method,
    headers: { authorization: wordpressAuth(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.status >= 300) throw new Error(`WordPress REST ${method} ${route}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json as T;
}

/**
 * Signs in at wp-login.php. wp-login.php's own script focuses and selects the user field 200 ms after load, which
 * on a busy machine can land between typing and submitting: a refused attempt is tried once more, and a second
 * refusal names WordPress's message.
 */
export async function signInToWpAdmin(page: Page, as: { user: string; password: string } = inject('wordpress').admin): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${inject('wordpress').url}/wp-login.php`);
    await page.waitForTimeout(300);
    await page.fill('#user_login', as.user);
    await page.fill('#user_pass', as.password);
    const status = await oneSignInAtATime(async () => {
      const posted = page.waitForResponse(
        (response) => response.url().includes('/wp-login.php') && response.request().method() === 'POST',
        {
          timeout: 60_000,
        },
      );
      await page.click('#wp-submit');
      return (await posted).status();
    });
    // WordPress answers a sign-in with a redirect to wp-admin, a refusal with the login page and its message.
    if (status === 302) {
      await page.waitForURL(/\/wp-admin\/?/, { timeout: 60_000 });
      return;
    }
    await page.waitForLoadState('load', { timeout: 60_000 });
    const message =
      (await page
        .locator('#login_error')
        .textContent()
        .catch(() => null)) ?? 'no message';
    if (attempt >= 2) throw new Error(`wp-login.php refused ${as.user} twice: ${message.trim()}`);
  }
}
