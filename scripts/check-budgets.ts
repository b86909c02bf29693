/**
 * Size budgets, checked in CI after `wrangler deploy --dry-run --outdir .build/worker`:
 * the worker bundle under 1 MiB gzip, and the JavaScript every first visit
 * loads (the entry and its modulepreloads: the page view) under 80 KB gzip.
 * Icons the server drew are adopted from its markup, so no icon chunk loads on
 * a first visit; test/e2e/quality.test.ts measures what Chromium really loads.
 * Prints the numbers the README quotes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WORKER_BUDGET = 1024 * 1024;
const FIRST_LOAD_JS_BUDGET = 80 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const workerFiles = files('.build/worker').filter((file) => /\.(m?js|wasm)$/.test(file));
const workerGzip = workerFiles.reduce((sum, file) => sum + gzipSize(file), 0);

const info = JSON.parse(readFileSync('.build/build-info.json', 'utf8')) as { entry: string; preload: string[]; css: string[] };
const local = (href: string) => join('assets', href);

const js = [info.entry, ...info.preload].map(local);
const jsGzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
const cssGzip = info.css.map(local).reduce((sum, file) => sum + gzipSize(file), 0);

console.log(`worker bundle: ${kb(workerGzip)} gzip (${workerFiles.length} file(s)); budget ${kb(WORKER_BUDGET)}`);
console.log(`first load: JS ${kb(jsGzip)} gzip (entry + page view), CSS ${kb(cssGzip)} gzip; JS budget ${kb(FIRST_LOAD_JS_BUDGET)}`);

const failures = [
  workerGzip > WORKER_BUDGET && 'worker bundle over budget',
  jsGzip > FIRST_LOAD_JS_BUDGET && 'first-load JS over budget',
].filter(Boolean);
if (failures.length) {
  console.error(`budget check failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('budgets: pass');
