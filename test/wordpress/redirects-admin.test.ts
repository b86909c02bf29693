/**
 * Redirects are checked before they save (wordpress/masthead-content/includes/roles.php, admin.php), signed in
 * at wp-login.php in Chromium as an Editor and as an Administrator and through REST: a target the site would not
 * follow (another host for an Editor; a host off the site's allow-list, REDIRECT_HOSTS, for anyone) and a path
 * another published redirect holds are refused with one message saying what and why, and nothing is published;
 * the Redirects list shows source, target, status and whether the site follows each. The site is asked too.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { restAs, signInToWpAdmin, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';
import { testBrowser } from '../e2e/browser.ts';

/** WordPress on PHP's one-request-at-a-time server, beside other suites: a save can take long. */
const WP_WAIT_MS = 120_000;
const STAMP = Date.now().toString(36);
/** wrangler.jsonc's local REDIRECT_HOSTS, which the test instance is given as MASTHEAD_REDIRECT_HOSTS. */
const ALLOWED = 'careers.immediate.example';

const wordpress = () => inject('wordpress');
const site = () => cmses().find((cms) => cms.name === 'wordpress')!.site;
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const made: number[] = [];

interface Redirect {
  id: number;
  status: string;
  title: { raw: string };
  meta: { _masthead_redirect_to: string };
}

function redirect(from: string, to: string) {
  return { title: from, status: 'publish', meta: { _masthead_redirect_to: to, _masthead_redirect_status: 301 } };
}

/** Every redirect titled `from`, as stored. */
async function redirectsAt(from: string): Promise<Redirect[]> {
  const all = await wordpressRest<Redirect[]>(
    'GET',
    `masthead_redirect?context=edit&status=any&per_page=100&search=${encodeURIComponent(from)}`,
  );
  return all.filter((item) => item.title.raw === from);
}

