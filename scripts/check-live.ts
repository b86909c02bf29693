/**
 * `npm run check:live -- --site <url> --cms <apiBase>`: whether the site serves what the CMS publishes now, item by
 * item (a whole-site check ops run after an incident: a purge lost, a cache that kept an old version). For every
 * published page and post of the CMS's route listing, and every open job, it reads the CMS's answer (`/paths` and
 * `/nodes`, `/jobs/{id}`) and what the site serves (`/__data`, as a reader's navigation gets it) and compares the
 * title and the words of the content (every text of the nodes, markup stripped: what readers read, not how the
 * site draws it). Prints each difference; exits 1 when any item differs or could not be read, 0 when all agree.
 * @module
 */
import { join } from 'node:path';
import { clockNow, clockOffset } from '../contract/clock.ts';
import { isOpen, londonDate } from '../contract/london-day.ts';
import { HOME_SLUG } from '../contract/slugs.ts';
import { parseCli } from './lib/cli.ts';
import { importBundled } from './lib/import-bundled.ts';
import { routeListPages } from './lib/published-routes.ts';

const HELP = `Usage: npm run check:live -- --site <siteUrl> --cms <apiBase> [options]

Compares every published page, post and open job in the CMS with what the site serves:
the title and the words of the content. Lists each difference.

  --site URL         the site, e.g. https://www.immediate.co.uk or http://127.0.0.1:8787
  --cms URL          its content API, e.g. https://cms.example/wp-json/masthead/v1
  --only PATH        compare only this item (a page's path or /jobs/{id}; repeatable)
  --concurrency N    items in flight; default 4
  -h, --help         this help

Exits 0 when the site serves every item as published, 1 otherwise, 2 on bad arguments.`;

/** Keys whose strings are addresses, names of things or layout, not words readers read. */
const NOT_WORDS = new Set(['type', 'src', 'href', 'url', 'id', 'layout', 'imagePosition', 'icon', 'variant', 'format', 'mime']);

/**
 * Lists the site fills itself, compared by their own words only (heading, intro): a jobs list (the site orders its
 * roles, drops closed ones and dates it; each role is compared itself), the news filter lines (counted live,
 * contract/routing/news-filters.ts), and on a type's or a brand's list its news list (the news narrowed to it).
 */
// The site's own rule for which paths are narrowed lists (a contract module, bundled: import-bundled.ts says why).
const { narrowedNewsPageOf } = await importBundled<typeof import('../contract/routing/news-lists')>(
  join(import.meta.dirname, '../contract/routing/news-lists.ts'),
);

function siteFilled(path: string): ReadonlySet<string> {
  return new Set(['jobs-list', 'news-filters', ...(narrowedNewsPageOf(path) ? ['news-list'] : [])]);
}

/** The words of some content: every string under it but NOT_WORDS's, markup and entities out, spaces collapsed. */
function wordsOf(value: unknown, filled: ReadonlySet<string>, key = ''): string {
  if (typeof value === 'string') {
    if (NOT_WORDS.has(key)) return '';
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(nbsp|#160);/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;|&#34;/g, '"')
      .replace(/&#39;|&#039;|&apos;/g, "'")
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (Array.isArray(value))
    return value
      .map((item) => wordsOf(item, filled, key))
      .filter(Boolean)
      .join(' ');
  if (value && typeof value === 'object') {
    // In key order: the site writes a node's fields in its schema's order, the CMS in its own.
    const type = (value as { type?: unknown }).type;
    const ownWordsOnly = typeof type === 'string' && filled.has(type);
    return Object.entries(value)
      .filter(([name]) => !ownWordsOnly || name === 'heading' || name === 'intro')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, item]) => wordsOf(item, filled, name))
      .filter(Boolean)
      .join(' ');
  }
  return '';
}

/** Where two texts part: a few words either side of the first difference. */
function firstDifference(published: string, served: string): string {
  let at = 0;
  while (at < published.length && published[at] === served[at]) at++;
  const from = Math.max(0, at - 40);
  return `CMS "…${published.slice(from, at + 60)}…" / site "…${served.slice(from, at + 60)}…"`;
}

interface Item {
  /** The site's path. */
  path: string;
  title: string;
  words: string;
}

async function json(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: null };
  }
}

/** What the CMS publishes at a page's path now. */
async function publishedPage(cms: string, path: string): Promise<Item | string> {
  const lookup = await json(`${cms}/paths?path=${encodeURIComponent(path)}`);
  const route = (lookup.body as { route?: { path: string; meta: { title: string } } | null } | null)?.route;
  if (lookup.status !== 200 || !route || route.path !== path) return `the CMS has no route at ${path} (${lookup.status})`;
  const slug = path === '/' ? HOME_SLUG : path.split('/').filter(Boolean).at(-1)!;
  const nodes = await json(`${cms}/nodes?slug=${encodeURIComponent(slug)}&path=${encodeURIComponent(path)}`);
  if (nodes.status !== 200 || !nodes.body) return `the CMS answered ${nodes.status} for the nodes of ${path}`;
  const slots = Object.values(nodes.body as Record<string, unknown>)[0];
  return { path, title: route.meta.title, words: wordsOf(slots, siteFilled(path)) };
}

