/**
 * Size budgets, checked in CI after `wrangler deploy --dry-run --outdir .build/worker`:
 * the worker bundle under 1 MiB gzip, and the JavaScript and CSS a first visit to
 * the home page loads (entry, modulepreloads, the page view, the icons the page
 * shows) under 80 KB gzip. Prints the numbers the README quotes.
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

// Icons the home page shows are separate chunks: find them through the server HTML's data-icon names.
const iconChunks = files('assets/_app/chunks').filter((file) => /\/(facebook|x|instagram|linkedin|youtube|tiktok|arrow-right|arrow-up-right|menu|close|chevron-left|chevron-right|dot)-[\w-]+\.js$/.test(file));
const js = [info.entry, ...info.preload].map(local);
const jsGzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
const iconsGzip = iconChunks.reduce((sum, file) => sum + gzipSize(file), 0);
const cssGzip = info.css.map(local).reduce((sum, file) => sum + gzipSize(file), 0);

console.log(`worker bundle: ${kb(workerGzip)} gzip (${workerFiles.length} file(s)); budget ${kb(WORKER_BUDGET)}`);
console.log(`home first load: JS ${kb(jsGzip + iconsGzip)} gzip (entry + page view ${kb(jsGzip)}, icons ${kb(iconsGzip)}), CSS ${kb(cssGzip)} gzip; JS budget ${kb(FIRST_LOAD_JS_BUDGET)}`);

const failures = [
  workerGzip > WORKER_BUDGET && 'worker bundle over budget',
  jsGzip + iconsGzip > FIRST_LOAD_JS_BUDGET && 'first-load JS over budget',
].filter(Boolean);
if (failures.length) {
  console.error(`budget check failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('budgets: pass');
