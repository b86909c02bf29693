/**
 * wp-admin's block editor on every WordPress line CI runs, for the browser tests: 6.1 draws the post in the page,
 * later lines in the `editor-canvas` iframe, and 6.6 moved the header and sidebar into the editor package (new
 * class names, Switch to draft replaced by the Status control). The tests reach the editor through these, never
 * through one line's markup.
 */
import type { FrameLocator, Page, Request, Response } from 'playwright-core';

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
    blocks?: { getBlockType(name: string): unknown };
    plugins?: { getPlugin(name: string): unknown };
    data?: {
      select(store: string): Record<string, (...args: unknown[]) => unknown>;
      dispatch(store: string): Record<string, (...args: unknown[]) => unknown>;
    };
  };
}

/**
 * Opens `url` (post.php or post-new.php) in the block editor and returns its canvas once the editor holds the
 * post, with the plugin's blocks and sidebar registered, its welcome guide off and its title field drawn.
 *
 * CI's WordPress 6.1 lane twice opened the editor without the plugin's script having run (every post parsed as
 * `core/missing`; the Masthead panel absent), while the next opening of the same editor had it. Classic scripts
 * have all run by the `load` event, so the check needs no waiting: an editor without them is opened once more,
 * and the log says what the page was (its answer, title and words: a third time, both openings had none of the
 * plugin's script tags), whether the script was on it, what it was answered and what failed; a second such
 * opening fails the test.
 */
export async function openInEditor(page: Page, url: string): Promise<Canvas> {
  for (let attempt = 1; ; attempt++) {
    const seen: string[] = [];
    const isPluginScript = (address: string) => address.includes('/masthead-content/build/');
    const answered = (response: Response) => {
      if (isPluginScript(response.url())) seen.push(`${response.url()}: ${response.status()}`);
    };
    const failed = (request: Request) => seen.push(`${request.url()}: ${request.failure()?.errorText}`);
    const threw = (error: Error) => seen.push(`script error: ${error.message}`);
    page.on('response', answered);
    page.on('requestfailed', failed);
    page.on('pageerror', threw);
    let opened: Response | null = null;
    try {
      opened = await page.goto(url, { waitUntil: 'load' });
    } finally {
      page.off('response', answered);
      page.off('requestfailed', failed);
      page.off('pageerror', threw);
    }
    const plugin = await page.evaluate(() => {
      const wp = (window as EditorWindow).wp;
      return {
        registered: Boolean(wp?.blocks?.getBlockType('masthead/slot') && wp?.plugins?.getPlugin('masthead-settings')),
        tags: [...document.querySelectorAll<HTMLScriptElement>('script[src*="/masthead-content/build/"]')].map((script) => script.src),
        // What the page was, when it was not the editor (a login form, an error from WordPress or PHP).
        title: document.title,
        // biome-ignore lint/performance/useDomNodeTextContent: the words shown, not the inline scripts' source
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
        editor: Boolean(document.querySelector('#editor, .block-editor')),
      };
    });
    if (plugin.registered) break;
    const answer = opened ? `${opened.status()} at ${page.url()}` : `no answer, at ${page.url()}`;
    const why =
      `${url} opened without the plugin's blocks and sidebar (the page: ${answer}, titled "${plugin.title}", ` +
      `${plugin.editor ? 'the block editor' : 'no block editor'}, reading "${plugin.text}"; ` +
      `its scripts on the page: ${plugin.tags.join(', ') || 'none'}; ` +
      `its build files' answers, failures and script errors: ${seen.join('; ') || 'none seen'})`;
    if (attempt === 2) throw new Error(why);
    console.warn(`${why}: opening it again`);
  }
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
