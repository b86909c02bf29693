/**
 * Global setup of the browser tests: serves the site as `npm start` does, on
 * free ports, so a running dev server (:8787/:8788) is left alone.
 *
 * The servers come from the project's one local-site starter
 * (scripts/lib/local-site.ts, also used by the link checker and the smoke
 * check): it checks that `npm run build` has run, seeds the legacy redirect
 * table into a private state directory, starts the reference CMS and
 * then the site (NODE_ENV=production, so React's production build is
 * rendered), and stops both process groups and removes the state on teardown.
 * The tests get the site's URL (`inject('baseUrl')`) and the CMS's URL
 * (`inject('cmsUrl')`).
 *
 * Set E2E_SERVER_LOGS=1 to see the servers' output, E2E_PORT to put the pair
 * on fixed ports (site on it, CMS on it + 1), or E2E_BASE_URL (and E2E_CMS_URL)
 * to test servers that are already running instead. With E2E_READY_FILE, the
 * site's address is written there once it answers (`npm test`'s Lighthouse
 * step waits for it).
 */
import { writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/lib/chrome-path.ts';
import { startLocalSite } from '../../scripts/lib/local-site.ts';
import { answers } from '../../scripts/lib/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cmsUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  // E2E_BASE_URL=http://127.0.0.1:8787 runs the tests against servers already running (`npm start`).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    if (!(await answers(`${external}/__floor`))) throw new Error(`e2e: E2E_BASE_URL ${external} does not answer /__floor`);
    project.provide('baseUrl', external.replace(/\/$/, ''));
    // Default: the CMS beside it, as `npm start` places it (the site's port + 1).
    project.provide('cmsUrl', process.env.E2E_CMS_URL ?? `http://127.0.0.1:${Number(new URL(external).port || 80) + 1}`);
    return async () => undefined;
  }
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
  const site = await startLocalSite({ port, showLogs: process.env.E2E_SERVER_LOGS === '1' });
  if (process.env.E2E_READY_FILE) writeFileSync(process.env.E2E_READY_FILE, site.url);
  project.provide('baseUrl', site.url);
  project.provide('cmsUrl', site.cmsUrl);
  return site.stop;
}
