/**
 * Lighthouse (mobile preset, Debian's chromium, median of 3 runs) on the home
 * page, a brand page, an article and a job: performance ≥ 0.95 and
 * accessibility, best practices and SEO at 1.0. The CLI is run as a reader
 * would: `CHROME_PATH=/usr/bin/chromium npx lighthouse <url>`.
 *
 * The mobile preset slows the CPU 4×, which stands for a mid-range phone on a
 * fast desktop host (benchmark index about 1500). This shared VM measured 820
 * to 2000 from one run to the next, mostly below 1500, so 4× emulates a slower
 * phone than the preset means, by a different amount each run (Lighthouse itself warns
 * "slower CPU than Lighthouse expects"). Each run's slowdown is calibrated from
 * the host's benchmark index as Lighthouse's throttling guide does it
 * (`cpuSlowdown`): the median index of the runs so far (the first from a
 * calibration run), as one run's index swings by 2× on this VM.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, CHROMIUM_PATH } from './browser';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET: Record<(typeof CATEGORIES)[number], number> = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

type Scores = Record<(typeof CATEGORIES)[number], number>;

/**
 * The CPU slowdown that makes a host of this benchmark index emulate the preset's phone: Lighthouse's
 * calibration (1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×), linear between those points, never below 1×.
 */
function cpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The host's benchmark index in each run so far: the next run's slowdown is calibrated from their median. */
const hostIndexes: number[] = [];

/** One Lighthouse run; a run that fails to record a trace (NO_NAVSTART and the like) is run again, twice at most. */
function lighthouse(url: string, attempt = 1): { scores: Scores; failing: string[]; slowdown: number } {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url: string): { scores: Scores; failing: string[]; slowdown: number } {
  const out = join(mkdtempSync(join(tmpdir(), 'masthead-lh-')), 'report.json');
  const slowdown = hostIndexes.length === 0 ? 4 : Math.round(cpuSlowdown(median(hostIndexes)) * 100) / 100;
  execFileSync(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'pipe', timeout: 120_000 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; title: string }>;
    environment: { benchmarkIndex: number };
  };
  hostIndexes.push(report.environment.benchmarkIndex);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, report.categories[category]!.score])) as Scores;
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    report.categories[category]!.auditRefs.filter(
      (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1,
    ).map((ref) => `${category}: ${ref.id} — ${report.audits[ref.id]!.title}`),
  );
  return { scores, failing, slowdown };
}

async function jobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/jobs/`)).text();
  return /href="(\/jobs\/[a-z0-9-]+)"/.exec(html)![1]!;
}

describe('Lighthouse', () => {
  beforeAll(() => {
    // Calibration: this run only measures the host (its scores are not read).
    lighthouse(`${baseUrl()}/`);
  }, 3 * 60_000);

  for (const [name, path] of [
    ['home', '/'],
    ['brand', '/our-brands/goodfood/'],
    ['article', '/long-read-the-future-of-specialist-media/'],
    ['job', null],
  ] as const) {
    it(
      `${name}: performance ≥ 0.95, accessibility, best practices and SEO 1.0`,
      async () => {
        const url = `${baseUrl()}${path ?? (await jobPath())}`;
        const runs = Array.from({ length: RUNS }, () => lighthouse(url));
        const result = Object.fromEntries(
          CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
        ) as Scores;
        const slowdowns = runs.map((run) => `${run.slowdown}×`).join(', ');
        console.log(
          `lighthouse ${name}: ${CATEGORIES.map((category) => `${category} ${result[category]}`).join(', ')} (CPU slowdown ${slowdowns})`,
        );
        for (const category of CATEGORIES) {
          expect(
            result[category],
            `${category} (median of ${RUNS}); failing audits: ${runs[0]!.failing.join('; ')}`,
          ).toBeGreaterThanOrEqual(BUDGET[category]);
        }
      },
      6 * 60_000,
    );
  }
});
