/**
 * Editors' screens for publishing over time, in real Chromium on every WordPress line CI runs:
 * - a job without its Apply URL saves as a draft (Save draft is not locked); asked to publish, the pre-publish panel
 *   says why publishing is locked and its Publish button stays disabled until the URL is given; Cancel lets go;
 * - the "Unpublish" panel of a post sets its "unpublish at" time (includes/schedule.php takes it down then), kept as
 *   UTC: 07:00 in London in January is 07:00Z, in July 06:00Z; a scheduled post's panel links "See the site at" its
 *   time, which WordPress's hand-off turns into the site's timeline on the post's page, with the post on it.
 * Everything this test creates it deletes.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { signInToWpAdmin, wordpressRest } from '../contract/adapters';
import { cmses } from '../contract/api';
import { testBrowser } from '../e2e/browser.ts';
import { openInEditor } from './wp-admin';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');

interface EditorWindow {
  wp: {
    data: {
      select(store: 'core/editor'): { isPostSavingLocked(): boolean; isEditedPostDirty(): boolean };
      dispatch(store: 'core/edit-post'): { openGeneralSidebar(name: string): void };
    };
  };
}

const savingLocked = (page: Page) =>
  page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/editor').isPostSavingLocked());

/** The document sidebar's panel titled `title`, opened. */
async function documentPanel(page: Page, title: string): Promise<Locator> {
  await page.evaluate(() =>
    (window as unknown as EditorWindow).wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/document'),
  );
  const toggle = page.locator('.components-panel__body-toggle', { hasText: title });
  await toggle.waitFor({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.locator('.components-panel__body', { has: toggle });
}

describe('editing over time', () => {
  const browser = testBrowser();
  let page: Page;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1200 }, timezoneId: 'Europe/London' })).newPage();
    await signInToWpAdmin(page);
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`));
  });

  it('a job without its Apply URL saves as a draft; publishing it is locked, and the lock says why', async () => {
    const job = await wordpressRest<{ id: number }>('POST', 'masthead_job', {
      slug: `draft-job-${STAMP}`,
      status: 'draft',
      title: `Draft job ${STAMP}`,
      content: '<!-- wp:paragraph -->\n<p>What the job is.</p>\n<!-- /wp:paragraph -->',
    });
    cleanups.push(() => wordpressRest('DELETE', `masthead_job/${job.id}?force=true`));
    await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${job.id}&action=edit`);
    const panel = await documentPanel(page, 'Job');
    await panel.getByLabel('Location', { exact: true }).fill('Bristol');
    expect(await savingLocked(page), 'Save draft is not locked without the Apply URL').toBe(false);
    await page.locator('.editor-post-save-draft').click();
    await expect
      .poll(async () => (await wordpressRest<{ meta: Record<string, unknown> }>('GET', `masthead_job/${job.id}?context=edit`)).meta)
      .toMatchObject({ _masthead_job_location: 'Bristol', _masthead_job_apply_url: '' });

    await page.locator('.editor-post-publish-panel__toggle').click();
    const prePublish = page.locator('.editor-post-publish-panel');
    const lock = prePublish.locator('.masthead-job-publish-lock');
    await lock.waitFor({ timeout: 30_000 });
    expect(await lock.textContent()).toContain('Publishing is locked until the job has its Apply URL');
    await expect.poll(() => savingLocked(page)).toBe(true);
    expect(await prePublish.locator('.editor-post-publish-button').isDisabled()).toBe(true);
    await prePublish.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => savingLocked(page), { message: 'the lock goes with the panel' }).toBe(false);
    const { status } = await wordpressRest<{ status: string }>('GET', `masthead_job/${job.id}?context=edit`);
    expect(status).toBe('draft');
  });

  it('the Unpublish panel sets when a post comes down, kept as UTC', async () => {
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug: `unpublish-panel-${STAMP}`,
      status: 'publish',
      title: `Unpublish panel ${STAMP}`,
      content: '<!-- wp:paragraph -->\n<p>A post that comes down on its own.</p>\n<!-- /wp:paragraph -->',
    });
    cleanups.push(() => wordpressRest('DELETE', `posts/${post.id}?force=true`));
    await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${post.id}&action=edit`);
    const panel = await documentPanel(page, 'Unpublish');
    const field = panel.getByLabel('Unpublish at');
    const cases: [local: string, utc: string][] = [
      ['2099-01-15T07:00', '2099-01-15T07:00:00Z'],
      ['2099-07-15T07:00', '2099-07-15T06:00:00Z'],
    ];
    for (const [local, utc] of cases) {
      await field.fill(local);
      await page.locator('.editor-post-publish-button').click();
      await expect
        .poll(
          async () =>
            (await wordpressRest<{ meta: Record<string, unknown> }>('GET', `posts/${post.id}?context=edit`)).meta._masthead_unpublish_at,
        )
        .toBe(utc);
      expect(await field.inputValue(), 'shown back in the editor’s time').toBe(local);
    }
  });

  it("a scheduled post's Unpublish panel links the site at its time, and the link opens the post there", async () => {
    const slug = `see-ahead-${STAMP}`;
    const post = await wordpressRest<{ id: number; date_gmt: string }>('POST', 'posts', {
      slug,
      status: 'future',
      title: `See ahead ${STAMP}`,
      date_gmt: new Date(runNow() + 90 * 60_000).toISOString().slice(0, 19),
      content: `<!-- wp:paragraph -->\n<p>Out at ${STAMP}.</p>\n<!-- /wp:paragraph -->`,
    });
    cleanups.push(() => wordpressRest('DELETE', `posts/${post.id}?force=true`));
    await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${post.id}&action=edit`);
    const panel = await documentPanel(page, 'Unpublish');
    const link = panel.getByRole('link', { name: `See the site at ${post.date_gmt.slice(0, 16).replace('T', ' ')} UTC` });
    await link.waitFor({ timeout: 30_000 });
    // Followed as the signed-in editor: WordPress signs the timeline at the post's time, on its page.
    const handed = await page.request.get((await link.getAttribute('href'))!, { maxRedirects: 0 });
    expect(handed.status()).toBe(302);
    const opened = new URL(handed.headers().location!);
    expect(opened.searchParams.get('path')).toBe(`/${slug}/`);
    expect(opened.searchParams.get('at')).toBe(String(Date.parse(`${post.date_gmt}Z`) / 1000));
    const site = cmses().find((entry) => entry.name === 'wordpress')!.site;
    const there = await fetch(`${site}${opened.pathname}${opened.search}`, { redirect: 'manual' });
    expect(there.status).toBe(200);
    expect(await there.text()).toContain(`Out at ${STAMP}.`);
  });
});
