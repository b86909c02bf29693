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
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../app/layouts/site-header';
import type { MenuLink } from '../../contract/route';
import { baseUrl, gotoHydrated, testBrowser } from './browser';
import { layoutsAtEveryWidth } from './header-layout';

const browser = testBrowser();
const HARNESS = '/__header-harness';
const SCRIPT = '/__header-harness.js';
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

  it('on the search page, whose form is its one box, draws no search and no empty row, from 320 to 1920 px', async () => {
    await browser.withPage(async (t) => {
      await gotoHydrated(t.page, '/search/?q=readers');
      expect(await layoutsAtEveryWidth(t.page, true)).toEqual([]);
    });
  }, 300_000);
});
