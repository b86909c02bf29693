/**
 * What the cookie pages say (nothing is stored, test/worker/cookie-pages.test.ts) is what a real browser session
 * shows: reading the cookie pages, arriving by a full load and moving on by client navigation, leaves no cookie,
 * no local storage and no session storage behind.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();

describe('a session on the cookie pages', () => {
  it('stores nothing in the browser', () =>
    browser.withPage(async ({ page, context }) => {
      await gotoHydrated(page, '/cookies/');
      for (const path of ['/cookies/how-do-we-use-cookies/', '/cookies/cookies-2/', '/cookies/your-preferences/']) {
        await page.click(`main a[href="${path}"]`);
        await page.waitForURL(`${baseUrl()}${path}`);
        await page.goBack();
        await page.waitForURL(`${baseUrl()}/cookies/`);
      }
      await gotoHydrated(page, '/cookies/further-information/');
      expect(await context.cookies()).toEqual([]);
      const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
      expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
    }));
});