/** What the site serves at a path, as a reader's navigation reads it. */
async function servedPage(site: string, path: string): Promise<Item | string> {
  const answer = await json(`${site}/__data?path=${encodeURIComponent(path)}`);
  const data = answer.body as {
    kind?: string;
    status?: number;
    page?: { kind: string; route?: { meta: { title: string } }; slots?: unknown };
  } | null;
  if (answer.status !== 200 || data?.kind !== 'page' || data.page?.kind !== 'content' || !data.page.route) {
    return `the site does not serve ${path} (${data?.kind ?? answer.status}${data?.status ? ` ${data.status}` : ''})`;
  }
  return { path, title: data.page.route.meta.title, words: wordsOf(data.page.slots, siteFilled(path)) };
}

/** A job as published and as served: its title and the words of its page. */
async function jobItems(cms: string, site: string, id: string): Promise<[Item | string, Item | string]> {
  const path = `/jobs/${id}`;
  const job = await json(`${cms}/jobs/${encodeURIComponent(id)}`);
  const answer = (job.body as { job?: { title: string } } | null)?.job;
  const published: Item | string =
    job.status === 200 && answer
      ? { path, title: answer.title, words: wordsOf(answer, siteFilled(path)) }
      : `the CMS answered ${job.status} for the job ${id}`;
  const served = await servedPage(site, path);
  if (typeof served === 'string') return [published, served];
  // The site's job page holds the job in its one node; its route's title is the site's own ("Jobs").
  const page = await json(`${site}/__data?path=${encodeURIComponent(path)}`);
  const node = (page.body as { page: { slots: { main: { job: { title: string } }[] } } }).page.slots.main[0]!;
  return [published, { path, title: node.job.title, words: wordsOf(node.job, siteFilled(path)) }];
}

/** The differences of one item, as lines; none when the site serves it as published. */
function compareItems(published: Item | string, served: Item | string): string[] {
  if (typeof published === 'string') return [published];
  if (typeof served === 'string') return [served];
  const found: string[] = [];
  if (published.title !== served.title) found.push(`title: CMS "${published.title}" / site "${served.title}"`);
  if (published.words !== served.words) found.push(`content: ${firstDifference(published.words, served.words)}`);
  return found;
}

async function main(): Promise<void> {
  const { values } = parseCli(HELP, {
    site: { type: 'string' },
    cms: { type: 'string' },
    only: { type: 'string', multiple: true },
    concurrency: { type: 'string', default: '4' },
  });
  if (!values.site || !values.cms) {
    console.error(`--site and --cms are required\n\n${HELP}`);
    process.exit(2);
  }
  const site = values.site.replace(/\/$/, '');
  const cms = values.cms.replace(/\/$/, '');
  const concurrency = Math.max(1, Number(values.concurrency) || 4);
  const only = values.only ? new Set(values.only) : null;
  const wanted = (path: string) => !only || only.has(path);
  const today = londonDate(clockNow(clockOffset(process.env.CLOCK_OFFSET_MS)));

  const checks: (() => Promise<[string, string[]]>)[] = [];
  for await (const routes of routeListPages<{ path: string; gone?: boolean; canonical_path?: string }>(cms)) {
    for (const route of routes) {
      if (route.gone || !wanted(route.path)) continue;
      checks.push(async () => [route.path, compareItems(await publishedPage(cms, route.path), await servedPage(site, route.path))]);
    }
  }
  const jobs = await json(`${cms}/jobs`);
  // Open roles only: the site answers a role past its closing date (London's) with its own 410 page.
  for (const job of (jobs.body as { jobs?: { id: string; validThrough?: string }[] } | null)?.jobs ?? []) {
    if (!isOpen(job, today) || !wanted(`/jobs/${job.id}`)) continue;
    checks.push(async () => [`/jobs/${job.id}`, compareItems(...(await jobItems(cms, site, job.id)))]);
  }

  const differing: [string, string[]][] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < checks.length) {
        const [path, found] = await checks[next++]!().catch((error: Error): [string, string[]] => ['?', [error.message]]);
        if (found.length > 0) differing.push([path, found]);
      }
    }),
  );
  differing.sort(([a], [b]) => a.localeCompare(b));
  for (const [path, found] of differing) console.log(`${path}\n${found.map((line) => `  ${line}`).join('\n')}`);
  console.log(`${checks.length} items compared, ${differing.length} differ`);
  process.exit(differing.length > 0 ? 1 : 0);
}

await main();
