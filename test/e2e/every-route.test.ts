/**
 * Every page a reader can reach, checked with real tools: every route in the
 * sitemap (read at test time, so nothing is a sample), the routes robots.txt
 * keeps out of search, the noindex page, a duplicate story, every job, and
 * every error page (404, the jobs 404, 410 and the generic error during a CMS
 * outage).
 *
 * Cost: about a minute of CPU for ~150 pages (Chromium, axe and vnu
 * together); on a machine shared with other work the wall time stretches (over
 * eight minutes at load average 15), so the timeouts only catch a hang.
 *
 * - axe-core finds no violation on the hydrated page at 1280 px and, after
 *   narrowing the window, at 390 px, where nothing is wider than the window;
 *   the console stays clean (no hydration warning, no CSP report).
 * - vnu finds no error in the server's HTML nor in the hydrated DOM, all
 *   files checked in one Java run.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, describeProblems, type TestPage, testBrowser, waitForHydration } from './browser';
import { AXE_SOURCE, axeViolations, vnuErrors } from './page-checks';

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Target {
  path: string;
  status: number;
  /** A CMS fault to switch on while this page is fetched (the outage page). */
  fault?: object;
}

const dir = mkdtempSync(join(tmpdir(), 'masthead-every-route-'));
/** Hydrated DOM of each page at 1280 px, for vnu. */
const hydrated = new Map<string, string>();
const browser = testBrowser();
let targets: Target[] = [];

async function text(path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': PERSON } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** Paths of a sitemap, following a sitemap index to its sitemaps. */
async function sitemapPaths(path: string): Promise<string[]> {
  const xml = await text(path);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));
  if (/<sitemapindex[\s>]/.test(xml)) return (await Promise.all(locs.map((url) => sitemapPaths(url.pathname + url.search)))).flat();
  return locs.map((url) => url.pathname);
}

async function withFault<T>(fault: object | undefined, run: () => Promise<T>): Promise<T> {
  if (!fault) return run();
  const cms = inject('cmsUrl');
  await fetch(`${cms}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  try {
    return await run();
  } finally {
    await fetch(`${cms}/__faults`, { method: 'DELETE' });
  }
}

const fileName = (path: string, kind: string) => `${kind}${path.replace(/[^a-z0-9]+/gi, '_')}.html`;

beforeAll(async () => {
  const listed = await sitemapPaths('/sitemap.xml');
  // Pages kept out of search are still pages: robots.txt names them.
  const robots = await text('/robots.txt');
  const hidden = [...robots.matchAll(/^Disallow:\s*(\/[a-z0-9/-]*\/)\s*$/gim)].map((match) => match[1]!);
  const jobs = [...new Set([...(await text('/jobs/')).matchAll(/href="(\/jobs\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
  // Not in the sitemap by design: the one noindex page and a duplicate story (its canonical is the original).
  const unlisted = ['/privacy-policy-single-page/', '/goodfood-wins-magazine-of-the-year-2/'];
  const pages = [...new Set([...listed, ...hidden, ...jobs, ...unlisted])];
  targets = [
    ...pages.map((path) => ({ path, status: 200 })),
    { path: '/no-such-page/', status: 404 },
    { path: '/jobs/no-such-job', status: 404 },
    { path: '/festive-reader-competition-2023/', status: 410 },
    { path: '/e2e-outage-page/', status: 503, fault: { paths: ['/paths'], status: 500, match: 'e2e-outage' } },
  ];
  expect(listed.length, 'routes in the sitemap').toBeGreaterThan(50);
  expect(jobs.length, 'jobs').toBeGreaterThan(0);
  console.log(`every-route: ${listed.length} sitemap routes, ${hidden.length} hidden, ${jobs.length} jobs, ${targets.length} pages in all`);
}, 60_000);

/**
 * Pages checked side by side, each in a tab of its own: page loads and axe runs wait on the servers and on
 * Chromium's renderers, which a few tabs keep busier than one. The outage page is checked alone, afterwards: its
 * CMS fault would reach the other tab's pages.
 */
const TABS = 3;

/** Loads `target` in `t` at 1280 px, keeps its hydrated DOM for vnu, runs axe at 1280 and 390 px; what is wrong with it. */
async function checkPage(t: TestPage, target: Target, time: { load: number; axe: number }): Promise<string[]> {
  const problems: string[] = [];
  t.problems.length = 0;
  await t.page.setViewportSize({ width: 1280, height: 900 });
  const started = Date.now();
  const status = await withFault(target.fault, async () => {
    const response = await t.page.goto(`${baseUrl()}${target.path}`, { waitUntil: 'commit' });
    await waitForHydration(t.page);
    return response?.status();
  });
  time.load += Date.now() - started;
  if (status !== target.status) problems.push(`${target.path}: status ${status}, expected ${target.status}`);
  hydrated.set(target.path, `<!DOCTYPE html>${await t.page.evaluate(() => document.documentElement.outerHTML)}`);
  // The same page at both widths: loaded wide, then narrowed as a reader's window would be.
  for (const width of [1280, 390]) {
    if (width !== 1280) {
      await t.page.setViewportSize({ width, height: 900 });
      await t.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // Nothing wider than a phone: the page never scrolls sideways (a long line of code, a wide table's page).
      const wide = await t.page.evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth <= root.clientWidth) return null;
        const widest = [...document.body.querySelectorAll('*')].find(
          (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
        );
        return `${root.scrollWidth} px wide, first ${widest ? `<${widest.tagName.toLowerCase()} class="${widest.className}">` : 'unknown'}`;
      });
      if (wide) problems.push(`${target.path} at ${width} px: the page is ${wide}`);
    }
    const checked = Date.now();
    const violations = await axeViolations(t.page);
    time.axe += Date.now() - checked;
    for (const violation of violations) {
      problems.push(
        `${target.path} at ${width} px: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
      );
    }
  }
  // The browser reports an error status of the document itself; nothing else may be logged.
  const logged = t.problems.filter(
    (entry) => !(entry.text.includes(`status of ${target.status}`) && new URL(entry.url || baseUrl()).pathname === target.path),
  );
  if (logged.length) problems.push(`${target.path}: console\n${describeProblems(logged)}`);
  return problems;
}

