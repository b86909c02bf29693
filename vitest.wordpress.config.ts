/**
 * The WordPress back end's tests (`npm run test:wordpress`, part of `npm test`): plain Node, real servers.
 * - `wordpress-unit`: test/wordpress/unit, no servers (the plugin's PHP is run with `php`).
 * - `wordpress`: the contract suite (test/contract, run against every CMS) and the WordPress tests; the global
 *   setup (test/wordpress/global-setup.ts) starts WordPress with the sample pack imported, the reference CMS,
 *   and a site against each, on ports of their own (8880-8883), so a running dev stack is left alone.
 */
import { defineConfig } from 'vitest/config';
import { settleClock } from './scripts/lib/clock-env.ts';

// MASTHEAD_CLOCK=<date>: one offset for WordPress, the sites and the test files alike (scripts/lib/clock-env.ts).
settleClock();

export default defineConfig({
  test: {
    teardownTimeout: 60_000,
    projects: [
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
        },
      },
    ],
  },
});
