/**
 * Vite plugin: after the client is bundled, derives the build id from the
 * bundle's content and writes what the worker and the client need to agree:
 *   assets/_app/builds/latest.json       { id, timestamp }  polled by clients, not cached
 *   assets/_app/builds/meta/{id}.json    route rules (legacy redirect table), immutable
 *   assets/_app/builds/icons/{id}.svg    every icon as a symbol (app/icons/icon-sprite.ts), immutable
 *   .build/build-info.json               entry, preloads and CSS, bundled into the worker: written staged, moved
 *                                        into place by the build's last step (lib/build-info-files.ts says why)
 * @module
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { iconSprite } from '../app/icons/icon-sprite';
import { ICON_NAMES } from '../contract/icon-names';
import { buildMetaFile, iconSpriteFile, LATEST_BUILD_FILE } from '../contract/routing/build-paths';
import { cleanLegacyTable } from '../contract/routing/legacy-rules';
import { BUILD_INFO_STAGED } from './lib/build-info-files.ts';

const PAGE_VIEW = 'app/pages/page-view.tsx';

export function buildMeta(options: { root: string; base: string; siteOrigin: string }): Plugin {
  return {
    name: 'masthead-build-meta',
    apply: 'build',
    // After writing, so the CSS assets and every chunk are final.
    async writeBundle(output, bundle) {
      const outDir = output.dir!;
      const chunks = Object.values(bundle);
      const hash = createHash('sha256');
      for (const file of chunks.map((chunk) => chunk.fileName).sort()) hash.update(file);
      const id = hash.digest('hex').slice(0, 12);
      const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (entry?.type !== 'chunk') this.error('build meta: entry chunk missing');
      // The page view hydrates every content page: it is a static import of the entry, never a chunk of its own.
      if (chunks.some((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(PAGE_VIEW))) {
        this.error('build meta: the page view became a chunk of its own; the entry must import it statically');
      }
      const css = chunks.filter((chunk) => chunk.type === 'asset' && chunk.fileName.endsWith('.css')).map((chunk) => chunk.fileName);
      const preload = staticImports(bundle, entry.fileName).filter((file) => file !== entry.fileName);
      const redirects = JSON.parse(readFileSync(resolve(options.root, 'redirects.json'), 'utf8')) as Record<string, unknown>;
      const { table, rejected } = cleanLegacyTable(redirects, options.siteOrigin);
      if (rejected.length) this.error(`redirects.json has unsafe entries: ${rejected.join(', ')}`);
      const timestamp = Date.now();
      write(resolve(outDir, LATEST_BUILD_FILE), JSON.stringify({ id, timestamp }));
      write(resolve(outDir, buildMetaFile(id)), JSON.stringify({ id, rules: { legacy: table } }));
      write(resolve(outDir, iconSpriteFile(id)), iconSprite(await iconMarkup(options.root)));
      const info = {
        id,
        timestamp,
        entry: options.base + entry.fileName,
        preload: preload.map((file) => options.base + file),
        css: css.map((file) => options.base + file),
      };
      write(resolve(options.root, BUILD_INFO_STAGED), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

/** Each icon's markup, from its module under app/icons/svg/ (the same modules the client's icon chunks are made of). */
async function iconMarkup(root: string): Promise<[string, string][]> {
  return Promise.all(
    ICON_NAMES.map(async (name): Promise<[string, string]> => {
      const module = (await import(pathToFileURL(resolve(root, `app/icons/svg/${name}.ts`)).href)) as { default: string };
      return [name, module.default];
    }),
  );
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
}

/** A chunk and every chunk it imports statically, transitively. */
function staticImports(bundle: Record<string, { type: string }>, file: string): string[] {
  const found: string[] = [];
  const queue = [file];
  while (queue.length) {
    const next = queue.shift()!;
    const chunk = bundle[next] as ChunkLike | undefined;
    if (found.includes(next) || chunk?.type !== 'chunk') continue;
    found.push(next);
    queue.push(...chunk.imports);
  }
  return found;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
