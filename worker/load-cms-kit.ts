/**
 * The CMS kit (cms/cms-kit.ts) as a module of its own: scripts/build.ts bundles it into worker/.generated/, and
 * wrangler uploads that file beside the Worker instead of inlining it (wrangler.jsonc, `find_additional_modules`).
 * Wrangler keeps the import's path as written, so this file sits beside the entry (index.ts), where the bundle is.
 * Half a megabyte (parse5, classic zod) that an isolate then neither compiles nor parses until its first CMS read
 * (bench/README.md, "Where startup goes").
 * @module
 */
import type * as CmsKit from './cms/cms-kit';

export type { CmsKit };

export function loadCmsKit(): Promise<typeof CmsKit> {
  return import('./.generated/cms-kit.mjs');
}
