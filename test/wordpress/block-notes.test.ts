/**
 * Never silence, on real WordPress in real Chromium (issue 45): a post holding a block the site leaves out shows
 * the editor a notice, and the pre-publish checks name the block with a button that selects it; once the block
 * goes, so does the notice. The notes' route (`POST /masthead-editor/v1/block-notes`) answers only those who may
 * edit posts. What the notes say about each block is test/wordpress/unit/block-notes.test.ts's.
 * A screenshot goes to .build/screenshots/block-notes.png.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signInToWpAdmin, wordpressAuth, wordpressRest, wordpressUser } from '../contract/adapters';
import { testBrowser } from '../e2e/browser.ts';
import { openInEditor } from './wp-admin';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
/** The instance's state folder, as test/wordpress/global-setup.ts names it after WordPress's port. */
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const made: string[] = [];
const browser = testBrowser();

const P = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const LATEST = '<!-- wp:latest-posts {"postsToShow":3} /-->';

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

async function notes(authorization: string | null, content: string) {
  const response = await fetch(`${wordpress().url}/wp-json/masthead-editor/v1/block-notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ content }),
  });
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', json: await response.json() };
}

interface EditorWindow {
  wp: {
    data: {
      select(store: string): Record<string, (...args: unknown[]) => unknown>;
      dispatch(store: string): Record<string, (...args: unknown[]) => unknown>;
    };
  };
}

const selectedBlock = (page: Page) =>
  page.evaluate(() => {
    const block = (window as unknown as EditorWindow).wp.data.select('core/block-editor').getSelectedBlock!() as { name: string } | null;
    return block?.name ?? null;
  });

describe('notes on blocks the site leaves out', () => {
  it('answers those who may edit posts, and no one else', async () => {
    const content = [P('Kept'), LATEST].join('\n\n');
    expect((await notes(null, content)).status, 'anonymous').toBe(401);
    const subscriber = wordpressUser(state(), 'subscriber', `notes-subscriber-${STAMP}`);
    expect((await notes(`Basic ${Buffer.from(subscriber).toString('base64')}`, content)).status, 'a subscriber').toBe(403);
    const answer = await notes(wordpressAuth(), content);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl, 'never kept by a cache').toMatch(/no-store|no-cache/);
    expect(answer.json).toMatchObject({ notes: [{ path: [1], block: 'core/latest-posts', kind: 'left out' }] });
  });

  it('refuses a post past the bound with a 413 (notes) or a 400 (a save), and answers the largest a newsroom writes (issue 54)', async () => {
    let nested = P('The last answer');
    for (let level = 400; level >= 1; level -= 1) {
      nested = `<!-- wp:details -->\n<details class="wp-block-details"><summary>Question ${level}</summary>${P(`Answer ${level}`)}${nested}</details>\n<!-- /wp:details -->`;
    }
    const refused = await notes(wordpressAuth(), nested);
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({ code: 'masthead_too_large', message: expect.stringContaining('nested 401 deep') });
    const saved = await fetch(`${wordpress().url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: { authorization: wordpressAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'draft', title: `Nested ${STAMP}`, content: nested }),
    });
    expect(saved.status, 'the save').toBe(400);
    expect(((await saved.json()) as { message: string }).message).toContain('at most 16 levels');
    // 2,000 blocks 10 levels deep: 100 sections of Group › Columns › Column › Group › Details › Group › Quote, each
    // level with a paragraph beside it, timed for the record (the count of conversions is the unit test's).
    const group = (inner: string) => `<!-- wp:group -->\n<div class="wp-block-group">${inner}</div>\n<!-- /wp:group -->`;
    const section = (index: number) => {
      let inside = P(`Deepest ${index}`);
      for (const level of [
        (inner: string) => `<!-- wp:quote -->\n<blockquote class="wp-block-quote">${inner}</blockquote>\n<!-- /wp:quote -->`,
        group,
        (inner: string) =>
          `<!-- wp:details -->\n<details class="wp-block-details"><summary>Q ${index}</summary>${inner}</details>\n<!-- /wp:details -->`,
        group,
        group,
        group,
      ]) {
        inside = `${level(inside)}${P(`Beside ${index}`)}`;
      }
      const column = (inner: string) => `<!-- wp:column -->\n<div class="wp-block-column">${inner}</div>\n<!-- /wp:column -->`;
      return group(
        `<!-- wp:columns -->\n<div class="wp-block-columns">${column(inside)}${column(P('Right') + P('More') + P('End'))}</div>\n<!-- /wp:columns -->`,
      );
    };
    const largest = Array.from({ length: 100 }, (_, index) => section(index)).join('\n\n');
    expect(largest.match(/<!-- wp:/g)).toHaveLength(2000);
    const started = performance.now();
    const answer = await notes(wordpressAuth(), largest);
    const took = performance.now() - started;
    expect(answer.status).toBe(200);
    console.info(`block-notes on 2,000 blocks 10 deep (${largest.length} bytes): ${took.toFixed(0)} ms`);
  });

  it('shows a notice and names the block in the pre-publish checks; the notice goes with the block', async () => {
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      status: 'draft',
      title: `Notes ${STAMP}`,
      content: [P(`Kept ${STAMP}`), LATEST, P('After it')].join('\n\n'),
    });
    made.push(`posts/${post.id}`);
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    try {
      const page = await context.newPage();
      // Script errors, not resources the sample's links name that this machine cannot reach.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      await signInToWpAdmin(page);
      await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${post.id}&action=edit`);
      const notice = page.locator('.components-notice', { hasText: 'Readers will not see 1 block' });
      await notice.waitFor({ timeout: 30_000 });

      await page.locator('.editor-post-publish-panel__toggle').first().click();
      const panel = page.locator('.editor-post-publish-panel .components-panel__body', { hasText: 'Not on the site as in the editor' });
      await panel.waitFor({ timeout: 30_000 }).catch(async (error) => {
        await page.screenshot({ path: '.build/screenshots/block-notes-failed.png' });
        throw error;
      });
      const item = panel.locator('li', { hasText: 'Latest Posts' });
      expect(await item.textContent()).toContain('left out');
      mkdirSync('.build/screenshots', { recursive: true });
      await page.screenshot({ path: '.build/screenshots/block-notes.png' });
      await item.getByRole('button', { name: 'Select it' }).click();
      await expect.poll(() => selectedBlock(page)).toBe('core/latest-posts');

      // The editor takes the block out: the notice follows on the next check.
      await page.evaluate(() => {
        const { data } = (window as unknown as EditorWindow).wp;
        data.dispatch('core/block-editor').removeBlock!(data.select('core/block-editor').getSelectedBlockClientId!());
      });
      await notice.waitFor({ state: 'detached', timeout: 30_000 });
      expect(await panel.count(), 'the panel goes too').toBe(0);
      expect(await page.locator('.components-notice', { hasText: 'encountered an error' }).count(), 'no plugin failed').toBe(0);
      expect(errors, 'the console').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
