/**
 * The footer's channel marks are drawn from the build's icon sprite (app/icons/icon-sprite.ts): the page carries
 * `<use>` references, not paths. In Chromium each reference paints its symbol, on the first page and after a
 * client navigation; the sprite is the page's own build's and holds every icon.
 */
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../contract/icon-names';
import { iconSpritePath } from '../../contract/routing/build-paths';
import { baseUrl, describeProblems, gotoHydrated, sentState, testBrowser, waitForHydration } from './browser';

const browser = testBrowser();

/** Each footer `<use>`: where it points and the size of what it painted (0 × 0 when its symbol is missing). */
const footerUses = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('footer svg use')].map((use) => {
      const box = use.getBBox();
      return { href: use.getAttribute('href') ?? '', width: box.width, height: box.height };
    }),
  );

describe('icon sprite', () => {
  it('holds every icon, as an immutable SVG', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/');
      const { buildId } = await sentState(t.page);
      const response = await fetch(baseUrl() + iconSpritePath(buildId));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toContain('immutable');
      const sprite = await response.text();
      for (const name of ICON_NAMES) expect(sprite, name).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
    } finally {
      await t.close();
    }
  });

  it('paints every footer mark from its build, before and after a client navigation, with a clean console', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/');
      const { buildId } = await sentState(t.page);
      for (const step of ['first page', 'after navigating']) {
        await t.page.locator('footer').scrollIntoViewIfNeeded();
        const uses = await footerUses(t.page);
        expect(uses.length, step).toBeGreaterThanOrEqual(3);
        for (const use of uses) expect(use.href, step).toMatch(new RegExp(`^${iconSpritePath(buildId)}#[a-z-]+$`));
        // The sprite arrives after the page: wait until every mark has painted its symbol.
        await expect
          .poll(async () => (await footerUses(t.page)).every((use) => use.width >= 10 && use.height >= 10), { timeout: 60_000 })
          .toBe(true);
        if (step === 'first page') {
          await t.page.locator('header a[href="/contact/"]').first().click();
          await t.page.waitForURL(`${baseUrl()}/contact/`);
          await waitForHydration(t.page);
          expect(t.documentLoads, 'a client navigation, not a reload').toEqual(['/']);
        }
      }
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
