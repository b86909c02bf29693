/**
 * Hydration (the app starts from server-sent data, then is marked
 * hydrated): representative pages hydrate with a clean console. A React
 * hydration mismatch is reported through onRecoverableError as a
 * console.error, a failed request (a preload answered 404, a chunk that does
 * not load) as a console error too, so any of them fails these tests. And
 * hydration that matches the server's HTML removes no node from #app: React
 * repairing a mismatch by rendering on the client would.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, h1Text, removedFromApp, sentState, type TestPage, testBrowser } from './browser';

const browser = testBrowser();

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
      const t = await browser.open();
      try {
        await expectCleanHydration(t, path);
      } finally {
        await t.close();
      }
    });
  }

  /** The first job's detail path and link text, taken from /jobs/. */
  async function firstJob(): Promise<{ path: string; linkText: string }> {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/jobs/');
      const hrefs = await t.page
        .locator('main a[href^="/jobs/"]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
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
    const t = await browser.open();
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
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, job.path);
      const crumbs = await t.page
        .locator('nav.breadcrumbs a[href]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(crumbs.length).toBeGreaterThanOrEqual(2);
      for (const href of crumbs) {
        const response = await t.page.request.get(baseUrl() + href, { maxRedirects: 0 });
        expect(response.status(), `breadcrumb ${href}`).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it('a 404 page hydrates from its own markup, with no error view chunk and a clean console', async () => {
    const t = await browser.open();
    try {
      const chunks: string[] = [];
      t.page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      const response = await t.page.goto(`${baseUrl()}/no-such-page-for-hydration/`, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      await t.page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
      const hydratedBefore = chunks.filter((path) => /error-page-/.test(path));
      expect(hydratedBefore, 'the error view is not needed to hydrate').toEqual([]);
      await t.page.waitForLoadState('networkidle');
      expect(await h1Text(t.page)).not.toBe('');
      // The browser reports the document's own 404; anything else is a problem.
      const problems = t.problems.filter((entry) => !(entry.url?.endsWith('/no-such-page-for-hydration/') && /404/.test(entry.text)));
      expect(problems, describeProblems(problems)).toEqual([]);
      expect(await removedFromApp(t.page), 'hydration kept the server-rendered DOM').toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('the page state leaves out what the document shows; every drawn node is adopted', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/long-read-the-future-of-specialist-media/');
      const state = await sentState<{ page: { slots: Record<string, { type: string; drawn?: boolean }[]> } }>(t.page);
      const nodes = Object.values(state.page.slots).flat();
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) expect(node, 'a drawn node travels as its type only').toEqual({ type: node.type, drawn: true });
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  // The page top (breadcrumbs, page header) and the footer are adopted from the document: their renderers, with
  // every node renderer, load only after hydration, and the state names neither.
  it('hydrates the page top and the footer from the document, with no code but the entry before hydration', async () => {
    for (const path of ['/privacy/who-are-we/', '/our-brands/goodfood/']) {
      const t = await browser.open();
      try {
        await t.page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement.dataset.hydrated) return;
            (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
        });
        await gotoHydrated(t.page, path);
        const top = await t.page.evaluate(() => ({
          breadcrumbs: document.querySelectorAll('.page__container > nav.breadcrumbs').length,
          header: document.querySelectorAll('.page__container > header.page-header').length,
        }));
        expect(top, path).toEqual(path === '/privacy/who-are-we/' ? { breadcrumbs: 1, header: 1 } : { breadcrumbs: 1, header: 0 });
        const early = await t.page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && entry.startTime < (window as unknown as { hydratedAt: number }).hydratedAt)
            .map((entry) => new URL(entry.name).pathname),
        );
        expect(early.length, path).toBe(1);
        expect(early[0], path).toMatch(/^\/_app\/entry-[\w-]+\.js$/);
        const state = await sentState<{ site: Record<string, unknown> & { menus: Record<string, unknown> } }>(t.page);
        expect(Object.keys(state.site.menus), 'the state carries the header links only').toEqual(['header']);
        expect(state.site).not.toHaveProperty('settings');
        expect(t.problems, describeProblems(t.problems)).toEqual([]);
        expect(await removedFromApp(t.page), 'hydration kept the server-rendered DOM').toEqual([]);
      } finally {
        await t.close();
      }
    }
  });

  it('the home page carousel, an island, hydrates once its chunk arrives and its controls work', async () => {
    const t = await browser.open();
    try {
      // Narrow enough that the slides scroll, so the hydrated carousel shows its controls.
      await t.page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(t.page, '/');
      const controls = t.page.locator('.carousel__controls');
      await controls.waitFor({ state: 'visible', timeout: 30_000 });
      const track = t.page.locator('.carousel__track');
      await t.page.locator('.carousel button[aria-label="Next slide"]').click();
      await t.page.waitForFunction(() => (document.querySelector('.carousel__track')?.scrollLeft ?? 0) > 0, undefined, { timeout: 30_000 });
      expect(await track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
      expect(await removedFromApp(t.page), 'the island hydrated in place').toEqual([]);
    } finally {
      await t.close();
    }
  });
});
