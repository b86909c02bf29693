/**
 * "Live on the site", confirmed in the editor (issue 57; includes/live-status.php, editor/src/sidebar/live-notice.tsx),
 * in real Chromium signed in as an Editor: after Publish and Update the block editor says the site took the change,
 * with the post's address on the site, and the site serves that version; a revision restored in wp-admin (which
 * redirects to the editor) is said the same way when the editor opens, and the site serves the restored version; a
 * change the site refused (noted as a 503 by wordpress/local/live-outcome.php: the test's site cannot be made to
 * refuse on demand) is a warning when the post opens, whose Retry sends the post's purge again (in the plugin's
 * purge log) and says the site took it; after Unpublish it says the post is off the site, and the site answers 404.
 * The outcome is not readable, nor a retry sent, without the right to edit the post. Everything this test creates
 * it deletes.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { signInToWpAdmin, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';
import { testBrowser } from '../e2e/browser.ts';
import { openInEditor, switchToDraft } from './wp-admin';

/** WordPress on PHP's one-request-at-a-time server, beside other suites: a save can take long. */
const WP_WAIT_MS = 120_000;
const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const site = () => cmses().find((cms) => cms.name === 'wordpress')!.site;
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;

interface EditorWindow {
  wp: { data: { dispatch(store: 'core/notices'): { removeNotice(id: string): void } } };
}

/** The editor's "live" notice once it says `text`; else what the editor and the plugin say instead. */
async function liveNotice(page: Page, text: string, postId: number): Promise<string> {
  // A restore's is a snackbar (live-notice.tsx).
  const notice = page.locator('.components-notice, .components-snackbar', { hasText: text });
  try {
    await notice.first().waitFor({ timeout: WP_WAIT_MS });
  } catch {
    const shown = await page.locator('.components-notice, .components-snackbar').allTextContents();
    const outcome = await wordpressRest('GET', `../../masthead-editor/v1/live/${postId}`);
    const modified = await page.evaluate(() =>
      (window as unknown as { wp: { data: { select(s: string): Record<string, (x: string) => unknown> } } }).wp.data.select('core/editor')
        .getCurrentPostAttribute!('modified_gmt'),
    );
    throw new Error(
      `no "${text}" notice: shown ${JSON.stringify(shown)}; outcome ${JSON.stringify(outcome)}; editor's modified ${modified}`,
    );
  }
  return ((await notice.first().textContent()) ?? '').trim();
}

const forgetNotice = (page: Page) =>
  page.evaluate(() => (window as unknown as EditorWindow).wp.data.dispatch('core/notices').removeNotice('masthead-live'));

/** The plugin's log of purge calls (includes/purge-send.php): the last 50, each with its signed timestamp, which only grows. */
const purgeLog = () =>
  JSON.parse(phpInInstance(state(), 'wordpress/local/purge-log.php', [])) as { body: string; ok: boolean; timestamp: string }[];

/** The site's page at `path` shows `word` (the purge reached it). */
async function siteShows(path: string, word: string): Promise<void> {
  const answer = await eventually(
    () => get(`${site()}${path}`),
    (seen) => seen.status === 200 && seen.text.includes(word),
  );
  expect({ status: answer.status, shows: answer.text.includes(word) }, `${path} shows ${word}`).toEqual({ status: 200, shows: true });
}

