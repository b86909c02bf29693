/**
 * Route preloads (app/client/data-loader.ts): links that enter
 * the viewport are preloaded through `/__data`, at most 4 at once. Every data
 * response is held back ~500 ms so the preloads overlap; without the limit
 * the browser alone would allow 6 concurrent requests to the origin.
 */
import { describe, it } from 'vitest';
import { describeProblems, gotoHydrated, sleep, testBrowser } from './browser';

const browser = testBrowser();

// The two pages side by side, each in its own tab: the test mostly waits on the held-back responses.
describe.concurrent('route preloads', () => {
  for (const path of ['/', '/news/']) {
    it(`${path} at 1280×4000 preloads many links, never more than 4 at once`, async ({ expect }) => {
      const t = await browser.open({ viewport: { width: 1280, height: 4000 } });
      let inFlight = 0;
      let maxInFlight = 0;
      const requested: string[] = [];
      try {
        await t.page.route('**/__data**', async (route) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          requested.push(new URL(route.request().url()).searchParams.get('path') ?? '');
          try {
            const response = await route.fetch();
            await sleep(500);
            await route.fulfill({ response });
          } catch {
            // The page went away mid-request: nothing to answer.
          } finally {
            inFlight -= 1;
          }
        });
        await gotoHydrated(t.page, path);
        const visibleTargets = await t.page.evaluate(() => {
          const targets = new Set<string>();
          for (const a of document.querySelectorAll<HTMLAnchorElement>('#app a[href^="/"]')) {
            const box = a.getBoundingClientRect();
            if (box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && a.pathname !== location.pathname)
              targets.add(a.pathname);
          }
          return targets.size;
        });
        expect(visibleTargets, 'internal links in the viewport').toBeGreaterThan(8);

        // Wait for the queue to drain: at least 5 preloads and nothing in flight for a while.
        const deadline = Date.now() + 30_000;
        let quietSince = Date.now();
        let seen = 0;
        while (Date.now() < deadline) {
          if (inFlight > 0 || requested.length !== seen) {
            seen = requested.length;
            quietSince = Date.now();
          } else if (requested.length >= 5 && Date.now() - quietSince > 1_200) {
            break;
          }
          await sleep(100);
        }

        expect(requested.length, `preloads seen: ${requested.join(', ')}`).toBeGreaterThanOrEqual(5);
        expect(new Set(requested).size, 'each target is preloaded once').toBe(requested.length);
        expect(maxInFlight, 'concurrent preloads').toBeGreaterThanOrEqual(2);
        expect(maxInFlight, 'concurrent preloads').toBeLessThanOrEqual(4);
        expect(t.problems, describeProblems(t.problems)).toEqual([]);
      } finally {
        await t.page.unrouteAll({ behavior: 'ignoreErrors' });
        await t.close();
      }
    });
  }
});
