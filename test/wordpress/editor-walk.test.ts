/**
 * A newsroom editor's walk through wp-admin, on whichever WordPress line the run has: signed in as an Editor,
 * a new post is written through the inserter and the keyboard (a paragraph with bold and a link, a heading, a
 * phone's photo `IMG_2041.JPG` uploaded into an Image block, a Gallery, a Table with a bold cell, a Pullquote, a
 * Code block), given a category and a featured image, previewed (the preview tab shows the draft's headline,
 * category, date and breadcrumbs), and published; a new page gets a Masthead hero, Columns with text, Buttons,
 * a Cover, a File and (from 6.3) Details. The site's pages hold every block's text in the order written, and
 * the editor's console has no errors. Screenshots of the canvas and the site go to .build/screenshots/editor-walk-*.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInToWpAdmin, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';
import { type ConsoleEntry, describeProblems, type TestPage, testBrowser } from '../e2e/browser';
import { textOf } from '../helpers/page-text';
import { type Canvas, EDITOR_UI, openInEditor } from './wp-admin';

const SHOTS = process.env.EDITOR_WALK_SHOTS ?? '.build/screenshots';
const STAMP = Date.now().toString(36);
const EDITOR = { user: `walk-editor-${STAMP}`, password: `Walk-${STAMP}-pass!` };
const CATEGORY = `Walk desk ${STAMP}`;
/** A saved post can take a while on PHP's one-request-at-a-time server beside other suites. */
const SAVE_MS = 60_000;

const wordpress = () => inject('wordpress');
const site = () => cmses().find((cms) => cms.name === 'wordpress')!.site;
const made: string[] = [];

/** What the editor types, in order: each must be on the site in the same order. */
const POST = {
  title: `Walk post ${STAMP}`,
  lead: `Lead ${STAMP} with `,
  bold: `bold ${STAMP}`,
  linked: `linked ${STAMP}`,
  heading: `Heading ${STAMP}`,
  imageCaption: `Photo ${STAMP}`,
  cell: `Cell ${STAMP}`,
  boldCell: `Bold cell ${STAMP}`,
  pulled: `Pulled ${STAMP}`,
  code: `const walk = '${STAMP}';`,
};
const PAGE = {
  title: `Walk page ${STAMP}`,
  hero: `Hero ${STAMP}`,
  left: `Left column ${STAMP}`,
  right: `Right column ${STAMP}`,
  button: `Button ${STAMP}`,
  covered: `Covered ${STAMP}`,
  summary: `Summary ${STAMP}`,
  hidden: `Inside details ${STAMP}`,
  closing: `Closing ${STAMP}`,
};

/**
 * A JPEG as a phone's camera writes one, drawn by the browser itself (no fixture file); small, as WordPress
 * makes every size of it on upload, but the featured one wide enough for the 1200×630 social image.
 */
