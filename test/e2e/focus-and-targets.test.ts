/**
 * Two things a keyboard or touch user meets on cards and filters, measured in
 * a real browser at 1280 and 390 px:
 * - A card's focus ring stays visible where it crosses the card's coloured
 *   header (the brand tiles on /our-brands/, any colour the CMS gives):
 *   pixels, not styles. The card is shot before and after focus; along every
 *   edge of the header each line across the ring must hold at least 2 px whose
 *   focused colour has 3:1 against the same pixel unfocused (WCAG 2.2 focus
 *   appearance, 2.4.13: a 2 px ring, 3:1 against what it replaces).
 * - The /news/ filters (by type and by brand) are tap targets of at least
 *   24 × 24 CSS px (WCAG 2.5.8), from their boxes as laid out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();
const WIDTHS = [1280, 390] as const;
/** How far in from the card's edge a ring is looked for (the ring is drawn inside the card). */
const RING_DEPTH = 12;
const MIN_RING_PX = 2;
const MIN_TARGET_PX = 24;

interface EdgeReport {
  card: string;
  colour: string;
  /** Lines across the ring (columns on the top edge, rows on the sides) with fewer than 2 px of 3:1 change. */
  faint: number;
  lines: number;
  weakest: string;
}

/**
 * Decodes two PNG shots of the same box in the page (createImageBitmap needs no image URL, so the CSP is not in
 * the way) and measures the ring along the header's edges: `header` is the header's box within the shot.
 */
function ringAlongHeader(input: {
  before: string;
  after: string;
  header: { top: number; height: number };
  depth: number;
  radius: number;
}): Promise<{ faint: number; lines: number; weakest: string }> {
  const pixels = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const luminance = (data: Uint8ClampedArray, i: number) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
  };
  return Promise.all([pixels(input.before), pixels(input.after)]).then(([a, b]) => {
    const { width } = a;
    const ratio = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      const [hi, lo] = [luminance(a.data, i), luminance(b.data, i)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    let faint = 0;
    let lines = 0;
    let weakest = '';
    let weakestCount = Number.POSITIVE_INFINITY;
    const line = (name: string, points: [number, number][]) => {
      lines++;
      const strong = points.filter(([x, y]) => ratio(x, y) >= 3).length;
      if (strong < 2) faint++;
      if (strong < weakestCount) {
        weakestCount = strong;
        weakest = `${name}: ${strong} px`;
      }
    };
    const depth = Array.from({ length: input.depth }, (_, i) => i);
    const { top, height } = input.header;
    // The top edge, between the rounded corners.
    for (let x = input.radius; x < width - input.radius; x++) {
      line(
        `top, x ${x}`,
        depth.map((d) => [x, top + d]),
      );
    }
    // Both sides, down the header.
    for (let y = top + input.radius; y < top + height; y++) {
      line(
        `left, y ${y}`,
        depth.map((d) => [d, y]),
      );
      line(
        `right, y ${y}`,
        depth.map((d) => [width - 1 - d, y]),
      );
    }
    return { faint, lines, weakest };
  });
}

async function brandCardRings(page: Page): Promise<EdgeReport[]> {
  const cards = page.locator('main .brand-card');
  const count = await cards.count();
  expect(count, 'brand cards on the page').toBeGreaterThanOrEqual(10);
  const reports: EdgeReport[] = [];
  // Focus shows as it does after Tab: the page has seen a key press.
  await page.keyboard.press('Shift');
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const link = card.locator('.card__link');
    // Mid-screen, clear of the sticky header.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.mouse.move(0, 0);
    await link.evaluate((element) => (element as HTMLElement).blur());
    const geometry = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const tile = element.querySelector('.brand-card__tile')!.getBoundingClientRect();
      return {
        header: { top: Math.round(tile.top - box.top), height: Math.round(tile.height) },
        radius: Math.ceil(Number.parseFloat(getComputedStyle(element).borderTopLeftRadius)),
        colour: element.querySelector('.brand-card__tile rect')?.getAttribute('fill') ?? '?',
        name: element.querySelector('.card__link')?.textContent ?? '?',
      };
    });
    const before = (await card.screenshot({ animations: 'disabled' })).toString('base64');
    await page.keyboard.press('Shift');
    await link.focus();
    expect(await link.evaluate((element) => element.matches(':focus-visible')), `${geometry.name} shows focus`).toBe(true);
    const after = (await card.screenshot({ animations: 'disabled' })).toString('base64');
    const result = await page.evaluate(ringAlongHeader, {
      before,
      after,
      header: geometry.header,
      depth: RING_DEPTH,
      radius: geometry.radius,
    });
    reports.push({ card: geometry.name, colour: geometry.colour, ...result });
  }
  return reports;
}

describe('focus rings against coloured card headers', () => {
  for (const width of WIDTHS) {
    it(`every brand card's ring shows along its header at ${width} px`, async () => {
      await browser.withPage(
        async (t) => {
          await gotoHydrated(t.page, '/our-brands/');
          const reports = await brandCardRings(t.page);
          const faint = reports.filter((report) => report.faint > 0);
          expect(
            faint.map(
              (r) => `${r.card} (${r.colour}): ${r.faint} of ${r.lines} lines under ${MIN_RING_PX} px of 3:1, weakest ${r.weakest}`,
            ),
          ).toEqual([]);
        },
        { viewport: { width, height: 900 } },
      );
    });
  }
});

describe('tap targets of the /news/ filters', () => {
  for (const width of WIDTHS) {
    it(`are at least ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px at ${width} px`, async () => {
      await browser.withPage(
        async (t) => {
          await gotoHydrated(t.page, '/news/');
          const targets = await t.page.$$eval('main a[href^="/news/"]', (links) =>
            links
              .filter((link) => /\(\d+\)$/.test(link.textContent ?? ''))
              .map((link) => {
                const box = link.getBoundingClientRect();
                return { text: link.textContent ?? '', width: box.width, height: box.height };
              }),
          );
          // The types but the one shown (All news here) and the brands that have news.
          expect(targets.length, 'filters found').toBeGreaterThanOrEqual(5);
          const small = targets.filter((target) => target.width < MIN_TARGET_PX || target.height < MIN_TARGET_PX);
          expect(small.map((s) => `${s.text}: ${s.width.toFixed(1)} × ${s.height.toFixed(1)}`)).toEqual([]);
        },
        { viewport: { width, height: 900 } },
      );
    });
  }
});
