/**
 * Global setup of the WordPress tests: WordPress (a fresh database in .build/wordpress/test-<its port>, the sample
 * pack imported), the reference CMS with a site against it, and a site against WordPress, each on a free port the
 * OS gives, so runs on several release lines (and a running dev stack) share the machine. Each site is
 * `wrangler dev` in production mode, as `npm start` serves it; WordPress's purge webhook goes to its site.
 * Everything is stopped, and the instance's folder removed, on teardown. Set E2E_SERVER_LOGS=1 to see the
 * servers' output.
 */

import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { londonDate } from '../../contract/london-day.ts';
import { ensureChromium } from '../../scripts/lib/chrome-path.ts';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { requireBuild, startLocalSite } from '../../scripts/lib/local-site.ts';
import { freePorts } from '../../scripts/lib/server.ts';
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
    wordpress: {
      url: string;
      admin: { user: string; password: string; appPassword: string };
      manifest: ImportManifest;
      /** The pack's day: both CMSes date the sample roles around it, however long the run (midnight may pass). */
      packDay: string;
    };
    referenceEditorToken: string;
  }
}

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
  ensureChromium();
  const showLogs = process.env.E2E_SERVER_LOGS === '1';
  // WordPress's port names its folder (the tests find it from WordPress's URL); its site's port is in WordPress's config.
  const [wordpressPort, wordpressSitePort] = await freePorts(2);
  const state = `.build/wordpress/test-${wordpressPort}`;
  const stops: (() => Promise<void>)[] = [async () => rmSync(state, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const siteOrigin = `http://127.0.0.1:${wordpressSitePort}`;
    // WP-Cron off, as on managed hosts: scheduled items must go live through the site's Cron Trigger alone.
    const wordpress = await startWordPress({ port: wordpressPort, state, siteOrigin, fresh: true, showLogs, disableWpCron: true });
    stops.push(wordpress.stop);
    const packDay = londonDate(runNow());
    const manifest = await importPack(state, { purge: false, day: packDay });
    const reference = await startLocalSite({ showLogs, siteVars: PATIENT, cmsVars: { PACK_DAY: packDay } });
    stops.push(reference.stop);
    const wordpressSite = await startLocalSite({
      port: wordpressSitePort,
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
    project.provide('wordpress', { url: wordpress.url, admin: wordpress.admin, manifest, packDay });
    project.provide('referenceEditorToken', REFERENCE_EDITOR_TOKEN);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
