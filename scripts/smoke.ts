/**
 * `npm run smoke -- <url>` (or `--env <env>`, or `--local`): the checks to run
 * right after a deploy. Home, a brand page, an article, a job, the sitemap,
 * robots.txt, a legacy redirect, a 404 and the preview hand-off, each with its
 * status and key headers in a table; exit 1 if any check fails. The brand
 * page, article and job are found on the site itself (sitemap, news sitemap,
 * jobs list), so the checks work on any content. `--local` starts the site
 * as `npm start` does, on its own ports and KV state, and stops it after.
 * @module
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEED_PATH, NEWS_SITEMAP_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../contract/routing/site-paths.ts';
import { signDiagnosticsProof } from '../contract/signing.server.ts';
import { fail, parseCli, ROOT, table } from './lib/cli.ts';
import { type LocalSite, startLocalSite } from './lib/local-site.ts';
import { targetOf } from './lib/target.ts';

const HELP = `Usage: npm run smoke -- <url> | --env <local|staging|production> | --local [--port N]

Checks a running site and prints one row per check; exits 1 if any fails.
  <url>          the site's origin, e.g. https://www.immediate.co.uk
  --env ENV      the SITE_ORIGIN of that environment in wrangler.jsonc
  --local        start the site locally as npm start does (site on --port, CMS on the next
                 port, private KV state), check it, stop it
  --port N       port for --local (default: SMOKE_PORT, else free ports)
  --brand PATH   brand page to check (default: the first /our-brands/<brand>/ in the sitemap)
  --article PATH article to check (default: the first entry of the news sitemap, else of the feed)
  --job PATH     job to check (default: the first job linked from /jobs/)
  --help         this text`;

const { values, positionals } = parseCli(
  HELP,
  {
    env: { type: 'string' },
    local: { type: 'boolean' },
    port: { type: 'string' },
    brand: { type: 'string' },
    article: { type: 'string' },
    job: { type: 'string' },
  },
  true,
);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const TIMEOUT_MS = 15_000;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
  ms: number;
}

interface Check {
  name: string;
  path: string;
  run(answer: Answer): string[];
}

/**
 * With PURGE_SECRET in the environment, requests prove they are an operator's, so a deployed site shows its cache
 * state (worker/observability/diagnostics.ts); without it the cache column stays empty there.
 */
async function diagnostics(): Promise<Record<string, string>> {
  const secret = process.env.PURGE_SECRET;
  if (!secret) return {};
  return { 'x-masthead-diagnostics': await signDiagnosticsProof(secret, Math.floor(Date.now() / 1000)) };
}

async function request(base: string, path: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER, ...(await diagnostics()) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: Date.now() - started };
}

function expectStatus(answer: Answer, ...statuses: number[]): string[] {
  return statuses.includes(answer.status) ? [] : [`status ${answer.status}, expected ${statuses.join(' or ')}`];
}

function expectType(answer: Answer, type: RegExp): string[] {
  const got = answer.headers.get('content-type') ?? '';
  return type.test(got) ? [] : [`content-type "${got}", expected ${type.source}`];
}

/** A page a reader opens: 200 HTML from the worker (it sets x-request-id). */
function page(answer: Answer): string[] {
  return [
    ...expectStatus(answer, 200),
    ...expectType(answer, /^text\/html/),
    ...(answer.body.includes('<html') ? [] : ['no <html> in the body']),
    ...(answer.headers.get('x-request-id') ? [] : ['no x-request-id: not answered by the worker?']),
  ];
}

function paths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
}

/** Finds the brand page, article and job on the site itself, unless given. */
async function discover(base: string): Promise<{ brand?: string; article?: string; job?: string }> {
  const found: { brand?: string; article?: string; job?: string } = { brand: values.brand, article: values.article, job: values.job };
  const quietly = async (path: string) => request(base, path).catch(() => null);
  if (!found.brand || !found.article) {
    const sitemap = await quietly(SITEMAP_PATH);
    let all = sitemap ? paths(sitemap.body) : [];
    // The sitemap is an index: the pages are in its children (the first one holds the oldest routes, the brands).
    const child = all.find((path) => path.endsWith('.xml'));
    if (child) {
      const first = await quietly(child);
      all = first ? paths(first.body) : [];
    }
    found.brand ??= all.find((path) => /^\/our-brands\/[^/]+\/$/.test(path));
    if (!found.article) {
      // The news sitemap holds only recent articles; the feed holds the latest ones whatever their age.
      const news = await quietly(NEWS_SITEMAP_PATH);
      found.article = (news ? paths(news.body) : [])[0];
      const feed = found.article ? null : await quietly(FEED_PATH);
      const item = feed ? /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed.body) : null;
      if (item) found.article = new URL(item[1]!.replace(/&amp;/g, '&')).pathname;
    }
  }
  if (!found.job) {
    const jobs = await quietly('/jobs/');
    const match = jobs ? /href="(\/jobs\/[a-z0-9-]{1,64})"/.exec(jobs.body) : null;
    found.job = match?.[1];
  }
  return found;
}

