/**
 * The addresses a parity check compares: every route the sites publish (their
 * sitemaps, the internal pages their robots.txt disallows, and the full route
 * listing of any CMS named, which adds duplicates and withdrawn pages), the
 * legacy redirects of redirects.json, the sample pack's CMS redirects, the
 * jobs list with every job it links, and addresses that must fail alike
 * (a missing page, a news page past the last, a missing job, a numeric slug).
 * @module
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirects as packRedirects } from '../../cms/content/redirects.ts';
import { ROOT } from './cli.ts';

/** Addresses whose answers every back end must share, beyond the routes. */
const SPECIAL = [
  '/robots.txt',
  '/news/page-1/',
  '/news/page-2/',
  '/news/page-99/',
  '/parity-no-such-page/',
  '/who-we-are/no-such-child/',
  '/123456/',
  '/jobs/',
  '/jobs/no-such-job-1',
];

async function text(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** Paths of a site's sitemap index and its children. */
async function sitemapPaths(site: string): Promise<string[]> {
  const paths: string[] = [];
  for (const child of locs(await text(`${site}/sitemap.xml`))) {
    for (const page of locs(await text(`${site}${new URL(child).pathname}`))) paths.push(new URL(page).pathname);
  }
  return paths;
}

/** Page paths a site's robots.txt disallows (its internal pages). */
async function disallowedPages(site: string): Promise<string[]> {
  return [...(await text(`${site}/robots.txt`)).matchAll(/^Disallow:\s*(\/\S*\/)\s*$/gm)].map((match) => match[1]!);
}

/** Every path of a CMS's paged route listing. */
async function listedRoutes(api: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= 1000; page++) {
    const list = JSON.parse(await text(`${api}/route-list?page=${page}&limit=1000`)) as { pages: number; routes: { path: string }[] };
    paths.push(...list.routes.map((route) => route.path));
    if (page >= list.pages) break;
  }
  return paths;
}

/** Job pages the jobs list links. */
async function jobPages(site: string): Promise<string[]> {
  const html = await text(`${site}/jobs/`);
  return [...html.matchAll(/href="(\/jobs\/[a-z0-9-]+)"/g)].map((match) => match[1]!);
}

/** Every address to compare, sorted, each once. */
export async function parityAddresses(sites: string[], cmsApis: string[] = []): Promise<string[]> {
  const legacy = Object.keys(JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, string>);
  const found = await Promise.all([
    ...sites.flatMap((site) => [sitemapPaths(site), disallowedPages(site), jobPages(site)]),
    ...cmsApis.map(listedRoutes),
  ]);
  const jobs = found.flat().filter((path) => /^\/jobs\/[a-z0-9-]+$/.test(path));
  const all = [...found.flat(), ...legacy, ...Object.keys(packRedirects), ...SPECIAL, ...jobs.map((path) => `${path}/`)];
  return [...new Set(all)].sort();
}
