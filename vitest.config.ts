/**
 * Worker, app and CMS tests run inside workerd through the Workers Vitest
 * plugin, with the site worker from wrangler.jsonc (real KV, real Cache API)
 * and the reference CMS as an auxiliary worker that receives every outbound
 * fetch of the site: real HTTP semantics, no hand-written fetch mock.
 * Run `npm run build` first (the CMS bundle and the client build info).
 */

import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { settleClock } from './scripts/lib/clock-env.ts';
import { productionOrigin } from './scripts/lib/site-origin.ts';

export const TEST_SECRETS = {
  PREVIEW_SECRET: 'test-preview-secret-0123456789',
  PURGE_SECRET: 'test-purge-secret-0123456789',
  EDITOR_TOKEN: 'test-editor-token-0123456789',
};

/** The canonical origin the tests request on: production's (wrangler.jsonc's top level is local development). */
const ORIGIN = productionOrigin();
/** The one clock (contract/clock.ts): `MASTHEAD_CLOCK=<date>` moves the site's and the CMS's calendar together. */
const CLOCK_OFFSET_MS = settleClock();

/** Stands in for the site's purge endpoint when the CMS publishes: answers 200 (the CMS logs each call it sends). */
const PURGE_RECORDER =
  'export default { async fetch(request) { await request.arrayBuffer(); return Response.json({ ok: true, version: "recorded" }); } };';

export default defineConfig({
  plugins: [
    cloudflareTest({
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
    }),
  ],
  test: {
    include: ['test/{worker,app,cms}/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/helpers/setup.ts'],
    fileParallelism: false,
    // Guards against a hang only: waits are for events (test/helpers/wait.ts), never for a deadline.
    testTimeout: 120_000,
  },
});