describe('the editor confirms a change is live on the site', () => {
  const browser = testBrowser();
  let page: Page;
  const editor = { user: `live-editor-${STAMP}`, password: randomBytes(12).toString('hex') };
  let postId = 0;

  beforeAll(async () => {
    phpInInstance(state(), 'wordpress/local/test-user.php', ['editor', editor.user, editor.password]);
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1100 } })).newPage();
    await signInToWpAdmin(page, editor);
  });

  afterAll(async () => {
    if (postId) await wordpressRest('DELETE', `posts/${postId}?force=true`).catch(() => undefined);
  });

  it('Publish, Update, a restored revision, a refused purge and its Retry, Unpublish', async () => {
    const slug = `live-${STAMP}`;
    const path = `/${slug}/`;
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug,
      status: 'draft',
      title: `First ${STAMP}`,
      content: '<!-- wp:paragraph -->\n<p>Confirmed live.</p>\n<!-- /wp:paragraph -->',
    });
    postId = post.id;
    const edit = `${wordpress().url}/wp-admin/post.php?post=${post.id}&action=edit`;
    const settle = { timeout: WP_WAIT_MS };

    // Without the right to edit it, nothing is said about it and nothing is sent.
    const route = `${wordpress().url}/wp-json/masthead-editor/v1/live/${post.id}`;
    expect([(await get(route)).status, (await get(route, { method: 'POST' })).status]).toEqual([401, 401]);

    // Publish.
    await openInEditor(page, edit);
    await page.locator('.editor-post-publish-panel__toggle').click(settle);
    await page.locator('.editor-post-publish-panel .editor-post-publish-button').click(settle);
    const published = await liveNotice(page, 'Live on the site', post.id);
    const { link } = await wordpressRest<{ link: string }>('GET', `posts/${post.id}`);
    expect(link.endsWith(path)).toBe(true);
    expect(published).toContain(`Live on the site: ${link}`);
    await siteShows(path, `First ${STAMP}`);

    // Update.
    await forgetNotice(page);
    await page.evaluate(
      (title) =>
        (window as unknown as { wp: { data: { dispatch(s: string): Record<string, (x: unknown) => void> } } }).wp.data.dispatch(
          'core/editor',
        ).editPost!({ title }),
      `Second ${STAMP}`,
    );
    await page.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().click(settle);
    expect(await liveNotice(page, 'Live on the site', post.id)).toContain(link);
    await siteShows(path, `Second ${STAMP}`);

    // A revision restored in wp-admin: its purge is said when the editor it redirects to opens.
    const revisions = await wordpressRest<{ id: number; title: { rendered: string } }[]>('GET', `posts/${post.id}/revisions`);
    const first = revisions.find((revision) => revision.title.rendered === `First ${STAMP}`);
    expect(first, 'a revision titled First').toBeDefined();
    await page.goto(`${wordpress().url}/wp-admin/revision.php?revision=${first!.id}`);
    await page.locator('.restore-revision:not([disabled])').click(settle);
    await page.waitForURL(/post\.php\?.*revision=/, settle);
    expect(await liveNotice(page, 'Live on the site', post.id)).toContain(link);
    await siteShows(path, `First ${STAMP}`);
    // Said once: this browser keeps the outcome it said, so opening the post again within minutes is quiet.
    const restored = await wordpressRest<{ at: string }>('GET', `../../masthead-editor/v1/live/${post.id}`);
    expect(await page.evaluate((id) => window.localStorage.getItem(`masthead-live-said:${id}`), post.id)).toBe(restored.at);

    // A change the site refused: said when the post opens, with a Retry that sends the post's purge again.
    const noted = JSON.parse(phpInInstance(state(), 'wordpress/local/live-outcome.php', [String(post.id)])) as { ok: boolean; at: string };
    expect(noted.ok).toBe(false);
    await openInEditor(page, edit);
    const warning = page.locator('.components-notice', { hasText: 'Not yet live' });
    await warning.waitFor(settle);
    expect(await warning.textContent()).toContain('the site did not take it (the site answered 503)');
    const lastBefore = Math.max(0, ...purgeLog().map((call) => Number(call.timestamp)));
    await warning.getByRole('button', { name: 'Retry' }).click(settle);
    expect(await liveNotice(page, 'Live on the site', post.id)).toContain(link);
    const resent = purgeLog().filter(
      (call) => Number(call.timestamp) > lastBefore && call.ok && (JSON.parse(call.body) as { paths?: string[] }).paths?.includes(path),
    );
    expect(resent.length, `a purge naming ${path} after Retry`).toBeGreaterThan(0);

    // Unpublish.
    await forgetNotice(page);
    await switchToDraft(page, WP_WAIT_MS);
    expect(await liveNotice(page, 'Off the site', post.id)).toContain('readers no longer see it');
    const gone = await eventually(
      () => get(`${site()}${path}`),
      (answer) => answer.status === 404,
    );
    expect(gone.status).toBe(404);
  });
});
