/**
 * One Lighthouse CLI run as a reader would start it (`CHROME_PATH=/usr/bin/chromium npx lighthouse <url>`, the
 * mobile preset, Debian's Chromium headless), returning the JSON report. Used by the browser tests
 * (accessibility, best practices, SEO) and by the bench (performance).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromePath } from './chrome-path.ts';
import { binCommand } from './run-bin.ts';

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export interface LighthouseReport {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string }>;
  environment: { benchmarkIndex: number };
}

/**
 * Lighthouse's own transient failures, which it asks to be met with another run ("Please run Lighthouse again",
 * such as NO_NAVSTART when Chromium's trace missed the navigation's start): a second run, not a finding.
 */
const RUN_AGAIN = /Please run Lighthouse again/;

export function runLighthouse(url: string, categories: readonly string[], extraArgs: string[] = []): LighthouseReport {
  const out = join(mkdtempSync(join(tmpdir(), 'masthead-lh-')), 'report.json');
  const args = binCommand('lighthouse', [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${categories.join(',')}`,
    ...extraArgs,
    `--chrome-flags=${CHROME_FLAGS}`,
  ]);
  const options = { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: 'pipe' as const, timeout: 120_000 };
  try {
    execFileSync(...args, options);
  } catch (error) {
    if (!RUN_AGAIN.test(String((error as { stderr?: Buffer }).stderr ?? ''))) throw error;
    execFileSync(...args, options);
  }
  return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
}
