/**
 * Browser tests (`npm run test:e2e`): plain Node, no workerd pool. The global
 * setup seeds a private local KV, starts the reference CMS (:8798) and the
 * site (:8797) with `wrangler dev`, and hands the site's URL to the tests;
 * the tests drive Debian's Chromium through playwright-core. Run
 * `npm run build` first (assets/_app and .build/ must exist).
 */
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { settleClock } from './scripts/lib/clock-env.ts';

// MASTHEAD_CLOCK=<date>: one offset for the servers and the test files alike (scripts/lib/clock-env.ts).
settleClock();

/**
 * Files in vitest's usual order (slowest first), but version-skew last: it rebuilds the client the site serves,
 * so no other file may be loading pages meanwhile (`npm test` runs it alone, after every other suite).
 */
class VersionSkewLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => file.moduleId.endsWith('/version-skew.test.ts');
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)];
  }
}

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // One browser and one pair of servers: files run one after another.
    fileParallelism: false,
    // Tests a file marks concurrent (focus-visible's pages) run at most this many at a time, each in its own tab.
    maxConcurrency: 3,
    sequence: { sequencer: VersionSkewLast },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
