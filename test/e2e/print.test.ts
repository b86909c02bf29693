/**
 * Printing an article, a policy or a page with a hero picture (app/styles/print.css): no navigation
 * chrome, no hero picture or decoration, no heading links, black text at a readable size, each link's
 * absolute target printed after it, and the site's name with the page's address at the end.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();

describe('print', () => {
  for (const path of [
    '/long-read-the-future-of-specialist-media/',
    '/trading-policies/advertising-terms-and-conditions/',
    '/who-we-are/',
  ]) {
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
          const body = getComputedStyle((document.querySelector('main .prose p') ?? document.querySelector('main p'))!);
          const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], main a[href^="http"]')];
          return {
            chrome: ['.skip-link', '.site-header', '.site-footer', '.breadcrumbs', '.page-aside', 'main .button'].filter(
              (selector) => !hidden(selector),
            ),
            fontPx: Number.parseFloat(body.fontSize),
            colour: body.color,
            links: links.length,
            // Absolute: the site's own links on its host.
            targets: links.filter((link) => {
              const href = link.getAttribute('href')!;
              const printed = getComputedStyle(link, '::after').content.replace(/"\s*"/g, '');
              return printed.includes(href.startsWith('/') ? `https://www.immediate.co.uk${href}` : href);
            }).length,
            heroes: [...document.querySelectorAll('.hero__media, .hero__art, .hero__band')].filter(
              (element) => element.getClientRects().length > 0,
            ).length,
            selfLinks: [...document.querySelectorAll('.section-link')].filter((element) => element.getClientRects().length > 0).length,
            address: (() => {
              const element = document.querySelector('.print-address');
              return element && element.getClientRects().length > 0 ? element.textContent : null;
            })(),
          };
        });
        expect(printed.chrome, 'navigation chrome left on paper').toEqual([]);
        expect(printed.fontPx, 'body text of at least 10 pt').toBeGreaterThanOrEqual(13.3);
        expect(printed.colour).toBe('rgb(0, 0, 0)');
        expect(printed.links).toBeGreaterThan(0);
        expect(printed.targets, 'every link prints its absolute target').toBe(printed.links);
        expect(printed.heroes, 'no hero picture nor decoration on paper').toBe(0);
        expect(printed.selfLinks, 'no heading link ("#") on paper').toBe(0);
        expect(printed.address, "the site's name and the page's address on paper").toMatch(/^Immediate Media · https?:\/\/\S+$/);
        expect(printed.address?.endsWith(path), printed.address ?? '').toBe(true);
      } finally {
        await t.close();
      }
    });
  }
});
