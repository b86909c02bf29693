/**
 * Lighthouse (mobile preset, Debian's chromium) on the home page, a brand page, an article and a job:
 * accessibility, best practices and SEO at 1.0. The CLI is run as a reader would:
 * `CHROME_PATH=/usr/bin/chromium npx lighthouse <url>`. These categories do not depend on the machine's speed;
 * the performance score does, so it is measured by the bench (`npm run bench:lighthouse`), not here.
 */
import { describe, expect, it } from 'vitest';
import { runLighthouse } from '../../scripts/lib/lighthouse.ts';
import { baseUrl } from './browser';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

type Scores = Record<(typeof CATEGORIES)[number], number>;

/** One Lighthouse run; a run that fails to record a trace (NO_NAVSTART and the like) is run again, twice at most. */
function lighthouse(url: string, attempt = 1): { scores: Scores; failing: string[] } {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url: string): { scores: Scores; failing: string[] } {
  const report = runLighthouse(url, CATEGORIES);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, report.categories[category]!.score])) as Scores;
  const failing = CATEGORIES.flatMap((category) =>
    report.categories[category]!.auditRefs.filter(
      (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1,
    ).map((ref) => `${category}: ${ref.id} — ${report.audits[ref.id]!.title}`),
  );
  return { scores, failing };
}

async function jobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/jobs/`)).text();
  return /href="(\/jobs\/[a-z0-9-]+)"/.exec(html)![1]!;
}

describe('Lighthouse', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['brand', '/our-brands/goodfood/'],
    ['article', '/long-read-the-future-of-specialist-media/'],
    ['job', null],
  ] as const) {
    it(
      `${name}: accessibility, best practices and SEO 1.0`,
      async () => {
        const { scores, failing } = lighthouse(`${baseUrl()}${path ?? (await jobPath())}`);
        console.log(`lighthouse ${name}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}`);
        for (const category of CATEGORIES) {
          expect(scores[category], `${category}; failing audits: ${failing.join('; ')}`).toBe(1);
        }
      },
      3 * 60_000,
    );
  }
});
