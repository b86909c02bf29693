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
import { fetchText, routeListPages, sitemapPaths } from './published-routes.ts';

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

/** Page paths a site's robots.txt disallows (its internal pages). */
async function disallowedPages(site: string): Promise<string[]> {
  return [...(await fetchText(`${site}/robots.txt`)).matchAll(/^Disallow:\s*(\/\S*\/)\s*$/gm)].map((match) => match[1]!);
}

/** Every path of a CMS's paged route listing. */
async function listedRoutes(api: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const routes of routeListPages(api)) paths.push(...routes.map((route) => route.path));
  return paths;
}

/** Job pages the jobs list links. */
async function jobPages(site: string): Promise<string[]> {
  const html = await fetchText(`${site}/jobs/`);
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
