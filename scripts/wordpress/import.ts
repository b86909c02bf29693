/**
 * Imports the reference CMS's sample pack into a running local WordPress: exports it
 * (scripts/wordpress/export-pack.ts, bundled first because cms/ uses extensionless imports), then runs
 * wordpress/local/import.php inside the instance. Repeatable: a second run changes nothing. The manifest it
 * returns (and writes to `{state}/import-manifest.json`) names the ids tests need: drafts, pages by path, jobs.
 *
 *   npx node scripts/wordpress/import.ts --state .build/wordpress/dev
 * @module
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSync } from 'esbuild';
import { z } from 'zod';
import { phpInInstance } from './stack.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the exported pack goes (pack.json and media/). */
export const PACK_DIR = join(ROOT, '.build/wordpress/pack');
const MARKER = 'MASTHEAD_IMPORT_MANIFEST ';

const Id = z.number().int().positive();
const Count = z.number().int().nonnegative();

/** What wordpress/local/import.php reports. */
export const ImportManifestSchema = z.object({
  /** What the pack holds, as imported. */
  counts: z.object({
    pages: Count,
    posts: Count,
    jobs: Count,
    redirects: Count,
    drafts: Count,
    menus: Count,
    menuItems: Count,
    media: Count,
  }),
  /** What WordPress holds afterwards: published pages, posts, jobs and redirects, drafts, attachments. */
  stored: z.object({ pages: Count, posts: Count, jobs: Count, redirects: Count, drafts: Count, attachments: Count }),
  changes: z.object({ created: Count, updated: Count, unchanged: Count }),
  /** `created …` / `updated …` with the import key of each thing written. */
  changed: z.array(z.string()),
  /** WordPress id to preview for each reference draft id (`1003`, an autosave, is previewed through its post). */
  drafts: z.record(z.string(), Id),
  revisions: z.record(z.string(), z.object({ postId: Id, autosaveId: Id })),
  frontPage: Id,
  /** Page and post ids by site path. */
  paths: z.record(z.string(), Id),
  /** Job post ids by job id. */
  jobs: z.record(z.string(), Id),
  /** Nav menu ids by location. */
  menus: z.record(z.string(), Id),
  /** Attachment ids by `/media/…` address. */
  media: z.record(z.string(), Id),
  listingRebuilt: z.boolean(),
  seconds: z.number(),
});

export type ImportManifest = z.infer<typeof ImportManifestSchema>;

/**
 * Exports the pack into `out` (bundled into a file of this process's own, so parallel imports never share one),
 * its roles dated around `day` (by default the export's).
 */
export function exportPackFiles(out = PACK_DIR, day?: string): string {
  const bundle = join(ROOT, `.build/wordpress/export-pack-${process.pid}.mjs`);
  try {
    buildSync({
      entryPoints: [join(ROOT, 'scripts/wordpress/export-pack.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'warning',
    });
    execFileSync(process.execPath, [bundle, '--out', out, ...(day ? ['--day', day] : [])], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(bundle, { force: true });
  }
  return join(out, 'pack.json');
}

/** The manifest line of import.php's output. */
export function parseManifest(output: string): ImportManifest {
  const line = output.split('\n').find((text) => text.startsWith(MARKER));
  if (!line) throw new Error(`import.php printed no manifest:\n${output.slice(0, 2000)}`);
  return ImportManifestSchema.parse(JSON.parse(line.slice(MARKER.length)));
}

/**
 * Exports the pack and imports it into the running instance whose state folder is `state`. When anything
 * changed, WordPress then sends the site one "everything" purge, unless `purge` is false (no site has cached
 * anything yet).
 */
export async function importPack(state: string, options: { purge?: boolean; day?: string } = {}): Promise<ImportManifest> {
  const packFile = exportPackFiles(PACK_DIR, options.day);
  const env: Record<string, string> = options.purge === false ? { MASTHEAD_IMPORT_PURGE: '0' } : {};
  const manifest = parseManifest(phpInInstance(state, 'wordpress/local/import.php', [packFile], env));
  writeFileSync(join(resolve(state), 'import-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function summary(manifest: ImportManifest): string {
  const { counts, stored, changes } = manifest;
  return [
    `Imported ${counts.pages} pages, ${counts.posts} posts, ${counts.jobs} jobs, ${counts.redirects} redirects, ${counts.drafts} drafts, ` +
      `${counts.menus} menus (${counts.menuItems} items) and ${counts.media} media files in ${manifest.seconds} s.`,
    `Created ${changes.created}, updated ${changes.updated}, unchanged ${changes.unchanged}.`,
    `WordPress now holds ${stored.pages} pages, ${stored.posts} posts, ${stored.jobs} jobs, ${stored.redirects} redirects, ` +
      `${stored.drafts} drafts and ${stored.attachments} attachments.`,
    `Drafts to preview: ${Object.entries(manifest.drafts)
      .map(([draft, id]) => `${draft} → ${id}`)
      .join(', ')}${manifest.listingRebuilt ? '' : ' (the plugin has no masthead_listing_rebuild(): listings not rebuilt)'}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { state: { type: 'string', default: '.build/wordpress/dev' } } });
  const manifest = await importPack(values.state);
  console.log(summary(manifest));
}

if (import.meta.main) await main();
