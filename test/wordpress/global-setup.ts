/**
 * Global setup of the WordPress tests: WordPress (a fresh database, the sample pack imported) on :8880, the
 * reference CMS on :8882 with a site against it on :8881, and a site against WordPress on :8883. Each site is
 * `wrangler dev` in production mode, as `npm start` serves it; WordPress's purge webhook goes to its site.
 * WORDPRESS_TEST_PORT moves all four.
 * Everything is stopped on teardown. Set E2E_SERVER_LOGS=1 to see the servers' output.
 */
import type { TestProject } from 'vitest/node';
import { requireBuild, startLocalSite } from '../../scripts/lib/local-site.ts';
import { type ImportManifest, importPack } from '../../scripts/wordpress/import.ts';
import { localSecrets, startWordPress } from '../../scripts/wordpress/stack.ts';

export interface TestCms {
  name: 'reference' | 'wordpress';
  /** Content API base. */
  api: string;
  /** Where `/generate` lives. */
  publicOrigin: string;
  /** The site served against this CMS. */
  site: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cmses: TestCms[];
    secrets: { preview: string; purge: string };
    wordpress: { url: string; admin: { user: string; password: string; appPassword: string }; manifest: ImportManifest };
    referenceEditorToken: string;
  }
}

/** WORDPRESS_TEST_PORT moves the four ports (default 8880-8883), so two runs can share a machine. */
const WORDPRESS_PORT = Number(process.env.WORDPRESS_TEST_PORT ?? 8880);
const REFERENCE_SITE_PORT = WORDPRESS_PORT + 1;
const WORDPRESS_SITE_PORT = WORDPRESS_PORT + 3;
const STATE = `.build/wordpress/test-${WORDPRESS_PORT}`;
/**
 * The sites wait for their CMS as long as a hang takes to show (a minute), not a production deadline: PHP's
 * built-in server beside the other suites of `npm test` on a busy machine may take seconds, and a deadline missed
 * there would open the site's breaker and shed the next pages (a 503 that says nothing about the code).
 */
const PATIENT = { CMS_TIMEOUT_MS: '60000' };
/** cms/wrangler.toml's local EDITOR_TOKEN. */
const REFERENCE_EDITOR_TOKEN = 'local-editor-token-change-me';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireBuild();
  const showLogs = process.env.E2E_SERVER_LOGS === '1';
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const siteOrigin = `http://127.0.0.1:${WORDPRESS_SITE_PORT}`;
    const wordpress = await startWordPress({ port: WORDPRESS_PORT, state: STATE, siteOrigin, fresh: true, showLogs });
    stops.push(wordpress.stop);
    const manifest = await importPack(STATE, { purge: false });
    const reference = await startLocalSite({ port: REFERENCE_SITE_PORT, showLogs, siteVars: PATIENT });
    stops.push(reference.stop);
    const wordpressSite = await startLocalSite({
      port: WORDPRESS_SITE_PORT,
      showLogs,
      cms: { apiBase: wordpress.apiBase, publicOrigin: wordpress.url },
      siteVars: PATIENT,
    });
    stops.push(wordpressSite.stop);
    project.provide('cmses', [
      { name: 'reference', api: reference.cmsUrl, publicOrigin: reference.cmsUrl, site: reference.url },
      { name: 'wordpress', api: wordpress.apiBase, publicOrigin: wordpress.url, site: wordpressSite.url },
    ]);
    project.provide('secrets', localSecrets());
    project.provide('wordpress', { url: wordpress.url, admin: wordpress.admin, manifest });
    project.provide('referenceEditorToken', REFERENCE_EDITOR_TOKEN);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
