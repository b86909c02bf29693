/**
 * Printing an article or a policy (app/styles/print.css): no navigation
 * chrome, black text at a readable size, and each link's target printed
 * after it.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();

describe('print', () => {
  for (const path of ['/long-read-the-future-of-specialist-media/', '/trading-policies/advertising-terms-and-conditions/']) {
    it(`prints ${path} without chrome, readable, with link targets`, async () => {
      const t = await browser.open({ viewport: { width: 794, height: 1123 } });
      try {
        await gotoHydrated(t.page, path);
        const screen = await t.page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).display);
        expect(screen, 'the header shows on screen').not.toBe('none');
        await t.page.emulateMedia({ media: 'print' });
        const printed = await t.page.evaluate(() => {
          const hidden = (selector: string) =>
            [...document.querySelectorAll(selector)].every((element) => element.getClientRects().length === 0);
          const body = getComputedStyle(document.querySelector('main .prose p')!);
          const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], main a[href^="http"]')];
          return {
            chrome: ['.skip-link', '.site-header', '.site-footer', '.breadcrumbs', '.page-aside', 'main .button'].filter(
              (selector) => !hidden(selector),
            ),
            fontPx: Number.parseFloat(body.fontSize),
            colour: body.color,
            links: links.length,
            targets: links.filter((link) => getComputedStyle(link, '::after').content.includes(link.getAttribute('href')!)).length,
          };
        });
        expect(printed.chrome, 'navigation chrome left on paper').toEqual([]);
        expect(printed.fontPx, 'body text of at least 10 pt').toBeGreaterThanOrEqual(13.3);
        expect(printed.colour).toBe('rgb(0, 0, 0)');
        expect(printed.links).toBeGreaterThan(0);
        expect(printed.targets, 'every link prints its target').toBe(printed.links);
      } finally {
        await t.close();
      }
    });
  }
});