describe('every route', () => {
  it('axe finds no violation and the console stays clean, at 1280 and 390 px, and nothing is wider than a phone', async () => {
    // axe arrives as an init script: the site's CSP stays in force and would report any inline script or style.
    const tabs = await Promise.all(
      Array.from({ length: TABS }, async () => {
        const t = await browser.open({ viewport: { width: 1280, height: 900 } });
        await t.context.addInitScript({ content: AXE_SOURCE });
        return t;
      }),
    );
    const problems: string[] = [];
    const time = { load: 0, axe: 0 };
    try {
      const shared = targets.filter((target) => !target.fault);
      let next = 0;
      await Promise.all(
        tabs.map(async (t) => {
          for (let target = shared[next++]; target; target = shared[next++]) problems.push(...(await checkPage(t, target, time)));
        }),
      );
      for (const target of targets.filter((target) => target.fault)) problems.push(...(await checkPage(tabs[0]!, target, time)));
    } finally {
      await Promise.all(tabs.map((t) => t.close()));
    }
    console.log(
      `every-route: loads ${(time.load / 1000).toFixed(1)} s, axe ${(time.axe / 1000).toFixed(1)} s for ${targets.length} pages in ${TABS} tabs`,
    );
    expect(problems.sort()).toEqual([]);
  }, 1_200_000);

  it('vnu finds no error in the server HTML or the hydrated DOM of any page (one Java run)', async () => {
    const files: string[] = [];
    for (const target of targets) {
      const body = await withFault(target.fault, async () => {
        const response = await fetch(`${baseUrl()}${target.path}`, { headers: { 'user-agent': PERSON } });
        expect(response.status, target.path).toBe(target.status);
        return response.text();
      });
      const server = join(dir, fileName(target.path, 'server'));
      writeFileSync(server, body);
      files.push(server);
      const dom = hydrated.get(target.path);
      if (dom) {
        const file = join(dir, fileName(target.path, 'hydrated'));
        writeFileSync(file, dom);
        files.push(file);
      }
    }
    expect(files.length, 'server HTML and hydrated DOM of every page').toBe(targets.length * 2);
    expect(vnuErrors(files)).toEqual([]);
  }, 240_000);
});
