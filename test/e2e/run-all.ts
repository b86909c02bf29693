/**
 * `npm test` after the build: every suite, in two lanes side by side (the machine has two cores, and much of
 * each suite waits on servers, timers and Chromium rather than on the processor), then the one file that must
 * run alone.
 *
 * - lane 1: typecheck, the workerd tests (`npm run test:unit`), the operations tests, then the WordPress tests;
 * - lane 2: the browser tests (`npm run test:e2e`) but version-skew;
 * - last, alone: version-skew, which rebuilds the client into assets/_app and .build/build-info.json, files
 *   every `wrangler dev` of the other suites watches and serves.
 *
 * The lanes' servers do not meet: the e2e pair is on :8797/:8798, WordPress and its sites on :8880-8883, the
 * workerd tests run in-process; WordPress starts its sites minutes after the e2e pair has started (two
 * `wrangler dev` starting at once can pick the same inspector port). Each step's output is printed whole when
 * the step ends, lanes keep going when a step of the other fails, and the exit code is 1 if any step failed.
 * `node test/e2e/run-all.ts --serial` runs the same steps one after another.
 * @module
 */
import { spawn } from 'node:child_process';

const VERSION_SKEW = 'test/e2e/version-skew.test.ts';

interface Step {
  name: string;
  command: string[];
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

const npm = (...args: string[]) => ['npm', 'run', '--silent', ...args];

const lanes: Step[][] = [
  [
    { name: 'typecheck', command: npm('typecheck') },
    { name: 'workerd tests', command: npm('test:unit') },
    { name: 'ops tests', command: npm('test:ops') },
    { name: 'WordPress tests', command: npm('test:wordpress') },
  ],
  [{ name: 'e2e tests (but version-skew)', command: npm('test:e2e', '--', '--exclude', VERSION_SKEW) }],
];
const last: Step = { name: 'e2e version-skew', command: npm('test:e2e', '--', VERSION_SKEW) };

const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

function run(step: Step): Promise<Outcome> {
  const begun = Date.now();
  console.log(`${clock()}  start  ${step.name}: ${step.command.join(' ')}`);
  const output: Buffer[] = [];
  // Colours as a terminal would show them, when the output goes to one.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env;
  const child = spawn(step.command[0]!, step.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.once('close', (code, signal) => {
      const outcome = { name: step.name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - begun) / 1000 };
      process.stdout.write(`\n──── ${step.name} ────\n${Buffer.concat(output).toString()}\n`);
      console.log(`${clock()}  ${outcome.code === 0 ? 'passed' : 'FAILED'} ${step.name} in ${outcome.seconds.toFixed(1)} s`);
      done(outcome);
    });
  });
}

async function runLane(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await run(step));
  return outcomes;
}

const serial = process.argv.includes('--serial');
const outcomes = serial ? await runLane([...lanes.flat(), last]) : [...(await Promise.all(lanes.map(runLane))).flat(), await run(last)];

console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(1)} s after the build${serial ? ', one step at a time' : ''}`);
for (const outcome of outcomes)
  console.log(`  ${outcome.code === 0 ? 'passed' : 'FAILED'}  ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.name}`);
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
