/**
 * The editor's path on real WordPress in real Chromium: sign in at
 * wp-login.php; change a published page's title in the block editor and
 * Update (the site shows it on the next request); open a draft and use
 * Preview → "Preview in new tab" (the tab lands on the site's /preview with
 * the draft under its preview bar); switch a published post to draft (the
 * site answers 404); close a job (its page stops answering 200 and it leaves
 * /jobs/); add a redirect in Redirects → Add New (the site answers it).
 * Everything is put back: the page's title is restored, and the post, job
 * and redirect are ones this test created and deletes. Screenshots go to
 * .build/screenshots/editor-path-*.png.
 */

import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { htmlFacts } from '../../scripts/lib/page-facts.ts';
import { PUBLISHABLE_ROLE_META, signInToWpAdmin, wordpressIdAt, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';
import { DRAFTS } from '../contract/sample-pack';
import { testBrowser } from '../e2e/browser.ts';
import { type Canvas, EDITOR_UI, openInEditor, switchToDraft } from './wp-admin';

/** WordPress on PHP's one-request-at-a-time server, beside the other suites of `npm test`: a save can take long. */
const WP_WAIT_MS = 120_000;

const SHOTS = '.build/screenshots';
const SITE_NAME = 'Immediate Media';
/** A published page no other test file edits. */
const PAGE = '/complaints/';
const STAMP = Date.now().toString(36);

const wordpress = () => inject('wordpress');
const site = () => cmses().find((cms) => cms.name === 'wordpress')!.site;

/** What a reader gets at `path` on the site served against WordPress. */
async function onSite(path: string): Promise<{ status: number; location: string | null; title: string | null; body: string }> {
  const answer = await get(`${site()}${path}`, { headers: { accept: 'text/html' } });
  return { status: answer.status, location: answer.location, title: htmlFacts(answer.text, site()).title, body: answer.text };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/editor-path-${name}.png`, fullPage: false });
}

/** Opens a post in the block editor (wp-admin.ts: on every WordPress line), with the welcome guide off. */
function openEditor(page: Page, id: number | string): Promise<Canvas> {
  return openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${id}&action=edit`);
}

