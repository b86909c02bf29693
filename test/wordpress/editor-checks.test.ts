/**
 * Editors' screens that tell the truth (issue 57), in real Chromium signed in as an Editor:
 * - the pre-publish panel lists every image without alternative text (an Image, a Gallery's image, a Cover, a
 *   Media & Text, the featured image), named by block and file, and a click selects that image's block
 *   (editor/src/sidebar/missing-alt-panel.tsx); described images are not listed;
 * - a published page that published pages link to (a card in a Masthead block, a link in a paragraph, to it or to
 *   a page under it) names them in its sidebar, and switching it to draft or setting an "Unpublish at" time shows a
 *   warning naming them (editor/src/sidebar/linked-from.tsx, `GET masthead/v1/linked-from/{id}`,
 *   includes/page-links.php): drafts and unrelated pages are never named, a trashed linking page leaves the list, and
 *   only those who may edit the page may ask. What counts as a link to a path is test/wordpress/unit/page-links.test.ts's.
 * Everything this file creates it deletes.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { signInToWpAdmin, wordpressAuth, wordpressRest, wordpressUser } from '../contract/adapters';
import { get } from '../contract/api';
import { testBrowser } from '../e2e/browser.ts';
import { uploadPng } from './png';
import { openInEditor } from './wp-admin';

/** WordPress on PHP's one-request-at-a-time server, beside other suites: a save can take long. */
const WP_WAIT_MS = 120_000;
const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const made: string[] = [];

interface EditorWindow {
  wp: {
    data: {
      select(store: string): Record<string, (...args: unknown[]) => unknown>;
      dispatch(store: string): Record<string, (...args: unknown[]) => unknown>;
    };
  };
}

const P = (html: string) => `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph -->`;

async function create<T extends { id: number }>(route: 'posts' | 'pages', body: Record<string, unknown>): Promise<T> {
  const item = await wordpressRest<T>('POST', route, body);
  made.push(`${route}/${item.id}`);
  return item;
}

