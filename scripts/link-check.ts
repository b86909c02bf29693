/**
 * `npm run check:links`: every link on the site resolves, checked as a
 * reader's browser sees the site. linkinator crawls from `/` and from the
 * sitemap, follows every internal link, and requests every image, stylesheet,
 * script and document the pages reference (CSS `url()` included). External
 * links are listed but never fetched (no network is assumed). Exits 1 on any
 * broken link, or if the crawl found implausibly few pages.
 *
 * Without a URL it starts its own local site (scripts/lib/local-site.ts: the
 * reference CMS and `wrangler dev` in production mode) on LINK_CHECK_PORT
 * (default: free ports; given, the CMS on the next port), and passes CMS_EXTRA_ARTICLES on to
 * that CMS, so the same check covers a synthetic archive.
 * @module
 */
import { parseArgs } from 'node:util';
import { LinkChecker, type LinkResult, LinkState } from 'linkinator';
import { type LocalSite, startLocalSite } from './lib/local-site.ts';
import { productionOrigin } from './lib/site-origin.ts';

const HELP = `Usage: npm run check:links -- [options] [URL]

Crawls the site as a reader's browser (from / and the sitemap) and checks every
internal link, image, stylesheet, script and document. External links are
listed, not fetched. Exits 1 if anything is broken.

  URL                  check a site that is already running (e.g. http://127.0.0.1:8787);
                       without it, a local site is started on its own ports and stopped after
  --port N             site port of the local site (CMS on N+1); default $LINK_CHECK_PORT, else free ports
  --origin URL         canonical origin whose absolute links count as internal (checked on the
                       site under test); default wrangler.jsonc's production SITE_ORIGIN
  --concurrency N      requests in flight; default 8
  --min-pages N        fail if fewer pages than this were crawled; default 20
  --logs               show the local servers' output
  -h, --help           this help

Environment: CMS_EXTRA_ARTICLES=N is passed to the CMS of the local site (synthetic archive).`;

interface Options {
  url?: string;
  port: number | undefined;
  origin: string;
  concurrency: number;
  minPages: number;
  logs: boolean;
}

