/**
 * Search at 100,000 archive articles (issue 43), two parts:
 *
 * - The reference CMS's answer time: the CMS bundled in memory and called in-process (no network), so the row is
 *   the search alone: the index build on the first search, then the median of a first page and of a deep page
 *   (the 20th, reached by cursor) over repeated queries.
 * - The site's CPU per search request (the workerd site of `npm run bench`, the services with the archive),
 *   probed side by side with the floor (a) and a page render, in interleaved blocks (probes.ts): (sw) one query
 *   again and again (its answer in the isolate's data cache: parsing, drawing and rendering the page), (sf) a
 *   query seen for the first time on each request (normalised, asked of the CMS, its answer validated, stored
 *   and rendered; the CMS's own work is in the services process, not counted), beside (w) an archive article
 *   warm. The site has no rate-limit binding here, as in the other rows.
 *
 *   node bench/search.ts [--articles 100000] [--runs 9] [--rounds 10] [--per-block 20] [--no-site] [--no-build]
 * @module
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { buildAll } from './build.ts';
import { BUILD_INFO, CMS_URL, FROM_EDGE, PERSON_UA, SITE_URL } from './config.ts';
import { agent, get } from './http.ts';
import { archivePaths, LONG_TAIL_OVERRIDES } from './long-tail.ts';
import { cpuProbes } from './probes.ts';
import { assertPortsFree, serve, stopAll } from './processes.ts';
import { writeServicesConfig, writeSiteConfig } from './workerd-config.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '9' },
    rounds: { type: 'string', default: '10' },
    'per-block': { type: 'string', default: '20' },
    'no-site': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});

async function cmsAnswerTimes(): Promise<void> {
  const bundle = await build({
    entryPoints: [join(ROOT, 'cms/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'warning',
  });
  const cms = (await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0]!.text).toString('base64')}`)) as {
    default: { fetch(request: Request, env: object, ctx: object): Promise<Response> };
  };
  const env = {
    SITE_PUBLIC_ORIGIN: 'http://site.invalid',
    PREVIEW_SECRET: 'bench',
    PREVIEW_TOKEN_TTL_SECONDS: '3600',
    CMS_EXTRA_ARTICLES: values.articles,
  };
  const ctx = { waitUntil() {}, passThroughOnException() {} };

  async function ask(query: string): Promise<{ ms: number; next: string | null }> {
    const started = performance.now();
    const response = await cms.default.fetch(new Request(`http://cms.invalid/search?${query}`), env, ctx);
    const body = (await response.json()) as { next: string | null };
    if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
    return { ms: performance.now() - started, next: body.next };
  }

  const first = await ask('q=warmup');
  console.log(`index build and first search: ${first.ms.toFixed(0)} ms (${values.articles} articles)`);
  const firstPages: number[] = [];
  const deepPages: number[] = [];
  const words = ['podcast', 'good food', 'awards shortlist', 'radio times newsletter', 'gardening festival', 'history app'];
  for (let run = 0; run < Number(values.runs); run++) {
    const q = `q=${encodeURIComponent(words[run % words.length]!)}`;
    let page = await ask(q);
    firstPages.push(page.ms);
    let deep = 0;
    for (let at = 1; at < 20 && page.next; at++) {
      page = await ask(`${q}&cursor=${page.next}`);
      deep = page.ms;
    }
    deepPages.push(deep);
  }
  console.log(`first page: median ${median(firstPages).toFixed(1)} ms; 20th page: median ${median(deepPages).toFixed(1)} ms`);
}

function median(list: number[]): number {
  return [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
}

/** Queries no one asked before: each a different normal form (a word, then a number). */
function freshQueries(count: number): string[] {
  const words = ['podcast', 'festival', 'newsletter', 'awards', 'recipe', 'gardening', 'history', 'survey'];
  return Array.from({ length: count }, (_, at) => `${words[at % words.length]} ${1000 + at}`);
}

async function siteRows(): Promise<void> {
  await assertPortsFree();
  if (!values['no-build']) buildAll((line) => console.log(line));
  else if (!existsSync(BUILD_INFO)) throw new Error('--no-build: no earlier bench build in .build/bench');
  const rounds = Number(values.rounds);
  const perBlock = Number(values['per-block']);
  const headers = { 'user-agent': PERSON_UA, ...FROM_EDGE };
  await serve('services-search', writeServicesConfig({ extraArticles: Number(values.articles) }), `${CMS_URL}/site`);
  const [article] = await archivePaths(1);
  const site = await serve('site', writeSiteConfig({ overrides: LONG_TAIL_OVERRIDES }), `${SITE_URL}/__floor`);
  // The CMS builds its index on its first search: before any measured block.
  if ((await get(`${SITE_URL}/search/?q=warmup`, headers)).status !== 200) throw new Error('/search/?q=warmup: not 200');
  const url = (path: string) => SITE_URL + path;
  const specs = [
    { id: 'a', name: 'floor', url: url('/__floor'), headers },
    { id: 'w', name: 'archive article, warm', url: url(article!), headers },
    { id: 'sw', name: 'search page, warm (one query again and again)', url: url('/search/?q=podcast'), headers },
    {
      id: 'sf',
      name: 'search page, first sight of each query (answer from the CMS)',
      url: '',
      sequence: freshQueries(rounds * perBlock).map((q) => url(`/search/?${new URLSearchParams({ q })}`)),
      headers,
    },
  ];
  console.log(`site CPU per request: ${rounds} rounds of ${perBlock} requests per row, interleaved`);
  const measured = await cpuProbes(site.pid, specs, { rounds, perBlock, floorId: 'a' });
  const warm = measured.get('w')!;
  for (const spec of specs) {
    const probe = measured.get(spec.id)!;
    const above = probe.aboveFloorMs === null ? '' : `, ${probe.aboveFloorMs.toFixed(3)} ms above the floor`;
    const ratio =
      spec.id !== 'w' && probe.aboveFloorMs !== null && warm.aboveFloorMs
        ? ` (${(probe.aboveFloorMs / warm.aboveFloorMs).toFixed(2)}x the warm article)`
        : '';
    console.log(`(${spec.id}) ${spec.name}: median ${probe.medianMs.toFixed(3)} ms${above}${ratio}`);
  }
}

await cmsAnswerTimes();
if (!values['no-site']) {
  try {
    await siteRows();
  } finally {
    agent.destroy();
    await stopAll();
  }
}