async function jpeg(page: Page, colour: string, width = 640, height = 400): Promise<Buffer> {
  const data = await page.evaluate(
    ({ fill, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
    },
    { fill: colour, width, height },
  );
  return Buffer.from(data, 'base64');
}

/** A one-page PDF, for the File block. */
function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/**
 * Inserts a block through the main inserter's search, as an editor does, and puts the caret in its first text
 * field. The inserter stays open between insertions (its toggle would close it), and keeps the focus: the
 * editor clicks into the new block.
 */
async function insert(page: Page, canvas: Canvas, name: string, search: string): Promise<void> {
  // Inside a container (a column, a cover, details) the inserter adds there: the editor first selects the
  // outermost block through the breadcrumbs under the canvas, so the new block follows it on the page.
  // The selection can still move (a gallery's uploads landing), so it is checked again after each click.
  const crumbs = page.locator('.block-editor-block-breadcrumb__button');
  await expect
    .poll(
      async () => {
        const nested = await page.evaluate(() => {
          const wp = (window as unknown as { wp: { data: { select(store: string): Record<string, (id?: string) => string | null> } } }).wp;
          const editor = wp.data.select('core/block-editor');
          const selected = editor.getSelectedBlockClientId!();
          return Boolean(selected && editor.getBlockRootClientId!(selected));
        });
        if (nested)
          await crumbs
            .nth(1)
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        return nested;
        // A guard against a hang, not a deadline: each try may wait on a click (the poll's default is one second).
      },
      { timeout: SAVE_MS, interval: 200 },
    )
    .toBe(false);
  const toggle = page.locator(EDITOR_UI.inserterToggle).first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true' && (await toggle.getAttribute('aria-pressed')) !== 'true')
    await toggle.click();
  const panel = page.locator('.block-editor-inserter__main-area, .block-editor-inserter__menu').first();
  await panel.locator('input[type="search"]').first().fill(search);
  // A block's item, or its default variation's (Cover's is `cover/cover`).
  const item = `editor-block-list-item-${name.replace('core/', '').replace('/', '-')}`;
  await panel.locator(`.${item}, [class*="${item}/"]`).first().click();
  const block = canvas.locator(`.wp-block[data-type="${name}"]`).last();
  await block.waitFor();
  const text = block.locator('[contenteditable="true"]').first();
  if ((await block.getAttribute('contenteditable')) === 'true') await block.click();
  else if (await text.count()) await text.click();
}

/** Types rich text, `**bold**` with the keyboard shortcut. */
async function typeRich(page: Page, parts: { text: string; bold?: boolean }[]): Promise<void> {
  for (const part of parts) {
    if (part.bold) await page.keyboard.press('Control+B');
    await page.keyboard.type(part.text);
    if (part.bold) await page.keyboard.press('Control+B');
  }
}

/** Selects the last `count` characters typed and links them with Ctrl+K. */
async function linkLast(page: Page, count: number, href: string): Promise<void> {
  for (let i = 0; i < count; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+K');
  const input = page.locator('.block-editor-link-control__search-input input, input.block-editor-url-input__input').first();
  await input.waitFor();
  await input.fill(href);
  await page.keyboard.press('Enter');
  // The link is in the post (6.1 closes the popover on Enter, later lines show the link's preview in it).
  await page.waitForFunction((wanted) => {
    const wp = (window as unknown as { wp: { data: { select(store: string): Record<string, () => string> } } }).wp;
    return wp.data.select('core/editor').getEditedPostContent!().includes(`href="${wanted}"`);
  }, href);
  if (await page.locator('.block-editor-link-control').isVisible()) await page.keyboard.press('Escape');
}

/** Uploads files through the selected block's placeholder (its hidden file input) and waits for the upload to land. */
async function uploadInto(block: ReturnType<Canvas['locator']>, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await block.locator('input[type="file"]').first().setInputFiles(files);
}

/** The current post's id and the site path it will have. */
async function currentPost(page: Page): Promise<{ id: number; link: string; status: string }> {
  return page.evaluate(() => {
    const wp = (window as unknown as { wp: { data: { select(store: string): Record<string, (...args: unknown[]) => unknown> } } }).wp;
    const editor = wp.data.select('core/editor');
    return {
      id: editor.getCurrentPostId!() as number,
      link: editor.getPermalink!() as string,
      status: editor.getEditedPostAttribute!('status') as string,
    };
  });
}

/** Whether the editor still has an upload in flight (a blob: image or a spinner on the canvas). */
async function waitForUploads(page: Page, canvas: Canvas): Promise<void> {
  await expect
    .poll(async () => canvas.locator('img[src^="blob:"], .components-spinner').count(), { timeout: SAVE_MS, interval: 200 })
    .toBe(0);
  await page.waitForFunction(
    () => {
      const wp = (window as unknown as { wp: { data: { select(store: string): Record<string, () => unknown> } } }).wp;
      return !wp.data.select('core/editor').isSavingPost!();
    },
    null,
    { timeout: SAVE_MS },
  );
}

/** Publishes through the pre-publish panel and waits for WordPress's "is now live". */
async function publish(page: Page): Promise<void> {
  await page.locator('.editor-post-publish-panel__toggle').click();
  await page.locator('.editor-post-publish-panel .editor-post-publish-button').click();
  await page.locator('.post-publish-panel__postpublish').waitFor({ timeout: SAVE_MS });
}

/** Each of `texts` in `text`, in that order: the first missing or out of place is named. */
function expectInOrder(text: string, texts: string[], where: string): void {
  let from = 0;
  for (const wanted of texts) {
    const at = text.indexOf(wanted, from);
    expect(at, `“${wanted}” on ${where} after “${text.slice(Math.max(0, from - 60), from)}”`).toBeGreaterThanOrEqual(0);
    from = at + wanted.length;
  }
}

/**
 * A full-page screenshot of a site page, as a reader opens it in a tab of their own, with every picture loaded
 * (they load lazily, as they come into view).
 */
async function shotOfSite(browser: ReturnType<typeof testBrowser>, path: string, file: string): Promise<void> {
  const reader = await browser.open({ viewport: { width: 1400, height: 1000 } });
  try {
    await reader.page.goto(`${site()}${path}`);
    for (const image of await reader.page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
    await reader.page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await reader.page.screenshot({ path: file, fullPage: true });
  } finally {
    await reader.close();
  }
}

/** The site's page once it answers 200. */
async function sitePage(path: string): Promise<string> {
  const answer = await eventually(
    () => get(`${site()}${path}`, { headers: { accept: 'text/html' } }),
    (response) => response.status === 200,
  );
  expect(answer.status, `${site()}${path}`).toBe(200);
  return answer.text;
}

/** Runs a step of the walk; when it fails, what the editor saw then is kept beside the other screenshots. */
async function step(page: () => Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await page()
      .screenshot({ path: `${SHOTS}/editor-walk-failed-${name}.png`, fullPage: true })
      .catch(() => undefined);
    throw error;
  }
}

describe('a newsroom editor’s walk through wp-admin', () => {
  const browser = testBrowser();
  let tab: TestPage;
  let page: Page;
  let photoId = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const user = await wordpressRest<{ id: number }>('POST', 'users', {
      username: EDITOR.user,
      password: EDITOR.password,
      email: `${EDITOR.user}@example.com`,
      roles: ['editor'],
    });
    made.push(`users/${user.id}?reassign=1`);
    const category = await wordpressRest<{ id: number }>('POST', 'categories', { name: CATEGORY });
    made.push(`categories/${category.id}`);
    tab = await browser.open({ viewport: { width: 1400, height: 1000 } });
    page = tab.page;
    // wp-admin on PHP's one-request-at-a-time server beside the other lanes of `npm test`: a guard against a hang.
    page.setDefaultTimeout(SAVE_MS);
    await signInToWpAdmin(page, EDITOR);
  });

  afterAll(async () => {
    for (const route of made.reverse()) {
      const join = route.includes('?') ? '&' : '?';
      await wordpressRest('DELETE', `${route}${join}force=true`).catch((error: Error) => console.error(`cleanup: ${error.message}`));
    }
  });

  it('writes a post through the inserter and keyboard, previews it with its header and publishes it', () =>
    step(
      () => page,
      'post',
      async () => {
        const canvas = await openInEditor(page, `${wordpress().url}/wp-admin/post-new.php`);
        await canvas.locator('.editor-post-title__input').first().click();
        await page.keyboard.type(POST.title);

        await insert(page, canvas, 'core/paragraph', 'Paragraph');
        await typeRich(page, [{ text: POST.lead }, { text: POST.bold, bold: true }, { text: ' and ' }, { text: POST.linked }]);
        await linkLast(page, POST.linked.length, '/who-we-are/');

        await insert(page, canvas, 'core/heading', 'Heading');
        await page.keyboard.type(POST.heading);

        await insert(page, canvas, 'core/image', 'Image');
        const image = canvas.locator('.wp-block[data-type="core/image"]').last();
        await uploadInto(image, [{ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: await jpeg(page, '#2a6f97', 1280, 720) }]);
        await image.locator('img[src*="/wp-content/uploads/"]').waitFor({ timeout: SAVE_MS });
        photoId = (await page.evaluate(() => {
          const wp = (window as unknown as { wp: { data: { select(store: string): Record<string, (...args: unknown[]) => unknown> } } }).wp;
          const editor = wp.data.select('core/block-editor');
          const blocks = editor.getBlocks!() as { name: string; attributes: { id?: number } }[];
          return blocks.filter((block) => block.name === 'core/image').at(-1)?.attributes.id ?? 0;
        })) as number;
        expect(photoId, 'the uploaded photo’s attachment').toBeGreaterThan(0);
        made.push(`media/${photoId}`);
        // 6.1 draws the caption's field under a selected image; later lines behind the toolbar's Add caption.
        const caption = image.locator('figcaption').first();
        if (!(await caption.isVisible())) {
          await image.hover(); // the toolbar hides while the editor types
          await page.getByRole('button', { name: 'Add caption' }).click();
        }
        await caption.click();
        await page.keyboard.type(POST.imageCaption);

        await insert(page, canvas, 'core/gallery', 'Gallery');
        const gallery = canvas.locator('.wp-block[data-type="core/gallery"]').last();
        await uploadInto(gallery, [
          { name: 'IMG_2043.JPG', mimeType: 'image/jpeg', buffer: await jpeg(page, '#3b8a12') },
          { name: 'IMG_2044.JPG', mimeType: 'image/jpeg', buffer: await jpeg(page, '#8a123b') },
        ]);
        await expect.poll(() => gallery.locator('img[src*="/wp-content/uploads/"]').count(), { timeout: SAVE_MS }).toBe(2);
        // The gallery's images settle (each upload replaces its blob and moves the selection) before the editor goes on.
        await waitForUploads(page, canvas);

        await insert(page, canvas, 'core/table', 'Table');
        const table = canvas.locator('.wp-block[data-type="core/table"]').last();
        const cells = table.locator('td');
        // A click can land while a gallery upload re-renders the canvas (seen on 6.1 beside other lanes): until the
        // table is there, Create Table is clicked again.
        await expect
          .poll(
            async () => {
              if ((await cells.count()) === 0)
                await table
                  .getByRole('button', { name: /Create Table/i })
                  .click({ timeout: 2_000 })
                  .catch(() => undefined);
              return cells.count();
            },
            { timeout: SAVE_MS, interval: 200 },
          )
          .toBeGreaterThan(1);
        await cells.nth(0).click();
        await page.keyboard.type(POST.cell);
        await cells.nth(1).click();
        await typeRich(page, [{ text: POST.boldCell, bold: true }]);

        await insert(page, canvas, 'core/pullquote', 'Pullquote');
        await page.keyboard.type(POST.pulled);

        await insert(page, canvas, 'core/code', 'Code');
        await page.keyboard.type(POST.code);

        await waitForUploads(page, canvas);
        await page.screenshot({ path: `${SHOTS}/editor-walk-post-canvas.png`, fullPage: true });

        // Category and featured image from the document sidebar.
        const settings = page.locator(EDITOR_UI.settings).getByRole('button', { name: 'Settings', exact: true });
        if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
        await page
          .locator(EDITOR_UI.sidebarTab, { hasText: /^(Post|Document)$/ })
          .or(page.getByRole('tab', { name: /^(Post|Document)$/ }))
          .first()
          .click();
        const categories = page.locator('.editor-post-taxonomies__hierarchical-terms-list');
        if (!(await categories.isVisible().catch(() => false))) await page.getByRole('button', { name: 'Categories', exact: true }).click();
        await categories.getByLabel(CATEGORY).check();
        const featured = page.getByRole('button', { name: 'Set featured image' });
        if (!(await featured.isVisible().catch(() => false)))
          await page.getByRole('button', { name: 'Featured image', exact: true }).click();
        await featured.click();
        await page.locator('.media-modal .media-router .media-menu-item', { hasText: 'Media Library' }).click();
        await page.locator(`.media-modal .attachments .attachment[data-id="${photoId}"]`).click();
        await page.locator('.media-modal .media-button-select').click();
        await page.locator('.editor-post-featured-image img, .editor-post-featured-image__preview img').first().waitFor();

        // Preview in a new tab: the site's /preview with the draft as it will be published.
        await page.locator(EDITOR_UI.previewToggle).first().click();
        const [preview] = await Promise.all([
          tab.context.waitForEvent('page', { timeout: SAVE_MS }),
          page.getByRole('menuitem', { name: /Preview in new tab/ }).click(),
        ]);
        await preview.waitForURL((url) => url.href.startsWith(`${site()}/preview?`), { timeout: SAVE_MS });
        // The post leads with its header: the site's page header, or the article header its featured image makes.
        const header = preview.locator('header.page-header, header.article-header').first();
        try {
          await header.waitFor();
        } finally {
          await preview.screenshot({ path: `${SHOTS}/editor-walk-post-preview.png`, fullPage: true });
        }
        expect(await header.locator('h1').textContent(), 'the headline').toBe(POST.title);
        expect(await header.locator('.eyebrow').textContent(), 'the category').toBe(CATEGORY);
        expect(textOf(await header.innerHTML()), 'the date').toMatch(/\b\d{1,2} [A-Z][a-z]+ \d{4}\b/);
        expect(await header.locator('img').getAttribute('src'), 'the featured image as the hero').toMatch(/img-2041/);
        expect(await preview.locator('nav.breadcrumbs').textContent(), 'the breadcrumbs').toContain('News');
        expect(await preview.title(), 'the preview’s document title, as the specification names it').toBe('Home - Immediate Media');
        const previewText = textOf(await preview.content());
        expectInOrder(
          previewText,
          [POST.title, POST.lead.trim(), POST.bold, POST.linked, POST.heading, POST.cell, POST.boldCell],
          'the preview',
        );
        await preview.close();

        await publish(page);
        const post = await currentPost(page);
        made.push(`posts/${post.id}`);
        const path = new URL(post.link).pathname;
        const html = await sitePage(path);
        const text = textOf(html);
        expectInOrder(
          text,
          [
            POST.title,
            CATEGORY,
            `${POST.lead}${POST.bold} and ${POST.linked}`,
            POST.heading,
            POST.imageCaption,
            POST.cell,
            POST.boldCell,
            POST.pulled,
            POST.code,
          ],
          path,
        );
        expect(html, 'bold kept').toContain(`<strong>${POST.bold}</strong>`);
        expect(html, 'the link').toMatch(new RegExp(`<a [^>]*href="/who-we-are/"[^>]*>${POST.linked}</a>`));
        expect(html, 'the bold cell').toContain(`<strong>${POST.boldCell}</strong>`);
        expect(html.match(/<img[^>]+src="\/media\/[^"]*img-204[34][^"]*\.jpe?g"/g), 'the gallery’s two photos').toHaveLength(2);
        expect(html, 'the phone’s photo, under a media path the site takes').toMatch(/<img[^>]+src="\/media\/[^"]*img-2041[^"]*\.jpe?g"/);
        expect(html, 'the featured image as og:image').toMatch(/<meta property="og:image" content="[^"]*img-2041[^"]*1200x630\.jpe?g"/);

        await shotOfSite(browser, path, `${SHOTS}/editor-walk-post-site.png`);
      },
    ));

  it('builds a page with a Masthead hero, Columns, Buttons, Cover, File and Details and publishes it', () =>
    step(
      () => page,
      'page',
      async () => {
        const canvas = await openInEditor(page, `${wordpress().url}/wp-admin/post-new.php?post_type=page`);
        await canvas.locator('.editor-post-title__input').first().click();
        await page.keyboard.type(PAGE.title);

        await insert(page, canvas, 'masthead/hero', 'Hero');
        const hero = canvas.locator('.wp-block[data-type="masthead/hero"]');
        await hero.locator('.masthead-field--heading input').fill(PAGE.hero);
        await hero.locator('[data-masthead-preview="hero"]').waitFor();

        await insert(page, canvas, 'core/columns', 'Columns');
        const columns = canvas.locator('.wp-block[data-type="core/columns"]').last();
        // The variation picker can redraw under a click on a busy machine: chosen again until the columns are there.
        const variation = columns.getByRole('button', { name: /^(Two columns; equal split|50 \/ 50)$/ });
        await expect
          .poll(async () => {
            if ((await columns.locator('.wp-block[data-type="core/column"]').count()) >= 2) return true;
            await variation.click({ timeout: 2_000 }).catch(() => undefined);
            return false;
          })
          .toBe(true);
        for (const [index, text] of [PAGE.left, PAGE.right].entries()) {
          const column = columns.locator('.wp-block[data-type="core/column"]').nth(index);
          // An unselected column's appender is under the column: the first click selects the column, when it does not open the inserter.
          const quick = page.locator('.block-editor-inserter__quick-inserter');
          await column.click();
          if (
            !(await quick.waitFor({ timeout: 3_000 }).then(
              () => true,
              () => false,
            ))
          )
            await column.locator('.block-editor-button-block-appender').first().click();
          await quick.locator('input[type="search"]').fill('Paragraph');
          await quick.locator('.editor-block-list-item-paragraph').first().click();
          await column.locator('[contenteditable="true"]').first().click();
          await page.keyboard.type(text);
        }

        await insert(page, canvas, 'core/buttons', 'Buttons');
        await page.keyboard.type(PAGE.button);
        await linkLast(page, PAGE.button.length, '/contact/');

        await insert(page, canvas, 'core/cover', 'Cover');
        const cover = canvas.locator('.wp-block[data-type="core/cover"]').last();
        await uploadInto(cover, [{ name: 'IMG_2042.JPG', mimeType: 'image/jpeg', buffer: await jpeg(page, '#8a3b12') }]);
        await cover.locator('img[src*="/wp-content/uploads/"]').waitFor({ timeout: SAVE_MS });
        await cover.locator('.wp-block[data-type="core/paragraph"]').first().click();
        await page.keyboard.type(PAGE.covered);

        await insert(page, canvas, 'core/file', 'File');
        const file = canvas.locator('.wp-block[data-type="core/file"]').last();
        await uploadInto(file, [{ name: `Annual report ${STAMP}.pdf`, mimeType: 'application/pdf', buffer: pdf() }]);
        await file.locator('.wp-block-file__button').first().waitFor({ timeout: SAVE_MS });
        // The name the File block shows the editor (6.1 takes the stored file's name, later lines the title).
        const fileBlock = (await file.getAttribute('data-block')) ?? '';
        const fileName = String(
          await (
            await page.waitForFunction((id) => {
              const wp = (window as unknown as { wp: { data: { select(store: string): Record<string, (id: string) => unknown> } } }).wp;
              // Later lines hold it as rich-text data, an object even while still empty: wait for its text.
              const name = (wp.data.select('core/block-editor').getBlockAttributes!(id) as { fileName?: unknown } | null)?.fileName;
              return String(name ?? '') || false;
            }, fileBlock)
          ).jsonValue(),
        );
        expect(fileName, 'the File block names the file').toMatch(/annual.report.+/i);

        const hasDetails = await page.evaluate(() =>
          Boolean(
            (window as unknown as { wp: { blocks: { getBlockType(name: string): unknown } } }).wp.blocks.getBlockType('core/details'),
          ),
        );
        if (hasDetails) {
          await insert(page, canvas, 'core/details', 'Details');
          const details = canvas.locator('.wp-block[data-type="core/details"]').last();
          // Details adds its inner paragraph after it is inserted, and on a busy machine that took the selection
          // while the summary was typed (6.8: the summary kept its first letter). The summary is typed once the
          // paragraph is there, and read back before going on. Focused, not clicked: a click on a summary folds
          // the details, and the paragraph with them.
          await details.locator('.wp-block[data-type="core/paragraph"]').first().waitFor({ state: 'attached' });
          await details.locator('summary [contenteditable="true"], summary[contenteditable="true"]').first().focus();
          await page.keyboard.type(PAGE.summary);
          await details.locator('summary', { hasText: PAGE.summary }).waitFor({ timeout: SAVE_MS });
          await details.locator('.wp-block[data-type="core/paragraph"]').first().click();
          await page.keyboard.type(PAGE.hidden);
        }

        await insert(page, canvas, 'core/paragraph', 'Paragraph');
        await page.keyboard.type(PAGE.closing);

        await waitForUploads(page, canvas);
        await page.screenshot({ path: `${SHOTS}/editor-walk-page-canvas.png`, fullPage: true });
        await publish(page);
        const published = await currentPost(page);
        made.push(`pages/${published.id}`);
        const path = new URL(published.link).pathname;
        const html = await sitePage(path);
        expectInOrder(
          textOf(html),
          [
            PAGE.hero,
            PAGE.left,
            PAGE.right,
            PAGE.button,
            PAGE.covered,
            fileName.replace(/<[^>]+>/g, ''),
            ...(hasDetails ? [PAGE.summary, PAGE.hidden] : []),
            PAGE.closing,
          ],
          path,
        );
        expect(html, 'the button links where the editor pointed it').toMatch(
          new RegExp(`<a [^>]*href="/contact/"[^>]*>${PAGE.button}</a>`),
        );
        expect(html, 'the file as a download').toMatch(/href="\/media\/[^"]*\.pdf"/);

        await shotOfSite(browser, path, `${SHOTS}/editor-walk-page-site.png`);
      },
    ));

  it('the editor’s console has no errors', () => {
    // Core's own, with the plugin's scripts blocked too (tried): 7.x enqueues its theme's CSS variables where its
    // own iframe check warns.
    // Core's own: the iframe's inline styles; and an upload's preview, a blob: address core revokes once the upload
    // is saved, which an image still loading it reports as not found (WordPress 7.1 on a fast machine, once).
    const coreNoise = (entry: ConsoleEntry) =>
      /^global-styles-css-custom-properties-inline-css was added to the iframe incorrectly/.test(entry.text) ||
      (entry.url.startsWith('blob:') && /^Failed to load resource: net::ERR_FILE_NOT_FOUND$/.test(entry.text));
    const local = (entry: ConsoleEntry) => !entry.url || new URL(entry.url).origin === new URL(wordpress().url).origin;
    const errors = tab.problems.filter((entry) => entry.type !== 'warning' && local(entry) && !coreNoise(entry));
    expect(describeProblems(errors), 'console errors').toBe('');
    const ours = tab.problems.filter((entry) => /masthead/i.test(`${entry.url} ${entry.text}`));
    expect(describeProblems(ours), 'warnings from the Masthead bundle').toBe('');
  });
});