describe('editors’ screens that tell the truth', () => {
  const browser = testBrowser();
  let page: Page;
  const editor = { user: `checks-editor-${STAMP}`, password: randomBytes(12).toString('hex') };

  beforeAll(async () => {
    phpInInstance(state(), 'wordpress/local/test-user.php', ['editor', editor.user, editor.password]);
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1100 } })).newPage();
    await signInToWpAdmin(page, editor);
  });

  afterAll(async () => {
    for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
  });

  it('the pre-publish panel lists the images without alt text, and each selects its block', async () => {
    const upload = await uploadPng(wordpress().url, wordpressAuth(), `alt-${STAMP}.png`, 400, 300);
    expect(upload.status).toBe(201);
    const media = (await upload.json()) as { id: number; source_url: string };
    made.push(`media/${media.id}`);
    const src = media.source_url;
    const file = `alt-${STAMP}.png`;
    const image = (alt: string) =>
      `<!-- wp:image --><figure class="wp-block-image"><img src="${src}" alt="${alt}"/></figure><!-- /wp:image -->`;
    const post = await create('posts', {
      status: 'draft',
      title: `Alt ${STAMP}`,
      featured_media: media.id,
      content: [
        image('Described'),
        image(''),
        `<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">${image('First')}${image('')}</figure><!-- /wp:gallery -->`,
        `<!-- wp:cover {"url":"${src}","dimRatio":50} --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="${src}" data-object-fit="cover"/><div class="wp-block-cover__inner-container">${P('Over')}</div></div><!-- /wp:cover -->`,
        `<!-- wp:media-text {"mediaType":"image"} --><div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="${src}" alt=""/></figure><div class="wp-block-media-text__content">${P('Beside')}</div></div><!-- /wp:media-text -->`,
      ].join('\n\n'),
    });

    await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${post.id}&action=edit`);
    await page.locator('.editor-post-publish-panel__toggle').first().click({ timeout: WP_WAIT_MS });
    const panel = page.locator('.editor-post-publish-panel .components-panel__body', { hasText: 'Images without alternative text' });
    await panel.waitFor({ timeout: WP_WAIT_MS });
    // The featured image's entry comes once the media library's record is read.
    await panel.locator('li', { hasText: 'Featured image' }).waitFor({ timeout: WP_WAIT_MS });
    expect((await panel.locator('li').allTextContents()).map((text) => text.trim())).toEqual([
      `Image: ${file}`,
      `Gallery image 2: ${file}`,
      `Cover image: ${file}`,
      `Media & Text image: ${file}`,
      `Featured image: ${file} (its alternative text is set in the media library)`,
    ]);

    await panel.getByRole('button', { name: `Gallery image 2: ${file}` }).click();
    const selected = () =>
      page.evaluate(() => {
        const editorStore = (window as unknown as EditorWindow).wp.data.select('core/block-editor');
        const id = editorStore.getSelectedBlockClientId!() as string | null;
        if (!id) return null;
        const parent = editorStore.getBlockRootClientId!(id) as string;
        const siblings = editorStore.getBlockOrder!(parent) as string[];
        return { name: editorStore.getBlockName!(id), parent: editorStore.getBlockName!(parent), index: siblings.indexOf(id) };
      });
    await expect.poll(selected).toEqual({ name: 'core/image', parent: 'core/gallery', index: 1 });
  });

  it('a page that published pages link to names them, and warns when switched to draft or given an Unpublish at time', async () => {
    const slug = `linked-${STAMP}`;
    const target = await create<{ id: number; link: string }>('pages', { slug, status: 'publish', title: `Linked ${STAMP}` });
    const child = await create<{ id: number }>('pages', { slug: 'child', parent: target.id, status: 'publish', title: `Child ${STAMP}` });
    const byCard = await create<{ id: number }>('pages', {
      status: 'publish',
      title: `By card ${STAMP}`,
      content: `<!-- wp:masthead/card-grid {"cards":[{"title":"The child","href":"/${slug}/child"}]} /-->`,
    });
    const byText = await create<{ id: number }>('posts', {
      status: 'publish',
      title: `By text ${STAMP}`,
      content: P(`See <a href="${target.link}">the page</a>.`),
    });
    await create('posts', { status: 'draft', title: `Draft ${STAMP}`, content: P(`<a href="/${slug}/">draft link</a>`) });
    await create('posts', { status: 'publish', title: `Unrelated ${STAMP}`, content: P('<a href="/contact/">elsewhere</a>') });

    const route = (id: number) => `${wordpress().url}/wp-json/masthead/v1/linked-from/${id}`;
    const linkedFrom = async (id: number) => (await get(route(id), { headers: { authorization: wordpressAuth() } })).json;
    expect((await get(route(target.id))).status, 'anonymous').toBe(401);
    const contributor = wordpressUser(state(), 'contributor', `checks-contributor-${STAMP}`);
    expect(
      (await get(route(target.id), { headers: { authorization: `Basic ${Buffer.from(contributor).toString('base64')}` } })).status,
    ).toBe(403);
    expect(await linkedFrom(target.id)).toMatchObject({
      items: [
        { id: byText.id, title: `By text ${STAMP}`, type: 'post' },
        { id: byCard.id, title: `By card ${STAMP}`, type: 'page' },
      ],
      more: false,
    });
    expect(await linkedFrom(child.id), 'the child: the card only').toMatchObject({ items: [{ id: byCard.id }], more: false });

    await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${target.id}&action=edit`);
    const panel = page.locator('.masthead-linked-from');
    await panel.waitFor({ timeout: WP_WAIT_MS });
    expect(await panel.textContent()).toContain('Linked from 2 published pages');
    await page.evaluate(() => (window as unknown as EditorWindow).wp.data.dispatch('core/editor').editPost!({ status: 'draft' }));
    const warning = page.locator('.components-notice', { hasText: 'link here' });
    await warning.waitFor({ timeout: WP_WAIT_MS });
    expect(await warning.textContent()).toContain(`2 published pages link here (“By text ${STAMP}”, “By card ${STAMP}”)`);
    await page.evaluate(() => (window as unknown as EditorWindow).wp.data.dispatch('core/editor').editPost!({ status: 'publish' }));
    await warning.waitFor({ state: 'detached', timeout: WP_WAIT_MS });
    // Taken down later, at an "Unpublish at" time: the same warning while the time is set.
    const unpublishAt = (at: string) =>
      page.evaluate(
        (value) =>
          (window as unknown as EditorWindow).wp.data.dispatch('core/editor').editPost!({ meta: { _masthead_unpublish_at: value } }),
        at,
      );
    await unpublishAt('2030-01-01T07:00:00Z');
    await warning.waitFor({ timeout: WP_WAIT_MS });
    await unpublishAt('');
    await warning.waitFor({ state: 'detached', timeout: WP_WAIT_MS });

    // A linking page trashed leaves the list.
    await wordpressRest('DELETE', `posts/${byText.id}`);
    expect(await linkedFrom(target.id)).toMatchObject({ items: [{ id: byCard.id }], more: false });
  });
});
