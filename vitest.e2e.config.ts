/**
 * Browser tests (`npm run test:e2e`): plain Node, no workerd pool. The global
 * setup seeds a private local KV, starts the reference CMS (:8798) and the
 * site (:8797) with `wrangler dev`, and hands the site's URL to the tests;
 * the tests drive Debian's Chromium through playwright-core. Run
 * `npm run build` first (assets/_app and .build/ must exist).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // One browser and one pair of servers: files run one after another.
    fileParallelism: false,
    // Tests a file marks concurrent (focus-visible's pages) run at most this many at a time, each in its own tab.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
