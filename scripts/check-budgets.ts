/**
 * Size budgets, checked in CI after `wrangler deploy --dry-run --outdir .build/worker`:
 * the worker bundle's gzip and raw bytes, every module (a new isolate compiles its entry, the CMS kit on first use),
 * and the JavaScript a first visit needs to hydrate under 73 KB gzip, on every page type.
 *
 * The bundle analysis: the worker's largest packages and modules (read from the `// path` line esbuild writes
 * before each module), each package with why the worker needs it; a package of more than PACKAGE_FLOOR bytes
 * with no reason in WHY fails, so code the Worker never calls is seen the day it arrives.
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

// About 1.15× the bundle of 2026-11-27 (issue 44: 1.9 MiB raw before): room to grow, not to double.
const WORKER_BUDGET = 288 * 1024;
const WORKER_RAW_BUDGET = 1.4 * 1024 * 1024;
/** A package bigger than this in the worker bundle must say in WHY what the worker calls it for. */
const PACKAGE_FLOOR = 16 * 1024;
/** Why each large package is in the worker bundle: what the Worker calls it for. */
const WHY: Record<string, string> = {
  'react-dom': 'renderToString alone (worker/render/string-renderer.cjs): pages, header, footer and drawn nodes',
  parse5: 'the sanitiser of CMS HTML (contract/html/sanitize-html.ts), for content the site has not seen',
  zod: 'zod/mini: the env, site state, purge and search schemas (every isolate); classic: the CMS answers (worker/cms/cms-kit.ts, a module of its own)',
  hono: 'the router and request context (worker/index.ts)',
  react: 'elements and hooks for the server render',
  app: "the site's components, rendered on the server",
  worker: 'the Worker',
  contract: 'the rules the site shares with the CMS and the client',
};
/** Code the worker never calls that one form of an import brings back: each fails the check while it is bundled. */
const KEPT_OUT: readonly (readonly [RegExp, string])[] = [
  [
    /^node_modules\/zod\/v4\/locales\/(?!(en|index)\.js$)/,
    "zod's locales: import zod as `import * as z from 'zod'` or 'zod/mini', never `import { z }` nor `z.core.…` (each keeps every locale)",
  ],
  [
    /^node_modules\/react-dom\/cjs\/react-dom-server\.edge/,
    "React's streaming renderer: take renderToString from worker/render/string-renderer.cjs",
  ],
];
/**
 * React's CommonJS modules, wrapped by esbuild in each module that imports them (a copy of every export as a
 * getter): through worker/react/ (wrangler.jsonc's `alias`), once in the whole bundle.
 */
const WRAPPED_ONCE = ['require_react()', 'require_jsx_runtime()'];
// 73 KB since the header learnt to fold menu items that do not fit (menu-fit.ts, about 0.4 KB gzip).
const FIRST_LOAD_JS_BUDGET = 73 * 1024;

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

/** Bytes of each module of an unminified esbuild bundle, from the `// path` line before each module. */
export function bundleModules(bundle: string): Map<string, number> {
  const sizes = new Map<string, number>();
  let current = '(runtime)';
  for (const line of bundle.split('\n')) {
    const start = /^\/\/ ((?:node_modules|worker|app|contract|\.build)\/\S+)$/.exec(line);
    if (start) current = start[1]!;
    sizes.set(current, (sizes.get(current) ?? 0) + line.length + 1);
  }
  return sizes;
}

/** The package a bundled module belongs to: its node_modules package (the outermost), else its top folder. */
export function packageOf(module: string): string {
  const dependency = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return dependency ? dependency[1]! : module.split('/')[0]!;
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

const bundleText = workerFiles
  .filter((file) => /\.m?js$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const modules = bundleModules(bundleText);
const packages = new Map<string, number>();
for (const [module, bytes] of modules) packages.set(packageOf(module), (packages.get(packageOf(module)) ?? 0) + bytes);
const largest = <T>(map: Map<T, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
console.log('worker bundle by package (raw):');
for (const [name, bytes] of largest(packages, 10))
  console.log(`  ${kb(bytes).padStart(9)}  ${name}: ${WHY[name] ?? '(no reason recorded)'}`);
console.log('largest modules (raw):');
for (const [name, bytes] of largest(modules, 12)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
const keptOut = KEPT_OUT.filter(([pattern]) => [...modules.keys()].some((module) => pattern.test(module))).map(([, fix]) => fix);
const wrappedAgain = WRAPPED_ONCE.filter((call) => bundleText.split(`__toESM(${call}`).length - 1 > 1);
const unexplained = [...packages].filter(([name, bytes]) => bytes > PACKAGE_FLOOR && !WHY[name]).map(([name]) => name);

const failures = [
  workerGzip > WORKER_BUDGET && 'worker bundle over its gzip budget',
  workerRaw > WORKER_RAW_BUDGET && 'worker bundle over its raw budget (startup compiles every byte)',
  jsGzip > FIRST_LOAD_JS_BUDGET && 'first-load JS over budget',
  unexplained.length > 0 && `packages in the worker bundle with no reason in WHY: ${unexplained.join(', ')}`,
  ...keptOut.map((fix) => `the worker bundle holds ${fix}`),
  wrappedAgain.length > 0 && `React wrapped in more than one module (${wrappedAgain.join(', ')}): see worker/react/index.ts`,
].filter(Boolean);
if (failures.length) {
  console.error(`budget check failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('budgets: pass');
