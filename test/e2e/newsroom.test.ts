/**
 * The newsroom serves journalists: the press office is one click away
 * (mailto:), the news narrows by type and by brand at plain addresses (both above the list), every
 * card and row has a thumbnail, articles end with a media contact and notes
 * to editors, /news/more-news/ is not a second copy of page 1, the feed is
 * linked where people can see it, and the menu marks News on an article.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, type TestPage, testBrowser } from './browser';

const ARTICLE = '/goodfood-wins-magazine-of-the-year/';

const browser = testBrowser();

async function withPage(path: string, run: (page: Page, t: TestPage) => Promise<void>, width = 1280): Promise<void> {
  await browser.withPage(
    async (t) => {
      await gotoHydrated(t.page, path);
      await run(t.page, t);
    },
    { viewport: { width, height: 900 } },
  );
}

/** Links in main whose path is a single segment: the articles (`/{slug}/`). */
async function articleLinks(page: Page): Promise<string[]> {
  return page.$$eval('main a[href]', (links) =>
    links
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /^\/[a-z0-9-]+\/$/.test(href) && !/^\/(news|contact|jobs)\/$/.test(href)),
  );
}

describe('the newsroom', () => {
  it('gives the press office as a mailto: link on the news page, visible without scrolling far', async () => {
    await withPage('/news/', async (page) => {
      const mail = page.locator('main a[href^="mailto:"]').first();
      expect(await mail.getAttribute('href')).toMatch(/^mailto:press@/);
      expect(await mail.isVisible()).toBe(true);
      const top = await mail.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(900);
      // A brand's news is one tap away near the top on a phone too (it was 7,300 px down, after the list).
      await page.setViewportSize({ width: 390, height: 844 });
      const brand = page.locator('main a[href="/news/topgear/"]').first();
      expect(await brand.isVisible()).toBe(true);
      expect(await brand.evaluate((link) => link.getBoundingClientRect().top + window.scrollY)).toBeLessThan(2 * 844);
    });
  });

  it('narrows the news by type and by brand with plain links whose counts match the lists they open', async () => {
    let filters: { href: string; text: string }[] = [];
    await withPage('/news/', async (page) => {
      filters = await page.$$eval('main a[href^="/news/"]', (links) =>
        links
          .map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent ?? '' }))
          .filter((link) => /\(\d+\)$/.test(link.text)),
      );
    });
    const hrefs = filters.map((filter) => filter.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/news/press-releases/', '/news/company-news/', '/news/case-studies/', '/news/goodfood/']),
    );
    for (const filter of filters) {
      // Ordinary addresses: the server answers each one whole, without script.
      const response = await fetch(baseUrl() + filter.href);
      expect(response.status, filter.href).toBe(200);
      const html = await response.text();
      const count = Number(/\((\d+)\)$/.exec(filter.text)![1]);
      // Every list is the news narrowed to its type or brand (news cards).
      const cards = html.match(/<li class="(?:news-)?card card--link">/g)?.length ?? 0;
      expect(cards, `${filter.href} lists as many stories as its link says`).toBe(count);
    }
    // A type filter lists only that type.
    await withPage('/news/press-releases/', async (page) => {
      const categories = await page.$$eval('main .news-meta__category', (nodes) => nodes.map((node) => node.textContent ?? ''));
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(category).toBe('Press release');
    });
  });

  it('shows a thumbnail on every news card and row', async () => {
    for (const [path, item] of [
      ['/', '.news-card'],
      ['/news/', '.news-row'],
      ['/news/case-studies/', '.card--link'],
    ] as const) {
      await withPage(path, async (page) => {
        const items = await page.$$eval(`main ${item}`, (nodes) =>
          nodes.map((node) => {
            const image = node.querySelector('img');
            const box = image?.getBoundingClientRect();
            return { image: Boolean(image), width: box?.width ?? 0, height: box?.height ?? 0 };
          }),
        );
        expect(items.length, path).toBeGreaterThan(0);
        for (const entry of items) {
          expect(entry.image, `${path} ${item} has an image`).toBe(true);
          expect(entry.width).toBeGreaterThan(60);
          expect(entry.height).toBeGreaterThan(40);
        }
      });
    }
  });

  it('ends every article with a media contact and notes to editors', async () => {
    for (const path of [ARTICLE, '/case-study-northbrook-foods/']) {
      await withPage(path, async (page) => {
        const last = await page.$$eval('main .page-flow:not(.page-flow--aside) > *', (nodes) =>
          nodes
            .slice(-2)
            .map((node) => ({ text: node.textContent ?? '', mail: node.querySelector('a[href^="mailto:"]')?.getAttribute('href') })),
        );
        expect(last[0]!.text).toMatch(/^Media contact/);
        expect(last[0]!.mail).toMatch(/^mailto:press@/);
        expect(last[1]!.text).toMatch(/^Notes to editors/);
      });
    }
  });

  it('does not repeat the first page of the news on /news/more-news/', async () => {
    let first: string[] = [];
    await withPage('/news/', async (page) => {
      first = await articleLinks(page);
    });
    expect(first.length).toBeGreaterThan(10);
    await withPage('/news/more-news/', async (page) => {
      const repeated = (await articleLinks(page)).filter((href) => first.includes(href));
      expect(repeated).toEqual([]);
      // It leads on into the archive.
      expect(await page.locator('main a[href="/news/page-2/"]').count()).toBeGreaterThan(0);
    });
  });

  it('links the RSS feed visibly from the news page, and the link serves the feed', async () => {
    for (const width of [1280, 390]) {
      await withPage(
        '/news/',
        async (page) => {
          const feed = page.locator('main a[href="/news/feed.xml"]');
          expect(await feed.isVisible()).toBe(true);
          expect(await feed.innerText()).toMatch(/RSS/);
        },
        width,
      );
    }
    const response = await fetch(`${baseUrl()}/news/feed.xml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<rss');
  });

  it('marks News as the current section in the menu on an article, at both widths', async () => {
    for (const width of [1280, 390]) {
      await withPage(
        ARTICLE,
        async (page) => {
          // An item folded behind the menu button is drawn once in the menu; its place in the row stays, hidden.
          const current = await page.$$eval('header a[aria-current="page"]', (links) =>
            links.filter((link) => !link.closest('li[hidden]')).map((link) => link.textContent?.trim()),
          );
          expect(current).toEqual(['News']);
        },
        width,
      );
    }
  });
});
