/**
 * `npm test` after the build: every suite, in three lanes side by side, then the one file that must run alone.
 * Much of each suite waits on servers, timers and Chromium rather than on the processor, so on a 2-core machine
 * the lanes overlap well (`--serial` runs the same steps one after another, for comparison).
 *
 * - lane 1: typecheck, the workerd tests (`npm run test:unit`), the operations tests, the WordPress tests on 6.8
 *   and 7.1;
 * - lane 2: Lighthouse (a site and CMS of its own), then the WordPress tests on 6.1, the slowest line (WordPress,
 *   the reference CMS and a site against each);
 * - lane 3: the browser tests (`npm run test:e2e`) but Lighthouse and version-skew;
 * - last, alone, on servers started for it: version-skew, which rebuilds the client into assets/_app and
 *   .build/build-info.json, files every `wrangler dev` of the other lanes watches and serves.
 *
 * Why a runner beside vitest.config.ts, which declares every lane as a project: one vitest process cannot run
 * `npm test`'s steps. The WordPress project runs once per release line (its global setup reads WORDPRESS_VERSION:
 * one line per process); version-skew must run after every other lane's servers have stopped, and vitest tears
 * global setups down only at the end of a run; typecheck is no vitest run. So each step is one `npm run` here.
 *
 * Every `wrangler dev` first builds the client if its inputs changed since the last build (wrangler.jsonc's
 * build command), which would swap the client under the other lanes' pages: the lanes start their servers
 * early (WordPress's sites about a minute in, after Lighthouse), so a tree edited during the run is seldom
 * rebuilt mid-run.
 *
 * Every server gets free ports (scripts/lib/server.ts), so the lanes share none, and the workerd tests
 * run in-process. Lighthouse waits for the e2e site to be up before it starts, so the two sites' first builds and
 * starts do not compete for the processor: the e2e set-up writes its site's address to a file named here
 * (E2E_READY_FILE) once it answers. A port chosen here instead would be the OS's to give to another lane's server
 * before the e2e site binds it (a CI run failed so). Each step's
 * output is printed whole when the step ends, a failing step does not stop the others, and the exit code is 1
 * if any step failed.
 * @module
 */

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from '../../scripts/lib/chrome-path.ts';
import { settleClock } from '../../scripts/lib/clock-env.ts';

const LIGHTHOUSE = 'test/e2e/lighthouse.test.ts';
const VERSION_SKEW = 'test/e2e/version-skew.test.ts';
const LAYOUT_WALKS = ['test/e2e/header-fit.test.ts', 'test/e2e/keyboard-focus.test.ts'];
/** Written by the browser tests' set-up once their site answers, so Lighthouse can wait for it. */
const scratch = mkdtempSync(join(tmpdir(), 'masthead-npm-test-'));
const E2E_READY_FILE = join(scratch, 'e2e-site');
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A file that must exist (or 2 minutes pass) before the step starts. */
  after?: string;
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  /** A failed step's failing tests and errors, repeated after the summary: CI keeps only an output's tail. */
  failures: string[];
}

const npm = (...args: string[]) => ['npm', 'run', '--silent', ...args];

/** The WordPress tests on one release line. */
function wordpressTests(line: '6.1' | '6.8' | '7.1'): Step {
  return { name: `WordPress ${line} tests`, command: npm('test:wordpress'), env: { WORDPRESS_VERSION: line } };
}

// MASTHEAD_CLOCK=<date> npm test: one clock offset for every process of the run (scripts/lib/clock-env.ts).
const offset = settleClock();
if (offset !== 0) console.log(`the clock reads ${new Date(Date.now() + offset).toISOString()} (MASTHEAD_CLOCK)`);

/**
 * `--other-days` (CI, after `npm test`): the workerd and browser suites again on other days, in two lanes side by
 * side: with the one clock more than a year ahead, and (workerd) at 00:30 on a summer day in London, 23:30 UTC the day
 * before. `--ahead` and `--summer` name the instants. The WordPress suite keeps the real date: WordPress core dates
 * posts, nonces and cron by the system clock.
 */