function parseOptions(): Options | null {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      origin: { type: 'string', default: productionOrigin() },
      concurrency: { type: 'string', default: '8' },
      'min-pages': { type: 'string', default: '20' },
      logs: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const number = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not ${text}`);
    return value;
  };
  if (positionals.length > 1) throw new Error('give at most one URL');
  return {
    url: positionals[0] ? new URL(positionals[0]).origin : undefined,
    port:
      (values.port ?? process.env.LINK_CHECK_PORT) === undefined
        ? undefined
        : number('port', values.port ?? process.env.LINK_CHECK_PORT ?? ''),
    origin: new URL(values.origin).origin,
    concurrency: Math.max(1, number('concurrency', values.concurrency)),
    minPages: number('min-pages', values['min-pages']),
    logs: values.logs,
  };
}

type Kind = 'page' | 'image' | 'stylesheet' | 'script' | 'document' | 'feed or data';

function kindOf(url: URL): Kind {
  const path = url.pathname;
  if (/\.(svg|png|jpe?g|webp|avif|gif|ico)$/.test(path)) return 'image';
  if (/\.css$/.test(path)) return 'stylesheet';
  if (/\.m?js$/.test(path)) return 'script';
  if (/\.(pdf|csv|docx?|xlsx?|pptx?)$/.test(path)) return 'document';
  if (/\.(xml|txt|json|webmanifest)$/.test(path) || /\/feed\/?$/.test(path)) return 'feed or data';
  return 'page';
}

async function crawl(base: string, options: Options) {
  const baseOrigin = new URL(base).origin;
  const external = new Map<string, Set<string>>();
  const pages = new Set<string>();
  const checker = new LinkChecker();
  checker.on('pagestart', (url) => pages.add(url));
  const escaped = options.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const { links } = await checker.check({
    path: `${base}/`,
    recurse: true,
    sitemap: true,
    checkCss: true,
    checkFragments: true,
    concurrency: options.concurrency,
    timeout: 15_000,
    redirects: 'allow',
    retryErrors: false,
    // The search pages the lists link to are rate limited per client (worker/routes/search-limit.ts): a 429 says
    // when to come back (Retry-After), and the checker does, as a polite crawler would.
    retry: true,
    // Absolute links to the canonical origin are the site's own: check them here.
    urlRewriteExpressions: options.origin === baseOrigin ? [] : [{ pattern: new RegExp(`^${escaped}(?=/|$)`), replacement: baseOrigin }],
    linksToSkip: async (link) => {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return false; // let the checker report what it cannot parse
      }
      if (url.origin === baseOrigin) return false;
      const key = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : `${url.protocol}${url.pathname}`;
      if (!external.has(key)) external.set(key, new Set());
      return true;
    },
  });
  // Where each external link appears, for the listing.
  for (const link of links) {
    if (link.state === LinkState.SKIPPED && link.parent) external.get(link.url)?.add(link.parent);
  }
  return { links, pages, external };
}

function summarise(base: string, links: LinkResult[], pages: Set<string>, external: Map<string, Set<string>>, seconds: number) {
  const internal = new Map<string, LinkResult>();
  const broken: LinkResult[] = [];
  for (const link of links) {
    if (link.state === LinkState.BROKEN) broken.push(link);
    if (link.state !== LinkState.SKIPPED) internal.set(link.url, link);
  }
  const byKind = new Map<Kind, number>();
  for (const url of internal.keys()) {
    const kind = kindOf(new URL(url));
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const lines = [
    `Link check of ${base}/ and its sitemap, as a reader's browser`,
    `  pages crawled:       ${pages.size}`,
    `  site URLs checked:   ${internal.size} (${[...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ')})`,
    `  links followed:      ${links.length - [...links].filter((link) => link.state === LinkState.SKIPPED).length}`,
    `  external (not fetched): ${external.size}`,
    `  broken:              ${new Set(broken.map((link) => link.url)).size}`,
    `  time:                ${seconds.toFixed(1)} s`,
  ];
  if (external.size) {
    lines.push('', 'External links (listed, not fetched):');
    for (const [url, parents] of [...external].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${url}  (on ${parents.size} page${parents.size === 1 ? '' : 's'})`);
    }
  }
  if (broken.length) {
    lines.push('', 'BROKEN:');
    for (const link of broken) {
      const details = (link.failureDetails ?? [])
        .map((detail) => (detail instanceof Error ? detail.message : `HTTP ${detail.status}`))
        .join('; ');
      lines.push(`  ${link.status ?? '-'} ${link.url}\n      on ${link.parent ?? '(start)'}${details ? `\n      ${details}` : ''}`);
    }
  }
  return { text: lines.join('\n'), broken: broken.length };
}

async function main(): Promise<number> {
  let options: Options | null;
  try {
    options = parseOptions();
  } catch (error) {
    console.error(`link-check: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (!options) {
    console.log(HELP);
    return 0;
  }
  let site: LocalSite | undefined;
  const started = Date.now();
  try {
    let base = options.url;
    if (!base) {
      const extra = process.env.CMS_EXTRA_ARTICLES;
      site = await startLocalSite({ port: options.port, cmsVars: extra ? { CMS_EXTRA_ARTICLES: extra } : {}, showLogs: options.logs });
      base = site.url;
      console.log(
        `link-check: local site on ${base} (CMS ${site.cmsUrl}${extra ? `, CMS_EXTRA_ARTICLES=${extra}` : ''}), up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const crawlStarted = Date.now();
    const { links, pages, external } = await crawl(base, options);
    const { text, broken } = summarise(base, links, pages, external, (Date.now() - crawlStarted) / 1000);
    console.log(text);
    if (pages.size < options.minPages) {
      console.error(
        `\nlink-check: only ${pages.size} pages crawled (fewer than --min-pages ${options.minPages}): the crawl did not reach the site`,
      );
      return 1;
    }
    if (broken) {
      console.error(`\nlink-check: ${broken} broken link(s)`);
      return 1;
    }
    console.log('\nlink-check: 0 broken');
    return 0;
  } catch (error) {
    console.error(`link-check: ${(error as Error).message}`);
    return 1;
  } finally {
    await site?.stop();
  }
}

process.exitCode = await main();
