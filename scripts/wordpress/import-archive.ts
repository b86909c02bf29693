/**
 * Imports the reference CMS's synthetic archive (cms/server/archive.ts, the same generator as its
 * CMS_EXTRA_ARTICLES) into a running local WordPress: scripts/wordpress/archive-export.ts writes the posts (bundled
 * first, as cms/ uses extensionless imports), wordpress/local/import-archive.php stores them in bulk with the
 * plugin's listing and search tables. Repeatable: posts already there are left alone.
 *
 *   npx node scripts/wordpress/import-archive.ts --state .build/wordpress/dev --size 100000
 * @module
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSync } from 'esbuild';
import { z } from 'zod';
import { phpInInstance } from './stack.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const Seconds = z.number().nonnegative();
const ArchiveImportSchema = z.object({
  read: z.number().int(),
  added: z.number().int(),
  postsSeconds: Seconds,
  searchSeconds: Seconds,
  countsSeconds: Seconds,
  listingSeconds: Seconds,
  seconds: Seconds,
});

export type ArchiveImport = z.infer<typeof ArchiveImportSchema> & { exportSeconds: number };

/** Writes the archive's `size` newest articles as posts, one a line, to `out`. */
function exportArchive(size: number, out: string): void {
  const bundle = join(ROOT, `.build/wordpress/archive-export-${process.pid}.mjs`);
  try {
    buildSync({
      entryPoints: [join(ROOT, 'scripts/wordpress/archive-export.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'warning',
      // export-pack.ts runs its own command when it is the file Node started: the bundle is not that file.
      define: { 'import.meta.filename': '""' },
    });
    execFileSync(process.execPath, [bundle, '--size', String(size), '--out', out], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    rmSync(bundle, { force: true });
  }
}

/** Imports `size` archive articles into the running instance whose state folder is `state`. */
export function importArchive(state: string, size: number): ArchiveImport {
  const file = join(resolve(state), `archive-${size}.ndjson`);
  const started = performance.now();
  exportArchive(size, file);
  const exportSeconds = Math.round((performance.now() - started) / 100) / 10;
  try {
    const output = phpInInstance(state, 'wordpress/local/import-archive.php', [file]).trim().split('\n').at(-1) ?? '';
    return { ...ArchiveImportSchema.parse(JSON.parse(output)), exportSeconds };
  } finally {
    rmSync(file, { force: true });
  }
}

function main(): void {
  const { values } = parseArgs({
    options: { state: { type: 'string', default: '.build/wordpress/dev' }, size: { type: 'string', default: '100000' } },
  });
  console.log(importArchive(values.state, Number(values.size)));
}

if (import.meta.main) main();
