/**
 * Search answer time of the reference CMS at 100,000 archive articles (issue 43): the CMS bundled in memory and
 * called in-process (no network), so the row is the search alone: the index build on the first search, then the
 * median of a first page and of a deep page (the 20th, reached by cursor) over repeated queries.
 *
 *   node bench/search.ts [--articles 100000] [--runs 9]
 * @module
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' }, runs: { type: 'string', default: '9' } } });
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

const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
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
