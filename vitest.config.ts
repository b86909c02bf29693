/**
 * Every test lane, as one vitest project each (`--project <name>` picks one; a file filter runs only the projects
 * that include the file, and a project's global setup runs only when its files do):
 * - `unit` (`npm run test:unit`): worker, app and CMS tests inside workerd through the Workers Vitest plugin, with
 *   the site worker from wrangler.jsonc (real KV, real Cache API) and the reference CMS as an auxiliary worker that
 *   receives every outbound fetch of the site: real HTTP semantics, no hand-written fetch mock.
 * - `ops` (`npm run test:ops`): plain Node: the committed wrangler.jsonc, the docs, the operator scripts' pure
 *   parts and the server starter (scripts/lib/server.ts, with throwaway Node servers).
 * - `e2e` (`npm run test:e2e`): the browser tests; the global setup (test/e2e/global-setup.ts) serves the site as
 *   `npm start` does, on free ports, and the tests drive Debian's Chromium through playwright-core.
 * - `wordpress-unit` and `wordpress` (`npm run test:wordpress`): the plugin's PHP run with `php`; the contract
 *   suite (test/contract, run against every CMS) and the WordPress tests, against WordPress (WORDPRESS_VERSION
 *   picks the line), the reference CMS and a site against each (test/wordpress/global-setup.ts).
 * `npm test` runs them through test/e2e/run-all.ts, which says why it is a runner of its own. Run `npm run build`
 * first (the CMS bundle, the client build and its build info).
 */

import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { settleClock } from './scripts/lib/clock-env.ts';
import { productionOrigin } from './scripts/lib/site-origin.ts';

export const TEST_SECRETS = {
  PREVIEW_SECRET: 'test-preview-secret-0123456789',
  PURGE_SECRET: 'test-purge-secret-0123456789',
  EDITOR_TOKEN: 'test-editor-token-0123456789',
};

/** The canonical origin the tests request on: production's (wrangler.jsonc's top level is local development). */
const ORIGIN = productionOrigin();
/**
 * The one clock (contract/clock.ts): `MASTHEAD_CLOCK=<date>` moves the calendar of the site, the CMS, WordPress
 * and the test files together (one offset for every process of the run, scripts/lib/clock-env.ts).
 */
const CLOCK_OFFSET_MS = settleClock();

/** Stands in for the site's purge endpoint when the CMS publishes: answers 200 (the CMS logs each call it sends). */
const PURGE_RECORDER =
  'export default { async fetch(request) { await request.arrayBuffer(); return Response.json({ ok: true, version: "recorded" }); } };';

/**
 * Files in vitest's usual order (slowest first), but the browser tests' version-skew last: it rebuilds the client
 * the site serves, so no other file may be loading pages meanwhile (`npm test` runs it alone, after every other lane).
 */
class VersionSkewLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => file.moduleId.endsWith('/version-skew.test.ts');
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)];
  }
}

const workerd = cloudflareTest({
  wrangler: { configPath: './wrangler.jsonc' },
  miniflare: {
    bindings: {
      ...TEST_SECRETS,
      SITE_ORIGIN: ORIGIN,
      NODE_ENV: 'test',
      CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
      // Property tests' case counts (test/helpers/property-runs.ts): `full` under `npm run test:properties`.
      PROPERTY_RUNS: process.env.PROPERTY_RUNS ?? 'quick',
    },
    outboundService: 'cms',
    workers: [
      {
        name: 'cms',
        modules: true,
        scriptPath: './.build/cms/index.js',
        compatibilityDate: '2026-11-01',
        bindings: {
          SITE_PUBLIC_ORIGIN: ORIGIN,
          PREVIEW_SECRET: TEST_SECRETS.PREVIEW_SECRET,
          PREVIEW_TOKEN_TTL_SECONDS: '3600',
          EDITOR_TOKEN: TEST_SECRETS.EDITOR_TOKEN,
          PURGE_SECRET: TEST_SECRETS.PURGE_SECRET,
          SITE_PURGE_URL: `${ORIGIN}/__purge`,
          CMS_EXTRA_ARTICLES: '0',
          CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
        },
        // The CMS's only outbound call is the purge webhook: it goes to the recorder.
        outboundService: 'purge-recorder',
      },
      { name: 'purge-recorder', modules: true, script: PURGE_RECORDER },
    ],
  },
});

export default defineConfig({
  test: {
    sequence: { sequencer: VersionSkewLast },
    teardownTimeout: 60_000,
    projects: [
      {
        plugins: [workerd],
        test: {
          name: 'unit',
          include: ['test/{worker,app,cms}/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/helpers/setup.ts'],
          fileParallelism: false,
          // One runtime for every file (a new one per file cost about ten seconds each); test/helpers/setup.ts
          // gives each file what a new runtime would hold.
          isolate: false,
          // Guards against a hang only: waits are for events (test/helpers/wait.ts), never for a deadline.
          testTimeout: 120_000,
        },
      },
      { test: { name: 'ops', include: ['test/ops/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          // One browser and one pair of servers: files run one after another.
          fileParallelism: false,
          // Tests a file marks concurrent (keyboard-focus's pages) run at most this many at a time, each in its own tab.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits for an event; its default one second is a deadline a busy machine misses.
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'wordpress-unit',
          include: ['test/wordpress/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'wordpress',
          include: ['test/contract/**/*.test.ts', 'test/wordpress/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/wordpress/global-setup.ts'],
          // One WordPress, one pair of sites: files run one after another.
          fileParallelism: false,
          // wp-admin runs on PHP's one-request-at-a-time server beside the other suites of `npm test`: generous.
          testTimeout: 300_000,
          hookTimeout: 600_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
