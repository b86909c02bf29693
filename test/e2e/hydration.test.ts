/**
 * Hydration (spec §4: the app starts from server-sent data, then is marked
 * hydrated): representative pages hydrate with a clean console. A React
 * hydration mismatch is reported through onRecoverableError as a
 * console.error, a failed request (a preload answered 404, a chunk that does
 * not load) as a console error too, so any of them fails these tests. And
 * hydration that matches the server's HTML removes no node from #app: React
 * repairing a mismatch by rendering on the client would.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, h1Text, launchBrowser, openPage, removedFromApp, type TestPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Loads the page, waits for hydration and for the preloads and icons it starts, and checks the console. */
async function expectCleanHydration(t: TestPage, path: string): Promise<void> {
  const status = await gotoHydrated(t.page, path);
  expect(status, `${path} status`).toBe(200);
  // Work started by hydration (route preloads of visible links, late icons) must not log either.
  await t.page.waitForLoadState('networkidle');
  expect(await t.page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  expect(await h1Text(t.page), `${path} has a heading`).not.toBe('');
  expect(t.problems, `console of ${path}:\n${describeProblems(t.problems)}`).toEqual([]);
  expect(await removedFromApp(t.page), 'hydration kept the server-rendered DOM').toEqual([]);
}

describe('hydration', () => {
  const pages = [
    ['home', '/'],
    ['a brand page', '/our-brands/goodfood/'],
    ['an article', '/long-read-the-future-of-specialist-media/'],
    ['the jobs index', '/jobs/'],
  ] as const;

  for (const [name, path] of pages) {
    it(`${name} (${path}) hydrates with no console errors or warnings`, async () => {
      const t = await openPage(browser);
      try {
        await expectCleanHydration(t, path);
      } finally {
        await t.close();
      }
    });
  }

  /** The first job's detail path and link text, taken from /jobs/. */
  async function firstJob(): Promise<{ path: string; linkText: string }> {
    const t = await openPage(browser);
    try {
      await gotoHydrated(t.page, '/jobs/');
      const hrefs = await t.page.locator('main a[href^="/jobs/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      const path = hrefs.find((href) => /^\/jobs\/[a-z0-9-]+$/.test(href));
      expect(path, `a job link on /jobs/ (links: ${hrefs.join(', ')})`).toBeDefined();
      const linkText = (await t.page.locator(`main a[href="${path}"]`).first().innerText()).trim();
      return { path: path!, linkText };
    } finally {
      await t.close();
    }
  }

  it('a job detail page (first job on /jobs/) hydrates with no console errors or warnings', async () => {
    const job = await firstJob();
    const t = await openPage(browser);
    try {
      const status = await gotoHydrated(t.page, job.path);
      expect(status).toBe(200);
      await t.page.waitForLoadState('networkidle');
      const heading = await h1Text(t.page);
      expect(heading).not.toBe('');
      expect(job.linkText, `the link to ${job.path} names the job "${heading}"`).toContain(heading);
      expect(t.page.url()).toBe(`${baseUrl()}${job.path}`);
      const problems = t.problems;
      expect(problems, `console of ${job.path}:\n${describeProblems(problems)}`).toEqual([]);
      expect(await removedFromApp(t.page), 'hydration kept the server-rendered DOM').toEqual([]);
    } finally {
      await t.close();
    }
  });

  // Job detail paths take no trailing slash: the breadcrumb must not add one.
  it('every breadcrumb link on a job detail page leads to a page', async () => {
    const job = await firstJob();
    const t = await openPage(browser);
    try {
      await gotoHydrated(t.page, job.path);
      const crumbs = await t.page.locator('nav.breadcrumbs a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(crumbs.length).toBeGreaterThanOrEqual(2);
      for (const href of crumbs) {
        const response = await t.page.request.get(baseUrl() + href, { maxRedirects: 0 });
        expect(response.status(), `breadcrumb ${href}`).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
