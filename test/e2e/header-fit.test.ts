/**
 * The header fits any menu: with 5 to 12 top-level items of any length (fast-check), at every width from 320 to
 * 1920 px, the page never scrolls sideways and the search stays whole in the window; hydrated, the items that
 * do not fit are behind the menu button, each item either in the row or in the button's list, never both or
 * neither, and nothing in the row runs under the search; without script, every item shows and the header stays
 * usable. The header component and the site's own stylesheet run in Chromium: the harness page is served by
 * the test at the site's origin (so the site's CSS loads as it ships), with the header hydrated from a bundle
 * of app/layouts/site-header.tsx. The menu comes from either back end's frame the same way; the sample site's
 * own menu is checked on the site itself at the same widths.
 */
import { build } from 'esbuild';
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../app/layouts/site-header';
import type { MenuLink } from '../../contract/route';
import { baseUrl, gotoHydrated, testBrowser } from './browser';

const browser = testBrowser();
const HARNESS = '/__header-harness';
const SCRIPT = '/__header-harness.js';
/** Every 40 px from 320 to 1920, and the edges of the phone layout. */
const WIDTHS = [...Array.from({ length: 41 }, (_, i) => 320 + i * 40), 899, 900];
const RUNS = 12;

let script = '';
let stylesheet = '';

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { hydrateRoot } from 'react-dom/client';
        import { SiteHeader } from './app/layouts/site-header';
        const props = JSON.parse(document.getElementById('props').textContent);
        hydrateRoot(document.getElementById('root'), createElement(SiteHeader, props));`,
      resolveDir: process.cwd(),
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  script = bundle.outputFiles[0]!.text;
  const html = await (await fetch(`${baseUrl()}/`)).text();
  stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(stylesheet, 'the site links its stylesheet').not.toBe('');
}, 120_000);

/** The harness page: the header as the worker draws it, hydrated by the bundle unless `enhanced` is false. */
function harnessPage(links: MenuLink[], enhanced: boolean): string {
  const props = { name: 'Masthead Media', path: links[1]!.href, links };
  const header = renderToString(createElement(SiteHeader, props));
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  return `<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="${stylesheet}"></head><body><div class="site"><div id="root">${header}</div>
<main class="site-main"><div class="container"><p>Text under the header.</p></div></main></div>
<script type="application/json" id="props">${json}</script>${enhanced ? `<script type="module" src="${SCRIPT}"></script>` : ''}</body></html>`;
}

interface Layout {
  width: number;
  scrollWidth: number;
  search: string | null;
  problems: string[];
}

/** What is wrong with the header as laid out now (run in the page). */
function headerProblems(enhanced: boolean): Layout {
  const problems: string[] = [];
  const view = document.documentElement.clientWidth;
  const inView = (box: DOMRect) => box.width > 0 && box.height > 0 && box.left >= -0.5 && box.right <= view + 0.5;
  const searchParts = [...document.querySelectorAll('.site-search input, .site-search button')];
  const searchBoxes = searchParts.map((part) => part.getBoundingClientRect());
  const searchHidden = searchBoxes.some((box) => !inView(box));
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const row = [...document.querySelectorAll<HTMLElement>('.site-nav__list .site-nav__item')];
  const shown = row.filter((item) => !item.hidden);
  for (const item of shown) {
    const box = item.getBoundingClientRect();
    if (!inView(box)) problems.push(`"${item.textContent}" is outside the window`);
    if (searchBoxes.some((search) => overlaps(box, search))) problems.push(`"${item.textContent}" runs under the search`);
  }
  if (enhanced) {
    const header = document.querySelector('.site-header')!;
    if (!header.hasAttribute('data-enhanced')) problems.push('not hydrated');
    const menu = [...document.querySelectorAll('.site-nav__menu .site-nav__item')].map((item) => item.textContent);
    const inRow = shown.map((item) => item.textContent);
    const all = row.map((item) => item.textContent);
    if (JSON.stringify([...inRow, ...menu]) !== JSON.stringify(all))
      problems.push(`row ${inRow.length} + menu ${menu.length} ≠ ${all.length} items`);
    const button = document.querySelector<HTMLElement>('.menu-button:not(.site-nav__copy *)');
    const buttonShown = Boolean(button && !button.hidden);
    if (buttonShown !== menu.length > 0) problems.push(`button ${buttonShown ? 'shown' : 'hidden'} with ${menu.length} items behind it`);
    if (button && buttonShown) {
      const box = button.getBoundingClientRect();
      if (!inView(box)) problems.push('the menu button is outside the window');
      if (searchBoxes.some((search) => overlaps(box, search))) problems.push('the menu button runs under the search');
    }
    const height = header.getBoundingClientRect().height;
    const expected = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) - 16;
    if (Math.abs(height - expected) > 0.5) problems.push(`header ${height} px high, scroll padding leaves ${expected}`);
  }
  return {
    width: view,
    scrollWidth: document.documentElement.scrollWidth,
    search: searchHidden ? searchBoxes.map((box) => `${box.left.toFixed(0)}–${box.right.toFixed(0)}`).join(', ') : null,
    problems,
  };
}

async function layoutsAtEveryWidth(page: Page, enhanced: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const layout = await page.evaluate(headerProblems, enhanced);
    if (layout.scrollWidth > layout.width) problems.push(`${width} px: the page is ${layout.scrollWidth} px wide`);
    if (layout.search) problems.push(`${width} px: the search is not whole in the window (${layout.search})`);
    for (const problem of layout.problems) problems.push(`${width} px: ${problem}`);
  }
  return problems;
}

/** A menu label: one to four words, or one long unbroken word; any letters. */
const label = fc.oneof(
  fc.array(fc.stringMatching(/^[A-Za-z&'-]{1,14}$/), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  fc.stringMatching(/^[A-Za-z]{15,40}$/),
);
const menus = fc
  .array(label, { minLength: 5, maxLength: 12 })
  .map((labels) => labels.map((text, i): MenuLink => ({ label: text.trim() || `Item ${i}`, href: `/section-${i}/` })));

describe('the header with menus of 5 to 12 items of any length, 320 to 1920 px', () => {
  for (const enhanced of [true, false]) {
    it(`${enhanced ? 'hydrated' : 'without script'}: no sideways scroll, the search whole, every item in the row or the menu`, async () => {
      // Without script is the page without the header's bundle (Chromium's own switch stops the test's reading the layout too).
      const t = await browser.open();
      let links: MenuLink[] = [];
      await t.page.route(`${baseUrl()}${HARNESS}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: harnessPage(links, enhanced) }),
      );
      await t.page.route(`${baseUrl()}${SCRIPT}`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
      try {
        await fc.assert(
          fc.asyncProperty(menus, async (menu) => {
            links = menu;
            await t.page.setViewportSize({ width: 1280, height: 700 });
            await t.page.goto(`${baseUrl()}${HARNESS}`);
            if (enhanced) await t.page.waitForSelector('.site-header[data-enhanced]');
            const problems = await layoutsAtEveryWidth(t.page, enhanced);
            expect(problems, menu.map((link) => link.label).join(' | ')).toEqual([]);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      } finally {
        await t.close();
      }
    }, 600_000);
  }
});

describe("the sample site's own menu", () => {
  it('never scrolls sideways nor hides the search, from 320 to 1920 px', async () => {
    await browser.withPage(async (t) => {
      await gotoHydrated(t.page, '/');
      expect(await layoutsAtEveryWidth(t.page, true)).toEqual([]);
    });
  }, 300_000);
});
