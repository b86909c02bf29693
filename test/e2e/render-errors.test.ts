/**
 * Render errors in the browser (app/nodes/node-guard.tsx, app/client/root.tsx).
 * The page data of a client navigation is altered on its way from the edge so
 * that one renderer throws, as a renderer bug would: the rest of the page is
 * still drawn and the failure is logged with the node type. A failure outside
 * the nodes shows the generic error view with a reload link, inside the
 * layout, and the next navigation recovers. And a 410 reached by client
 * navigation says Gone, as the server does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, hasMarker, setMarker, type TestPage, testBrowser } from './browser';

/** A JSON answer altered in place: the shape is the test's to break. */
// biome-ignore lint/suspicious/noExplicitAny: the test reaches into arbitrary JSON
type Json = Record<string, any>;

const browser = testBrowser();

/** Alters the `/__data` answer for `path` with `change`, as a faulty renderer input would arrive. */
async function alterData(page: Page, path: string, change: (answer: Json) => void): Promise<void> {
  await page.route(
    (url) => url.pathname === '/__data' && url.searchParams.get('path') === path,
    async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Json;
      change(answer);
      await route.fulfill({ response, json: answer });
    },
  );
}

async function navigateTo(t: TestPage, path: string): Promise<void> {
  await t.page.evaluate((href) => {
    document.getElementById('e2e-link')?.remove();
    const link = document.createElement('a');
    link.href = href;
    link.id = 'e2e-link';
    link.textContent = 'go';
    document.getElementById('main')!.prepend(link);
  }, path);
  await t.page.locator('#e2e-link').click();
  await t.page.waitForURL((url) => url.pathname === path);
}

const errorsOf = (t: TestPage) => t.problems.filter((entry) => entry.type === 'error' || entry.type === 'pageerror');

describe('a node renderer that throws in the browser', () => {
  it('leaves the rest of the page drawn and logs the node type', async () => {
    const t = await browser.open();
    try {
      // /who-we-are/: hero, rich text, stats, quote, card grid. The card grid's renderer gets no cards.
      await alterData(t.page, '/who-we-are/', (answer) => {
        const grid = (answer.page.slots.main as Json[]).find((node) => node.type === 'card-grid')!;
        grid.cards = null;
      });
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);
      await navigateTo(t, '/who-we-are/');
      await t.page.waitForFunction(() => document.title.startsWith('Who we are'));
      expect(await t.page.locator('main h1').count()).toBe(1);
      expect(await t.page.locator('main .stats, main blockquote').count(), 'the nodes around it').toBeGreaterThanOrEqual(2);
      expect(await t.page.locator('main .card-grid').count(), 'the failed node is left out').toBe(0);
      expect(await t.page.locator('footer').count()).toBe(1);
      const errors = errorsOf(t);
      expect(errors.length, describeProblems(t.problems)).toBe(1);
      expect(errors[0]!.text).toContain('node "card-grid"');
      expect(await hasMarker(t.page), 'no page load').toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a part deeper inside a node that throws costs only that node (the client boundary)', async () => {
    const t = await browser.open();
    try {
      // /jobs/: the first job's posting date is missing, so the date part of its row throws.
      await alterData(t.page, '/jobs/', (answer) => {
        const list = (answer.page.slots.main as Json[]).find((node) => node.type === 'jobs-list')!;
        list.jobs[0].datePosted = null;
      });
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);
      await navigateTo(t, '/jobs/');
      await t.page.waitForFunction(() => document.title.startsWith('Jobs'));
      await t.page.waitForTimeout(300);
      expect(await t.page.locator('main h1').count()).toBe(1);
      expect(await t.page.locator('main .job-row').count(), 'the failed node is left out').toBe(0);
      expect(await t.page.locator('header nav a').count()).toBeGreaterThan(0);
      expect(
        errorsOf(t).some((entry) => entry.text.includes('node "jobs-list"')),
        describeProblems(t.problems),
      ).toBe(true);
      expect(
        errorsOf(t).filter((entry) => entry.type === 'pageerror'),
        describeProblems(t.problems),
      ).toEqual([]);
      expect(await hasMarker(t.page), 'no page load').toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('a render error outside the nodes', () => {
  it('in the page view: the generic error view with a reload link, inside the layout; a navigation or the reload link recovers', async () => {
    const t = await browser.open();
    try {
      // The route of /contact/ arrives without its post data: the page view itself throws.
      await alterData(t.page, '/contact/', (answer) => {
        answer.page.route.meta.post_data = null;
      });
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);
      await navigateTo(t, '/contact/');
      await t.page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'An unexpected error occurred');
      expect(await t.page.locator('main').innerText()).toContain('Please try to return to the home page');
      expect(await t.page.locator('header nav a').count(), 'the layout stays').toBeGreaterThan(0);
      const reload = t.page.locator('main a', { hasText: 'Reload the page' });
      expect(await reload.getAttribute('href')).toBe('/contact/');
      expect(
        errorsOf(t).some((entry) => entry.text.includes('the page failed to render')),
        describeProblems(t.problems),
      ).toBe(true);
      expect(await hasMarker(t.page), 'no page load yet').toBe(true);

      // A navigation clears the error.
      await navigateTo(t, '/who-we-are/');
      await t.page.waitForFunction(
        () => document.title.startsWith('Who we are') && document.querySelector('main h1')?.textContent !== 'An unexpected error occurred',
      );
      expect(await hasMarker(t.page), 'recovered without a page load').toBe(true);

      // Back on the failing page, the reload link loads it from the server (where it renders).
      await t.page.goBack();
      await t.page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'An unexpected error occurred');
      const loaded = t.page.waitForEvent('load');
      await reload.click();
      await loaded;
      await t.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      expect(t.page.url()).toBe(`${baseUrl()}/contact/`);
      expect(await t.page.locator('main h1').innerText()).not.toBe('An unexpected error occurred');
      expect(await hasMarker(t.page)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('in the layout: the generic error view in a main landmark of its own, not a blank page', async () => {
    const t = await browser.open();
    try {
      // Without its meta the route cannot even choose its layout.
      await alterData(t.page, '/contact/', (answer) => {
        delete answer.page.route.meta;
      });
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);
      await navigateTo(t, '/contact/');
      await t.page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'An unexpected error occurred');
      expect(await t.page.locator('main#main').count()).toBe(1);
      expect(await t.page.locator('main a', { hasText: 'Reload the page' }).getAttribute('href')).toBe('/contact/');
      expect(await t.page.locator('main a', { hasText: 'Go Home' }).count()).toBe(1);
      expect(await hasMarker(t.page), 'no page load').toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('410 by client navigation', () => {
  it('says Gone with the server’s title and text', async () => {
    const t = await browser.open();
    try {
      const path = '/festive-reader-competition-2023/';
      const server = await (
        await fetch(`${baseUrl()}${path}`, {
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' },
        })
      ).text();
      const serverTitle = /<title>([^<]*)<\/title>/.exec(server)![1]!;
      expect(serverTitle).toMatch(/^Gone - /);
      await gotoHydrated(t.page, '/');
      await setMarker(t.page);
      await navigateTo(t, path);
      await t.page.waitForFunction(() => document.title.startsWith('Gone'));
      expect(await t.page.title()).toBe(serverTitle);
      expect(await t.page.locator('main h1').innerText()).toBe('Gone');
      expect(await t.page.locator('main').innerText()).toContain('has been removed and is no longer available');
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      // The browser logs the 410 of the page data request; nothing else may be logged.
      const others = t.problems.filter((entry) => !(entry.text.includes('410') && entry.url.includes('/__data?path=')));
      expect(others, describeProblems(others)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
