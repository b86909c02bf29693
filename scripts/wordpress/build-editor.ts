/**
 * `npm run build:editor` (part of `npm run build`): the block editor code of the masthead-content plugin,
 * into wordpress/masthead-content/build/ (ignored by git; blocks.php registers what it finds there).
 * The npm script first runs @wordpress/scripts 27 (`wp-scripts build`, webpack, editor/webpack.config.cjs),
 * which empties build/ and writes index.js + index.asset.php: the blocks and the document sidebar. This
 * script then writes the rest:
 * - site.js + site.asset.php: the site's schemas, sanitiser and renderers with React 19 (esbuild), the
 *   script `masthead-site` the blocks call to validate and draw nodes;
 * - blocks/{type}/block.json: one per node block, its attributes read from the node's zod schema, and
 *   blocks/slot/block.json for `masthead/slot`;
 * - site-canvas.css: the site's CSS (the client build's, named in .build/build-info.json) scoped to the
 *   editor canvas, plus editor.css for the blocks' forms.
 * Needs the client built first (`npm run build` builds it before this).
 * @module
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, transform } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '../..');
const PLUGIN = join(ROOT, 'wordpress/masthead-content');
const EDITOR = join(PLUGIN, 'editor');
const OUT = join(PLUGIN, 'build');
/** What the canvas is inside, in the post editor and in its device-preview iframe (WordPress 6.1). */
const CANVAS = '.editor-styles-wrapper';

/** A script's asset file, as the dependency-extraction plugin writes it. */
function assetFile(dependencies: string[], content: string): string {
  const version = createHash('sha256').update(content).digest('hex').slice(0, 20);
  return `<?php return array('dependencies' => array(${dependencies.map((name) => `'${name}'`).join(', ')}), 'version' => '${version}');\n`;
}

async function buildSiteScript(): Promise<void> {
  const result = await build({
    entryPoints: [join(EDITOR, 'src/site/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'masthead.site',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.text;
  writeFileSync(join(OUT, 'site.js'), code);
  writeFileSync(join(OUT, 'site.asset.php'), assetFile([], code));
}

/** Each block's block.json, from the node schemas (the generator runs in Node from an in-memory bundle). */
async function writeBlockJson(): Promise<string[]> {
  const result = await build({
    entryPoints: [join(EDITOR, 'src/schema/block-types.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const source = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
  const { BLOCK_TYPES, blockJson, slotBlockJson } = (await import(
    source
  )) as typeof import('../../wordpress/masthead-content/editor/src/schema/block-types');
  for (const type of BLOCK_TYPES) {
    mkdirSync(join(OUT, 'blocks', type), { recursive: true });
    writeFileSync(join(OUT, 'blocks', type, 'block.json'), `${JSON.stringify(blockJson(type), null, 2)}\n`);
  }
  mkdirSync(join(OUT, 'blocks', 'slot'), { recursive: true });
  writeFileSync(join(OUT, 'blocks', 'slot', 'block.json'), `${JSON.stringify(slotBlockJson(), null, 2)}\n`);
  return BLOCK_TYPES;
}

/**
 * The site's CSS inside the canvas: every rule nested under the canvas (its `:root`, `html` and `body` rules
 * become the canvas itself), flattened by esbuild. WordPress 6.1's own scoping of editor styles parses CSS
 * with a parser that fails on the site's `@container` rules and drops the whole sheet, so it is done here.
 */
async function writeCanvasCss(): Promise<void> {
  const info = JSON.parse(readFileSync(join(ROOT, '.build/build-info.json'), 'utf8')) as { css?: string[] };
  const site = (info.css ?? []).map((href) => readFileSync(join(ROOT, 'assets', href), 'utf8')).join('\n');
  if (!site) throw new Error('build-editor: the client build names no CSS in .build/build-info.json');
  const rooted = site.replace(/@page\s*\{[^}]*\}/g, '').replace(/(^|[{},])\s*(?:html|body|:root)(?=[\s{,.:[>#~+)]|$)/g, '$1&');
  const own = readFileSync(join(EDITOR, 'src/canvas.css'), 'utf8');
  const scoped = await transform(`${CANVAS}{${rooted}\n${own}}`, { loader: 'css', minify: true, target: 'chrome100', logLevel: 'warning' });
  writeFileSync(join(OUT, 'site-canvas.css'), scoped.code);
  writeFileSync(join(OUT, 'editor.css'), readFileSync(join(EDITOR, 'src/editor.css'), 'utf8'));
}

const started = Date.now();
if (!existsSync(join(OUT, 'index.asset.php')))
  throw new Error('build-editor: run `npm run build:editor` (wp-scripts builds index.js first)');
await buildSiteScript();
const types = await writeBlockJson();
await writeCanvasCss();
console.log(`build:editor: ${types.length} blocks built into ${OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
