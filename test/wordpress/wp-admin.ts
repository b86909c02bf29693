/**
 * wp-admin's block editor on every WordPress line CI runs, for the browser tests: 6.1 draws the post in the page,
 * later lines in the `editor-canvas` iframe, and 6.6 moved the header and sidebar into the editor package (new
 * class names, Switch to draft replaced by the Status control). The tests reach the editor through these, never
 * through one line's markup.
 */
import type { FrameLocator, Page } from 'playwright-core';

/** The editor's chrome, 6.1's class first, then 6.6 and later's. */
export const EDITOR_UI = {
  inserterToggle: '.edit-post-header-toolbar__inserter-toggle, .editor-document-tools__inserter-toggle',
  settings: '.edit-post-header__settings, .editor-header__settings',
  sidebarTab: '.edit-post-sidebar__panel-tab, .editor-sidebar__panel-tab',
  previewToggle: '.block-editor-post-preview__button-toggle, .editor-preview-dropdown__toggle',
} as const;

/** Where the post's title and blocks are drawn. */
export type Canvas = Page | FrameLocator;

interface EditorWindow {
  wp?: {
    data?: {
      select(store: string): Record<string, (...args: unknown[]) => unknown>;
      dispatch(store: string): Record<string, (...args: unknown[]) => unknown>;
    };
  };
}

/**
 * Opens `url` (post.php or post-new.php) in the block editor and returns its canvas once the editor holds the
 * post, its welcome guide is off and its title field is drawn.
 */
export async function openInEditor(page: Page, url: string): Promise<Canvas> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean((window as EditorWindow).wp?.data?.select('core/editor').getCurrentPostId?.()), null, {
    timeout: 60_000,
  });
  await page.evaluate(() => {
    const data = (window as EditorWindow).wp!.data!;
    // The guide's choice lives in the preferences store on every line CI runs.
    if (data.select('core/preferences').get?.('core/edit-post', 'welcomeGuide') !== false)
      data.dispatch('core/preferences').set?.('core/edit-post', 'welcomeGuide', false);
  });
  const canvas: Canvas =
    (await page.locator('iframe[name="editor-canvas"]').count()) > 0 ? page.frameLocator('iframe[name="editor-canvas"]') : page;
  await canvas.locator('.editor-post-title__input').first().waitFor({ timeout: 60_000 });
  return canvas;
}

/** Switches a published post to draft as an editor does: 6.1's header button and its question, or the Status control. */
export async function switchToDraft(page: Page, waitMs: number): Promise<void> {
  const button = page.locator('.editor-post-switch-to-draft');
  if (await button.isVisible().catch(() => false)) {
    await button.click();
    await page.locator('.components-confirm-dialog').getByRole('button', { name: 'OK' }).click();
  } else {
    await page.locator('.editor-post-status__toggle').first().click();
    await page.getByRole('radio', { name: /^Draft/ }).check();
    await page.locator('.editor-post-publish-button, .editor-post-publish-button__button').first().click();
  }
  await page
    .locator('.editor-post-publish-panel__toggle, .editor-post-publish-button__button', { hasText: /^Publish/ })
    .waitFor({ timeout: waitMs });
}