function checks(found: { brand?: string; article?: string; job?: string }): Check[] {
  const legacy = Object.entries(JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, string>)[0];
  const missing = (what: string, flag: string): Check => ({
    name: what,
    path: '(not found)',
    run: () => [`no ${what} found on the site: pass ${flag}`],
  });
  const list: Check[] = [
    { name: 'home', path: '/', run: page },
    found.brand ? { name: 'brand page', path: found.brand, run: page } : missing('brand page', '--brand'),
    found.article ? { name: 'article', path: found.article, run: page } : missing('article', '--article'),
    found.job ? { name: 'job', path: found.job, run: page } : missing('job', '--job'),
    {
      name: 'sitemap',
      path: SITEMAP_PATH,
      run: (answer) => [
        ...expectStatus(answer, 200),
        ...expectType(answer, /xml/),
        ...(/<(urlset|sitemapindex)[\s>]/.test(answer.body) ? [] : ['no <urlset> or <sitemapindex>']),
      ],
    },
    {
      name: 'robots.txt',
      path: ROBOTS_PATH,
      run: (answer) => [
        ...expectStatus(answer, 200),
        ...expectType(answer, /^text\/plain/),
        ...(/^sitemap:/im.test(answer.body) ? [] : ['no Sitemap: line']),
      ],
    },
    {
      name: 'not found',
      path: `/smoke-check-no-such-page-${Date.now()}/`,
      run: (answer) => [
        ...expectStatus(answer, 404),
        ...expectType(answer, /^text\/html/),
        ...(answer.headers.get('cache-control')?.includes('no-store') ? [] : ['a 404 must not be cached (no-store)']),
      ],
    },
  ];
  if (legacy) {
    const [from, to] = legacy;
    list.push({
      name: 'legacy redirect',
      path: from,
      run: (answer) => {
        const location = answer.headers.get('location') ?? '';
        const target = location ? new URL(location, 'http://same-site.invalid').pathname : '';
        // A legacy path may first gain its trailing slash; the table's target must be where it leads.
        return [
          ...expectStatus(answer, 301, 308),
          ...(target === to || target === `${from}/` ? [] : [`Location ${location || '(none)'}, expected ${to}`]),
        ];
      },
    });
  }
  const previewOf = found.article ?? '/';
  list.push({
    name: 'preview hand-off',
    path: `${previewOf}?preview=true&preview_id=1&typeName=post`,
    run: (answer) => {
      const location = answer.headers.get('location') ?? '';
      const cache = answer.headers.get('cache-control') ?? '';
      return [
        ...expectStatus(answer, 302),
        ...(/\/generate\?/.test(location) ? [] : [`Location ${location || '(none)'}, expected the CMS's /generate`]),
        ...(/private|no-store/.test(cache) ? [] : [`cache-control "${cache}": a hand-off must not be cached`]),
      ];
    },
  });
  return list;
}

/** The cache state the worker reports in Server-Timing (`cache;desc="page-hit"`). */
function cacheState(headers: Headers): string {
  return /cache;desc="([^"]+)"/.exec(headers.get('server-timing') ?? '')?.[1] ?? '';
}

async function smoke(base: string): Promise<boolean> {
  console.log(`smoke: ${base}`);
  const found = await discover(base);
  let failures = 0;
  const rows: string[][] = [];
  for (const check of checks(found)) {
    let answer: Answer | null = null;
    let problems: string[];
    try {
      answer = check.path.startsWith('/') ? await request(base, check.path) : null;
      problems = check.run(answer ?? { status: 0, headers: new Headers(), body: '', ms: 0 });
    } catch (error) {
      problems = [`no answer: ${(error as Error).cause ?? (error as Error).message}`];
    }
    if (problems.length) failures += 1;
    const headers = answer?.headers ?? new Headers();
    rows.push([
      problems.length ? 'FAIL' : 'ok',
      check.name,
      check.path.length > 48 ? `${check.path.slice(0, 45)}...` : check.path,
      answer ? String(answer.status) : '-',
      answer ? String(answer.ms) : '-',
      (headers.get('content-type') ?? '').split(';')[0]!,
      headers.get('cache-control') ?? '',
      cacheState(headers),
      headers.get('location') ?? '',
      problems.join('; '),
    ]);
  }
  console.log(`\n${table(['', 'check', 'path', 'status', 'ms', 'content-type', 'cache-control', 'cache', 'location', 'problem'], rows)}\n`);
  console.log(failures ? `smoke: ${failures} of ${rows.length} checks FAILED` : `smoke: all ${rows.length} checks passed`);
  return failures === 0;
}

let base: string;
let local: LocalSite | null = null;
if (values.local) {
  const given = values.port ?? process.env.SMOKE_PORT;
  const port = given === undefined ? undefined : Number(given);
  if (port !== undefined && (!Number.isInteger(port) || port < 1024 || port > 65530))
    fail('--port must be a port number from 1024 to 65530');
  try {
    console.log('local: starting the reference CMS and the site');
    local = await startLocalSite({ port });
    console.log(`local: the site on ${local.url}`);
  } catch (error) {
    fail((error as Error).message);
  }
  base = local.url;
} else if (positionals[0]) {
  base = new URL(positionals[0]).origin;
} else if (values.env) {
  base = targetOf(values.env).origin;
} else {
  fail(`give a URL, --env or --local\n\n${HELP}`);
}

let passed = false;
try {
  passed = await smoke(base);
} finally {
  if (local) {
    console.log('local: stopping the site and the CMS');
    await local.stop();
  }
}
process.exit(passed ? 0 : 1);
