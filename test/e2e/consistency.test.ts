/**
 * Consistency readers notice, one test per item: no heading is both the h1
 * and an h2; pages below the top level (and articles, and the news index)
 * have breadcrumbs in the menu's wording; news and jobs write dates one way;
 * buttons and icon links show words; images have a placeholder colour while
 * they load; `tel:` links have no "(0)"; brand names keep one size; the
 * preview bar stays in view while the editor scrolls.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { baseUrl, gotoHydrated, testBrowser } from './browser';

interface PageFacts {
  path: string;
  article: boolean;
  h1: string[];
  h2: string[];
  crumbs: { text: string; href: string }[];
  menu: { text: string; href: string }[];
}

const browser = testBrowser();
let routes: string[] = [];
const facts: PageFacts[] = [];

/** Every page in the sitemap: the site's own list of what readers can reach. */
async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const child of index.match(/<loc>[^<]+<\/loc>/g) ?? []) {
    const xml = await (await fetch(baseUrl() + new URL(child.slice(5, -6)).pathname)).text();
    for (const loc of xml.match(/<loc>[^<]+<\/loc>/g) ?? []) paths.push(new URL(loc.slice(5, -6)).pathname);
  }
  return paths;
}

/** Tabs reading the pages side by side: each load mostly waits on the server. */
const TABS = 3;

beforeAll(async () => {
  routes = await sitemapPaths();
  const found: { index: number; page: PageFacts }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: TABS }, () =>
      browser.withPage(async (t) => {
        // The server's HTML is what is checked here: documents only, no scripts, styles or images.
        await t.page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
        for (let index = next++; index < routes.length; index = next++) {
          const path = routes[index]!;
          await t.page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
          found.push({
            index,
            page: await t.page.evaluate((path) => {
              const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
              const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => norm(node.textContent));
              const links = (selector: string) =>
                [...document.querySelectorAll(selector)].map((link) => ({
                  text: norm(link.textContent),
                  href: link.getAttribute('href') ?? '',
                }));
              return {
                path,
                article: document.querySelector('meta[property="og:type"]')?.getAttribute('content') === 'article',
                h1: texts('main h1'),
                h2: texts('main h2'),
                crumbs: links('main nav[aria-label="Breadcrumb"] a'),
                menu: links('header nav a'),
              };
            }, path),
          });
        }
      }),
    ),
  );
  // In the sitemap's order, as one tab would have read them.
  facts.push(...found.sort((a, b) => a.index - b.index).map((entry) => entry.page));
}, 300_000);
async function withPage(path: string, run: (page: Page) => Promise<void>, width = 1280): Promise<void> {
  await browser.withPage(
    async (t) => {
      await gotoHydrated(t.page, path);
      await run(t.page);
    },
    { viewport: { width, height: 900 } },
  );
}

