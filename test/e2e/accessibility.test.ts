/**
 * Keyboard access in Chromium: a keyboard alone reaches every link and the
 * mobile menu. (axe-core runs on every page in every-route.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();

describe('keyboard', () => {
  it('reaches every link of the page with Tab, starting with the skip link', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/');
      const links = await t.page.locator('a[href]:visible').count();
      const reached = new Set<string>();
      await t.page.keyboard.press('Tab');
      const first = await t.page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(first).toMatch(/skip to content/i);
      for (let i = 0; i < links + 40; i++) {
        const id = await t.page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          if (!active || active === document.body) return null;
          const all = [...document.querySelectorAll('a[href], button')];
          return `${active.tagName}:${all.indexOf(active)}`;
        });
        if (id) reached.add(id);
        await t.page.keyboard.press('Tab');
      }
      const linkCount = [...reached].filter((id) => id.startsWith('A:')).length;
      expect(linkCount).toBeGreaterThanOrEqual(links);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('opens and closes the mobile menu with the keyboard and reaches its links', async () => {
    const t = await browser.open({ viewport: { width: 390, height: 800 } });
    try {
      await gotoHydrated(t.page, '/');
      const button = t.page.locator('header button[aria-controls]');
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.focus();
      await t.page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await t.page.keyboard.press('Tab');
      const focused = await t.page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'));
      expect(focused).toBe('/who-we-are/');
      await t.page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await t.page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBeTruthy();
    } finally {
      await t.close();
    }
  }, 60_000);
});