function otherDays(): Step[][] {
  const value = (flag: string) => process.argv[process.argv.indexOf(flag) + 1]!;
  const ahead = { MASTHEAD_CLOCK: value('--ahead') };
  const summer = { MASTHEAD_CLOCK: value('--summer') };
  return [
    [
      { name: 'workerd tests, a year ahead', command: npm('test:unit'), env: ahead },
      { name: 'workerd tests, a summer night', command: npm('test:unit'), env: summer },
    ],
    // Less the two longest layout walks, which npm test runs: the header's fit on generated menus (a harness page, no
    // content) and the keyboard walks (focus order and the header's height, which no date changes).
    [
      {
        name: 'e2e tests, a year ahead',
        command: npm('test:e2e', '--', ...[LIGHTHOUSE, VERSION_SKEW, ...LAYOUT_WALKS].flatMap((file) => ['--exclude', file])),
        env: ahead,
      },
    ],
  ];
}

const lanes: Step[][] = process.argv.includes('--other-days')
  ? otherDays()
  : [
      [
        { name: 'typecheck', command: npm('typecheck') },
        { name: 'workerd tests', command: npm('test:unit') },
        { name: 'ops tests', command: npm('test:ops') },
        // Every WordPress test on each line CI runs (scripts/wordpress/core.ts): trixie's 6.8 and sid's 7.1 here.
        wordpressTests('6.8'),
        wordpressTests('7.1'),
      ],
      [
        // A site of its own on free ports (an E2E_PORT given for the run is the other lane's).
        { name: 'e2e Lighthouse', command: npm('test:e2e', '--', LIGHTHOUSE), env: { E2E_PORT: '' }, after: E2E_READY_FILE },
        // Debian 12's 6.1 here.
        wordpressTests('6.1'),
      ],
      [{ name: 'e2e tests', command: npm('test:e2e', '--', '--exclude', LIGHTHOUSE, '--exclude', VERSION_SKEW), env: { E2E_READY_FILE } }],
    ];
const last: Step | null = process.argv.includes('--other-days')
  ? null
  : { name: 'e2e version-skew', command: npm('test:e2e', '--', VERSION_SKEW) };

// Once, before the lanes: their suites' global set-ups would otherwise each find the browser missing on a new machine.
ensureChromium();

const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

async function run(step: Step): Promise<Outcome> {
  if (step.after) await appears(step.after, 120_000);
  const begun = Date.now();
  console.log(`${clock()}  start  ${step.name}: ${step.command.join(' ')}`);
  const output: Buffer[] = [];
  // Colours as a terminal would show them, when the output goes to one.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {};
  const child = spawn(step.command[0]!, step.command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...colour, ...step.env },
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.once('close', (code, signal) => {
      const text = Buffer.concat(output).toString();
      const failed = (code ?? (signal ? 1 : 0)) !== 0;
      const outcome = {
        name: step.name,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - begun) / 1000,
        failures: failed ? failuresIn(text) : [],
      };
      process.stdout.write(`\n──── ${step.name} ────\n${text}\n`);
      console.log(`${clock()}  ${outcome.code === 0 ? 'passed' : 'FAILED'} ${step.name} in ${outcome.seconds.toFixed(1)} s`);
      done(outcome);
    });
  });
}

/** Resolves once `file` exists, or when `ms` pass first. */
async function appears(file: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!existsSync(file) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
}

/** Vitest's and tsc's lines that name what failed, without colours. */
function failuresIn(text: string): string[] {
  const plain = stripVTControlCharacters(text);
  const named = plain
    .split('\n')
    .filter((line) => /^\s*(FAIL\s|×\s|❯ .*\(\d+ tests? \| \d+ failed|AssertionError|Error:|.*error TS\d+)/.test(line));
  return [...new Set(named.map((line) => line.trim()))].slice(0, 30);
}

async function runLane(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await run(step));
  return outcomes;
}

const serial = process.argv.includes('--serial');
const steps = last ? [...lanes.flat(), last] : lanes.flat();
const outcomes = serial
  ? await runLane(steps.map((step) => ({ ...step, after: undefined })))
  : [...(await Promise.all(lanes.map(runLane))).flat(), ...(last ? [await run(last)] : [])];

console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(1)} s after the build${serial ? ', one step at a time' : ''}`);
for (const outcome of outcomes)
  console.log(`  ${outcome.code === 0 ? 'passed' : 'FAILED'}  ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.name}`);
for (const outcome of outcomes.filter((each) => each.failures.length > 0))
  console.log(`\n${outcome.name} failed:\n${outcome.failures.map((line) => `  ${line}`).join('\n')}`);
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