async function firstJobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/jobs/`)).text();
  const match = /href="(\/jobs\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('no job link on /jobs/');
  return match[1]!;
}

describe('consistency', () => {
  it('crawls every page in the sitemap', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(facts.length).toBe(routes.length);
  });

  it('never repeats the page title (h1) as an h2 on the same page', () => {
    const repeats = facts.flatMap((page) =>
      page.h1.filter((h1) => page.h2.some((h2) => h2.toLowerCase() === h1.toLowerCase())).map((h1) => `${page.path}: "${h1}"`),
    );
    expect(repeats).toEqual([]);
  });

  it('shows breadcrumbs on every page below the top level, on articles and on the news index, in the menu’s wording', () => {
    const missing = facts
      .filter((page) => page.path.split('/').filter(Boolean).length >= 2 || page.article || page.path === '/news/')
      .filter((page) => page.crumbs.length < 2)
      .map((page) => page.path);
    expect(missing).toEqual([]);
    // A crumb that leads to a page the menu names uses the menu's words.
    const wording = facts.flatMap((page) =>
      page.crumbs.flatMap((crumb) => {
        const item = page.menu.find((link) => link.href === crumb.href);
        return item && item.text !== crumb.text ? [`${page.path}: crumb "${crumb.text}" vs menu "${item.text}"`] : [];
      }),
    );
    expect(wording).toEqual([]);
    // Articles belong to the news.
    for (const page of facts.filter((entry) => entry.article)) expect(page.crumbs[1]?.href, page.path).toBe('/news/');
  });

  it('writes dates one way across news and jobs ("16 May 2024")', async () => {
    const pages = ['/', '/news/', '/goodfood-wins-magazine-of-the-year/', '/news/press-releases/', '/jobs/', await firstJobPath()];
    for (const path of pages) {
      await withPage(path, async (page) => {
        const dates = await page.$$eval('main time', (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
        const cardDates = await page.$$eval('main .card__eyebrow', (nodes) => nodes.map((node) => node.textContent?.split(' · ')[1] ?? ''));
        const all = [...dates, ...cardDates];
        expect(all.length, `${path} shows dates`).toBeGreaterThan(0);
        for (const date of all)
          expect(date, path).toMatch(
            /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
          );
      });
    }
  });

  it('gives every button and icon link visible words, at both widths', async () => {
    for (const width of [1280, 390]) {
      for (const path of ['/', '/our-brands/goodfood/', '/contact/']) {
        await withPage(
          path,
          async (page) => {
            const wordless = await page.$$eval('button, a[href]', (nodes) =>
              nodes
                .filter((node) => {
                  const box = node.getBoundingClientRect();
                  return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden';
                })
                .filter((node) => !(node as HTMLElement).innerText.trim())
                .map((node) => node.outerHTML.slice(0, 120)),
            );
            expect(wordless, `${path} at ${width}px`).toEqual([]);
          },
          width,
        );
      }
    }
  });

  it('draws a placeholder colour behind every image while it loads', async () => {
    for (const path of ['/', '/news/', '/goodfood-wins-magazine-of-the-year/', '/our-brands/goodfood/']) {
      await withPage(path, async (page) => {
        const bare = await page.$$eval('main img', (images) =>
          images
            .filter((image) => /rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(image).backgroundColor))
            .map((image) => image.getAttribute('src')),
        );
        expect(await page.locator('main img').count()).toBeGreaterThan(0);
        expect(bare, path).toEqual([]);
      });
    }
  });

  it('writes tel: links as digits after +44, without the "(0)"', async () => {
    await withPage('/contact/', async (page) => {
      const tels = await page.$$eval('a[href^="tel:"]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(tels.length).toBeGreaterThan(0);
      for (const tel of tels) {
        expect(tel).toMatch(/^tel:\+?\d+$/);
        expect(tel).not.toMatch(/^tel:\+440/);
      }
    });
  });

  it('draws every brand name at one size, inside its tile, at both widths', async () => {
    for (const width of [1280, 390]) {
      await withPage(
        '/our-brands/',
        async (page) => {
          const tiles = await page.$$eval('.brand-card__tile', (svgs) =>
            svgs.map((svg) => {
              const text = svg.querySelector('text') as SVGTextElement;
              const box = text.getBBox();
              const frame = svg.getBoundingClientRect();
              const shown = text.getBoundingClientRect();
              return {
                name: text.textContent,
                size: getComputedStyle(text).fontSize,
                inside:
                  box.x >= 0 &&
                  box.x + box.width <= 320 &&
                  shown.top >= frame.top - 0.5 &&
                  shown.bottom <= frame.bottom + 0.5 &&
                  shown.right <= frame.right + 0.5,
              };
            }),
          );
          expect(tiles.length).toBe(10);
          expect(new Set(tiles.map((tile) => tile.size)).size, JSON.stringify(tiles)).toBe(1);
          for (const tile of tiles) expect(tile.inside, `${tile.name} at ${width}px`).toBe(true);
        },
        width,
      );
    }
  });

  it('keeps the preview bar in view while the editor scrolls the draft', async () => {
    const t = await browser.open({ viewport: { width: 1280, height: 700 } });
    try {
      // The CMS's preview entry point signs a token and sends the browser to the site's /preview.
      await t.page.goto(`${inject('cmsUrl')}/generate?id=1001&post_type=post`, { waitUntil: 'load' });
      await t.page.waitForSelector('.preview-banner');
      // From the top down to where the draft's last node ends at the bottom of the screen (below that is the footer).
      const end = await t.page.evaluate(() => {
        const nodes = document.querySelectorAll('main .page-flow:not(.page-flow--aside) > *');
        const last = nodes[nodes.length - 1]!.getBoundingClientRect();
        return Math.floor(last.bottom + window.scrollY - innerHeight);
      });
      expect(end).toBeGreaterThan(600);
      for (const y of [300, Math.floor(end / 2), end]) {
        await t.page.evaluate((top) => window.scrollTo(0, top), y);
        await t.page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
        const box = await t.page.locator('.preview-banner').boundingBox();
        expect(box, `at scroll ${y}`).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(700);
        // Not hidden under the sticky header either.
        const onTop = await t.page.evaluate(() => {
          const bar = document.querySelector('.preview-banner')!.getBoundingClientRect();
          const hit = document.elementFromPoint(bar.left + 20, bar.top + bar.height / 2);
          return Boolean(hit?.closest('.preview-banner'));
        });
        expect(onTop, `at scroll ${y}`).toBe(true);
      }
    } finally {
      await t.close();
    }
  });

  it('opens a timeline page with its bar above the header, neither covering the other', async () => {
    const t = await browser.open({ viewport: { width: 1280, height: 700 } });
    try {
      // A moment a day ahead of the run's clock: the CMS signs a timeline token and sends the browser to the site's /preview?at=.
      await t.page.goto(`${inject('cmsUrl')}/generate?at=${Math.floor(runNow() / 1000) + 86_400}`, { waitUntil: 'load' });
      await t.page.waitForSelector('.preview-banner');
      const layout = await t.page.evaluate(() => {
        const bar = document.querySelector('.preview-banner')!.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        const hit = (box: DOMRect) => document.elementFromPoint(box.left + 20, box.top + box.height / 2);
        return {
          bar: { top: bar.top, bottom: bar.bottom },
          header: header.top,
          barOnTop: Boolean(hit(bar)?.closest('.preview-banner')),
          headerOnTop: Boolean(hit(header)?.closest('.site-header')),
        };
      });
      expect(layout.bar.top).toBe(0);
      expect(layout.header).toBeGreaterThanOrEqual(layout.bar.bottom - 1);
      expect(layout.barOnTop).toBe(true);
      expect(layout.headerOnTop).toBe(true);
    } finally {
      await t.close();
    }
  });
});
