/**
 * Laid out as in the editor (issue 56): Columns and a Gallery take the page's width, as the editor gives them,
 * not the text's measure around them; a Cover's words sit over its picture. At every width from a phone to a
 * desktop, with nothing scrolling sideways.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();
const WIDTHS = [320, 390, 768, 1024, 1280, 1920];

describe('laid out as in the editor', () => {
  for (const width of WIDTHS) {
    it(`draws columns and galleries at the page's width, and a cover's words over its picture, at ${width} px`, async () => {
      const t = await browser.open({ viewport: { width, height: 900 } });
      try {
        await gotoHydrated(t.page, '/imd-core-blocks/');
        const blocks = await t.page.evaluate(() => {
          const box = (element: Element | null) => {
            const rect = element!.getBoundingClientRect();
            return { left: Math.round(rect.left), width: Math.round(rect.width) };
          };
          return {
            flow: box(document.querySelector('.page-flow')),
            columns: box(document.querySelector('.content-columns')),
            gallery: box(document.querySelector('.content-gallery')),
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        expect(blocks.columns, 'columns').toEqual(blocks.flow);
        expect(blocks.gallery, 'gallery').toEqual(blocks.flow);
        expect(blocks.scrollWidth).toBe(width);

        await gotoHydrated(t.page, '/imd-core-blocks-2/');
        const cover = await t.page.evaluate(() => {
          const section = document.querySelector('.split--image-behind')!;
          const picture = section.querySelector('.split__media img')!.getBoundingClientRect();
          const words = section.querySelector('.split__body p')!.getBoundingClientRect();
          return {
            over: words.top >= picture.top && words.bottom <= picture.bottom && words.left >= picture.left && words.right <= picture.right,
            colour: getComputedStyle(section.querySelector('.split__body p')!).color,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        expect(cover.over, 'the words lie over the picture').toBe(true);
        // --on-dark, over the scrim.
        expect(cover.colour).toBe('rgb(255, 255, 255)');
        expect(cover.scrollWidth).toBe(width);
      } finally {
        await t.close();
      }
    });
  }
});
