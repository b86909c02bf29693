/**
 * Size budgets, checked in CI after `wrangler deploy --dry-run --outdir .build/worker`:
 * the worker bundle under 512 KiB gzip and 2.5 MiB as the isolate compiles it (a new isolate's startup
 * grows with it: `npm run bench` row (s)), and the JavaScript a first visit needs to hydrate under 72 KB
 * gzip, on every page type.
 *
 * What hydrates a page: the entry and its modulepreloads (the worker writes
 * the same links into every page) with their static imports. The page view
 * is part of the entry; nodes, the page's top (breadcrumbs, header), the
 * footer and error pages are adopted from the server's markup, so no
 * renderer, error view or icon chunk is needed to hydrate.
 * Islands (nodes with behaviour) hydrate once their own chunks arrive: those
 * load right after the entry starts, and are listed, not counted. Each file is
 * gzipped on its own at level 6, as `npm run bench` measures real pages.
 * Prints the numbers the README quotes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// About 1.4× the bundle of 2026-11-24 (356 KiB gzip, 1.9 MiB raw): room to grow, not to double.
const WORKER_BUDGET = 512 * 1024;
const WORKER_RAW_BUDGET = 2.5 * 1024 * 1024;
const FIRST_LOAD_JS_BUDGET = 72 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** A built module and every module it imports statically, as /_app/ paths. */
export function staticClosure(hrefs: string[], read: (href: string) => string): string[] {
  const found: string[] = [];
  const queue = [...hrefs];
  while (queue.length) {
    const href = queue.shift()!;
    if (found.includes(href)) continue;
    found.push(href);
    for (const match of read(href).matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(match[1]!, `http://x${href}`).pathname);
    }
  }
  return found;
}

const workerFiles = files('.build/worker').filter((file) => /\.(m?js|wasm)$/.test(file));
const workerGzip = workerFiles.reduce((sum, file) => sum + gzipSize(file), 0);
const workerRaw = workerFiles.reduce((sum, file) => sum + statSync(file).size, 0);

const info = JSON.parse(readFileSync('.build/build-info.json', 'utf8')) as { entry: string; preload: string[]; css: string[] };
const local = (href: string) => join('assets', href);
const firstLoad = staticClosure([info.entry, ...info.preload], (href) => readFileSync(local(href), 'utf8'));
const jsGzip = firstLoad.reduce((sum, href) => sum + gzipSize(local(href)), 0);
const cssGzip = info.css.map(local).reduce((sum, file) => sum + gzipSize(file), 0);
const later = readdirSync('assets/_app/chunks')
  .filter((name) => /^(carousel|after-hydration|renderers|error-page)-/.test(name))
  .map((name) => `${name.replace(/-[\w-]{8}\.js$/, '')} ${kb(gzipSize(join('assets/_app/chunks', name)))}`);

console.log(
  `worker bundle: ${kb(workerGzip)} gzip, ${kb(workerRaw)} raw (${workerFiles.length} file(s)); budgets ${kb(WORKER_BUDGET)} gzip, ${kb(WORKER_RAW_BUDGET)} raw`,
);
console.log(
  `first load, every page type: JS ${kb(jsGzip)} gzip (${firstLoad.length} file(s): ${firstLoad.join(', ')}), CSS ${kb(cssGzip)} gzip; JS budget ${kb(FIRST_LOAD_JS_BUDGET)}, headroom ${kb(FIRST_LOAD_JS_BUDGET - jsGzip)}`,
);
console.log(`loaded after the entry starts, not counted: ${later.join(', ')}`);

const failures = [
  workerGzip > WORKER_BUDGET && 'worker bundle over its gzip budget',
  workerRaw > WORKER_RAW_BUDGET && 'worker bundle over its raw budget (startup compiles every byte)',
  jsGzip > FIRST_LOAD_JS_BUDGET && 'first-load JS over budget',
].filter(Boolean);
if (failures.length) {
  console.error(`budget check failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('budgets: pass');
