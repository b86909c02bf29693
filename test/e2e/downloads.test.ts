/**
 * Documents in a reader's browser: on the pages that offer them, clicking a
 * document downloads the file under its own name, at the size the page
 * states, without leaving the page; a web page in the same list navigates.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../cms/server/documents';
import { describeProblems, gotoHydrated, hasMarker, setMarker, testBrowser } from './browser';

const browser = testBrowser();

describe.each(['/commercial/', '/immediate-sustainability-reports/'])('downloads on %s', (path) => {
  it('every document downloads whole, named, at the stated size, and the page stays', async () => {
    const { page, problems, close } = await browser.open({ acceptDownloads: true });
    try {
      expect(await gotoHydrated(page, path)).toBe(200);
      await setMarker(page);
      const links = page.locator('a.download__link[download]');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        const href = (await link.getAttribute('href'))!;
        const stated = (await link.locator('xpath=ancestor::li').locator('.download__meta').textContent())!;
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(href.split('/').pop());
        const bytes = readFileSync((await download.path())!);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(stated).toBe(`PDF, ${formatFileSize(bytes.length)}`);
      }
      expect(await hasMarker(page)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(problems, describeProblems(problems)).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('a web page in a downloads list is a link to navigate to', async () => {
  const { page, problems, close } = await browser.open();
  try {
    await gotoHydrated(page, '/commercial/');
    const link = page.locator('a.download__link:not([download])');
    expect(await link.count()).toBe(1);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator('h1').first().textContent()).toMatch(/terms/i);
    expect(problems, describeProblems(problems)).toEqual([]);
  } finally {
    await close();
  }
});