describe('the editor’s path in wp-admin', () => {
  const browser = testBrowser();
  let context: BrowserContext;
  let page: Page;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    page = await context.newPage();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`));
  });

  it('signs in at wp-login.php', async () => {
    await signInToWpAdmin(page);
    await shot(page, '1-dashboard');
    expect(await page.locator('#wpadminbar').count(), `signed in: ${page.url()}`).toBe(1);
  });

  it('a page title changed in the block editor shows on the site on the next request', async () => {
    const { id } = await wordpressIdAt(PAGE);
    const original = (await wordpressRest<{ title: { raw: string } }>('GET', `pages/${id}?context=edit`)).title.raw;
    cleanups.push(() => wordpressRest('POST', `pages/${id}`, { title: original }));
    await onSite(PAGE);
    expect((await onSite(PAGE)).title, `${PAGE} before`).toBe(`${original} - ${SITE_NAME}`);

    const canvas = await openEditor(page, id);
    const edited = `${original} (edited ${STAMP})`;
    const title = canvas.locator('.editor-post-title__input');
    await title.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(edited);
    await page.locator('.editor-post-publish-button').click();
    await page.locator('.components-snackbar', { hasText: /updated/i }).waitFor({ timeout: WP_WAIT_MS });
    await shot(page, '2-page-updated');

    const after = await eventually(
      () => onSite(PAGE),
      (answer) => answer.title === `${edited} - ${SITE_NAME}`,
    );
    expect(after.title, `${site()}${PAGE} after Update`).toBe(`${edited} - ${SITE_NAME}`);
  });

  it('Preview → "Preview in new tab" lands on the site’s /preview with the draft under its preview bar', async () => {
    const id = wordpress().manifest.drafts['1001'];
    expect(id, 'the import manifest names draft 1001').toBeDefined();
    await openEditor(page, id!);
    await page.locator(EDITOR_UI.previewToggle).first().click();
    const [tab] = await Promise.all([
      context.waitForEvent('page', { timeout: WP_WAIT_MS }),
      page.getByRole('menuitem', { name: /Preview in new tab/ }).click(),
    ]);
    const visited = [tab.url()];
    tab.on('framenavigated', (frame) => frame === tab.mainFrame() && visited.push(frame.url()));
    const landed = await tab
      .waitForURL((url) => url.href.startsWith(`${site()}/preview?`), { timeout: WP_WAIT_MS })
      .then(
        () => true,
        () => false,
      );
    await shot(tab, '3-preview-tab');
    expect(landed, `the new tab went ${visited.join(' → ')}, not to ${site()}/preview`).toBe(true);
    const banner = tab.locator('.preview-banner');
    await banner.waitFor({ timeout: WP_WAIT_MS });
    expect(await banner.textContent(), `preview bar at ${tab.url()}`).toContain(DRAFTS.post.title);
    expect(await tab.locator('main h1').first().textContent(), 'the draft’s heading').toContain(DRAFTS.post.title);
    await tab.close();
  });

  it('a published post switched to draft answers 404 on the next request', async () => {
    const slug = `editor-path-post-${STAMP}`;
    const path = `/${slug}/`;
    expect((await onSite(path)).status, `${path} before it exists`).toBe(404);
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug,
      status: 'publish',
      title: `Editor path check ${STAMP}`,
      excerpt: 'A post the editor-path test publishes, unpublishes and deletes.',
      content: '<!-- wp:paragraph --><p>Sample text of a test post.</p><!-- /wp:paragraph -->',
    });
    cleanups.push(() => wordpressRest('DELETE', `posts/${post.id}?force=true`));
    const published = await eventually(
      () => onSite(path),
      (answer) => answer.status === 200,
    );
    expect(published.status, `${path} once published`).toBe(200);

    await openEditor(page, post.id);
    await switchToDraft(page, WP_WAIT_MS);
    await shot(page, '4-post-switched-to-draft');
    const after = await eventually(
      () => onSite(path),
      (answer) => answer.status === 404,
    );
    expect(after.status, `${site()}${path} after Switch to draft`).toBe(404);
  });

  it('a job switched to draft stops answering and leaves /jobs/', async () => {
    const slug = `editor-path-job-${STAMP}`;
    const job = await wordpressRest<{ id: number }>('POST', 'masthead_job', {
      slug,
      status: 'publish',
      title: `Test Role ${STAMP}`,
      excerpt: 'A job the editor-path test opens, closes and deletes.',
      content: '<!-- wp:paragraph --><p>About the role.</p><!-- /wp:paragraph -->',
      meta: PUBLISHABLE_ROLE_META,
    });
    cleanups.push(() => wordpressRest('DELETE', `masthead_job/${job.id}?force=true`));
    const open = await eventually(
      () => onSite(`/jobs/${slug}`),
      (answer) => answer.status === 200,
    );
    expect(open.status, `/jobs/${slug} once published`).toBe(200);
    expect((await onSite('/jobs/')).body, '/jobs/ lists the new job').toContain(`/jobs/${slug}"`);

    await openEditor(page, job.id);
    await switchToDraft(page, WP_WAIT_MS);
    await shot(page, '5-job-closed');
    const closed = await eventually(
      () => onSite(`/jobs/${slug}`),
      (answer) => answer.status !== 200,
    );
    expect(closed.status, `${site()}/jobs/${slug} after Switch to draft`).not.toBe(200);
    expect((await onSite('/jobs/')).body, '/jobs/ after the job closed').not.toContain(`/jobs/${slug}"`);
  });

  it('a redirect added in Redirects → Add New is answered by the site', async () => {
    const from = `/editor-path-old-${STAMP}/`;
    expect((await onSite(from)).status, `${from} before the redirect`).toBe(404);
    await page.goto(`${wordpress().url}/wp-admin/post-new.php?post_type=masthead_redirect`);
    await page.fill('#title', from);
    const box = page.locator('#masthead-redirect');
    await box.locator('input[name="_masthead_redirect_to"]').fill('/who-we-are/');
    await box.locator('select[name="_masthead_redirect_status"]').selectOption('302');
    await shot(page, '6-redirect-form');
    // wp-admin greys Publish out (a class, not the attribute) while it autosaves the new post: a click then does
    // nothing, so click until the form is sent.
    for (let attempt = 1; ; attempt++) {
      await page.click('#publish');
      const sent = await page.waitForURL(/\/wp-admin\/post\.php\?post=\d+/, { timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      if (sent || attempt === 8) break;
    }
    await page.locator('#message').waitFor({ timeout: WP_WAIT_MS });
    const id = Number(new URL(page.url()).searchParams.get('post'));
    cleanups.push(() => wordpressRest('DELETE', `masthead_redirect/${id}?force=true`));
    await shot(page, '6-redirect-published');

    const after = await eventually(
      () => onSite(from),
      (answer) => answer.status === 302,
    );
    expect({ status: after.status, location: after.location }, `${site()}${from} after Publish`).toEqual({
      status: 302,
      location: '/who-we-are/',
    });
  });
});