/** What a reader gets at `path` on the site (no redirect followed). */
function onSite(path: string) {
  return get(`${site()}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
}

/** Fills Redirects → Add New and clicks Publish until the form is sent (wp-admin greys Publish while it autosaves). */
async function publishInWpAdmin(page: Page, from: string, to: string): Promise<number> {
  await page.goto(`${wordpress().url}/wp-admin/post-new.php?post_type=masthead_redirect`);
  await page.fill('#title', from);
  await page.locator('#masthead-redirect input[name="_masthead_redirect_to"]').fill(to);
  for (let attempt = 1; ; attempt++) {
    await page.click('#publish');
    const sent = await page.waitForURL(/\/wp-admin\/post\.php\?post=\d+/, { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (sent || attempt === 8) break;
  }
  await page.waitForLoadState('load', { timeout: WP_WAIT_MS });
  const id = Number(new URL(page.url()).searchParams.get('post'));
  made.push(id);
  return id;
}

/** The notices the edit screen shows after a save: every visible one, as text. */
async function notices(page: Page): Promise<string[]> {
  return page.locator('#wpbody-content .notice, #wpbody-content .updated').evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).offsetParent !== null)
      .map((node) =>
        (node.textContent ?? '')
          .replace(/Dismiss this notice\./, '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
  );
}

describe('redirects are checked before they save', () => {
  const browser = testBrowser();
  let context: BrowserContext;
  let page: Page;
  const editor = { user: `redirect-editor-${STAMP}`, password: randomBytes(12).toString('hex') };
  let editorAuth = '';
  let adminAuth = '';

  beforeAll(async () => {
    const made_ = JSON.parse(phpInInstance(state(), 'wordpress/local/test-user.php', ['editor', editor.user, editor.password])) as {
      appPassword: string;
    };
    editorAuth = `${editor.user}:${made_.appPassword}`;
    adminAuth = `${wordpress().admin.user}:${wordpress().admin.appPassword}`;
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    page = await context.newPage();
  });

  afterAll(async () => {
    for (const id of made.reverse()) await wordpressRest('DELETE', `masthead_redirect/${id}?force=true`).catch(() => undefined);
  });

  it('REST: a host off the allow-list, a held path and a missing target are each a 400 saying why; nothing is written', async () => {
    const offList = `/redirect-offlist-${STAMP}/`;
    const refused = await restAs(adminAuth, 'POST', 'masthead_redirect', redirect(offList, 'https://evil.example/home'));
    expect(refused.status).toBe(400);
    const message = (refused.json as { message: string }).message;
    expect(message).toContain('evil.example');
    expect(message).toContain(`REDIRECT_HOSTS: ${ALLOWED}`);
    expect(await redirectsAt(offList), 'nothing stored').toEqual([]);

    const held = `/redirect-held-${STAMP}/`;
    const first = await restAs(editorAuth, 'POST', 'masthead_redirect', redirect(held, '/news/'));
    expect(first.status).toBe(201);
    const holder = (first.json as { id: number }).id;
    made.push(holder);
    for (const again of [held, held.slice(0, -1), held.toUpperCase()]) {
      const second = await restAs(adminAuth, 'POST', 'masthead_redirect', redirect(again, '/who-we-are/'));
      expect(second.status, again).toBe(400);
      expect((second.json as { message: string }).message, again).toContain(`post.php?post=${holder}&action=edit`);
    }
    // A draft for the same path is fine (it holds nothing); publishing it is not.
    const draft = await restAs(editorAuth, 'POST', 'masthead_redirect', { ...redirect(held, '/who-we-are/'), status: 'draft' });
    expect(draft.status).toBe(201);
    const draftId = (draft.json as { id: number }).id;
    made.push(draftId);
    const publish = await restAs(editorAuth, 'POST', `masthead_redirect/${draftId}`, { status: 'publish' });
    expect(publish.status).toBe(400);
    expect((await redirectsAt(held)).map((item) => item.status).sort()).toEqual(['draft', 'publish']);

    const bare = await restAs(editorAuth, 'POST', 'masthead_redirect', { title: `/redirect-bare-${STAMP}/`, status: 'publish' });
    expect(bare.status).toBe(400);
    expect((bare.json as { message: string }).message).toMatch(/Redirect to is required/);

    const allowed = await restAs(
      adminAuth,
      'POST',
      'masthead_redirect',
      redirect(`/redirect-allowed-${STAMP}/`, `https://${ALLOWED}/jobs`),
    );
    expect(allowed.status, 'a host on the allow-list').toBe(201);
    made.push((allowed.json as { id: number }).id);
    const site_ = await eventually(
      () => onSite(`/redirect-allowed-${STAMP}/`),
      (answer) => answer.status === 301,
    );
    expect(site_.location).toBe(`https://${ALLOWED}/jobs`);
  });

  it('an Editor’s off-site redirect in wp-admin: one message, nothing published', async () => {
    await signInToWpAdmin(page, editor);
    const from = `/redirect-editor-off-${STAMP}/`;
    const id = await publishInWpAdmin(page, from, `https://${ALLOWED}/x`);
    const shown = await notices(page);
    expect(shown, `one notice: ${JSON.stringify(shown)}`).toHaveLength(1);
    expect(shown[0]).toMatch(
      /^Not published: Redirect to https:\/\/careers\.immediate\.example\/x may point to another site only when an Administrator sets it/,
    );
    expect(shown.join(' ')).not.toMatch(/Redirect published/);
    const stored = await wordpressRest<Redirect>('GET', `masthead_redirect/${id}?context=edit`);
    expect({ status: stored.status, to: stored.meta._masthead_redirect_to }).toEqual({ status: 'draft', to: '' });
    expect((await onSite(from)).status).toBe(404);
  });

  it('an Administrator’s redirect to a host off the allow-list: one message naming the allow-list, nothing published', async () => {
    await context.clearCookies();
    await signInToWpAdmin(page);
    const from = `/redirect-admin-off-${STAMP}/`;
    const id = await publishInWpAdmin(page, from, 'https://evil.example/home');
    const shown = await notices(page);
    expect(shown, `one notice: ${JSON.stringify(shown)}`).toHaveLength(1);
    expect(shown[0]).toContain('Not published: Redirect to https://evil.example/home names evil.example');
    expect(shown[0]).toContain(`REDIRECT_HOSTS: ${ALLOWED}`);
    const stored = await wordpressRest<Redirect>('GET', `masthead_redirect/${id}?context=edit`);
    expect({ status: stored.status, to: stored.meta._masthead_redirect_to }).toEqual({ status: 'draft', to: '' });
    expect((await onSite(from)).status).toBe(404);
  });

  it('a path already redirected is refused in wp-admin with a link to the redirect that holds it', async () => {
    const from = `/redirect-twice-${STAMP}/`;
    const holder = await publishInWpAdmin(page, from, '/news/');
    const published = await notices(page);
    expect(published, `WordPress’s own notice only: ${JSON.stringify(published)}`).toHaveLength(1);
    expect(published[0]).toMatch(/^Redirect published\./);
    const second = await publishInWpAdmin(page, from, '/who-we-are/');
    const shown = await notices(page);
    expect(shown, `one notice: ${JSON.stringify(shown)}`).toHaveLength(1);
    expect(shown[0]).toContain(`Not published: ${from} is already redirected by redirect #${holder}`);
    const link = page.locator('.masthead-redirect-refused a');
    expect(await link.getAttribute('href')).toBe(`${wordpress().url}/wp-admin/post.php?post=${holder}&action=edit`);
    expect((await wordpressRest<Redirect>('GET', `masthead_redirect/${second}?context=edit`)).status).toBe('draft');
    const answer = await eventually(
      () => onSite(from),
      (page_) => page_.status === 301,
    );
    expect(answer.location, 'the site follows the first').toBe('/news/');
  });

  it('the Redirects list shows source, target, status and whether the site follows each', async () => {
    await page.goto(`${wordpress().url}/wp-admin/edit.php?post_type=masthead_redirect&s=${STAMP}&post_status=all`);
    const headers = (await page.locator('table.wp-list-table thead th').allTextContents()).map((text) =>
      text.replace(/Sort (ascending|descending)\./, '').trim(),
    );
    expect(headers).toEqual(expect.arrayContaining(['Source', 'Target', 'Status', 'Site follows it']));
    const rows = await page.locator('table.wp-list-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        source: tr.querySelector('.row-title')?.textContent?.trim() ?? '',
        draft: /Draft/.test(tr.querySelector('.post-state')?.textContent ?? ''),
        target: tr.querySelector('.column-masthead_redirect_to')?.textContent?.trim() ?? '',
        status: tr.querySelector('.column-masthead_redirect_code')?.textContent?.trim() ?? '',
        follows: tr.querySelector('.column-masthead_redirect_live')?.textContent?.trim() ?? '',
      })),
    );
    const published = await wordpressRest<Redirect[]>('GET', `masthead_redirect?context=edit&status=any&per_page=100&search=${STAMP}`);
    expect(rows, 'every redirect of this run').toHaveLength(published.length);
    for (const item of published) {
      const row = rows.find((candidate) => candidate.source === item.title.raw && candidate.draft === (item.status === 'draft'));
      expect(row, item.title.raw).toBeDefined();
      expect(row!.target).toBe(item.meta._masthead_redirect_to || '—');
      expect(row!.status).toBe('301');
      expect(row!.follows, item.title.raw).toBe(item.status === 'publish' ? 'Yes' : 'No: not published');
    }
  });
});
