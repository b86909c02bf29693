/**
 * Load generation: `wrk` (Debian: `apt-get install -y wrk`) when present,
 * else a Node generator with N keep-alive connections. Both run for a fixed
 * time on loopback and report requests, req/s and p50/p99 latency.
 */
import { execFile, execFileSync } from 'node:child_process';
import http from 'node:http';
import { cpuPlan, pinned } from './pinning.ts';
import { median, quantile } from './stats.ts';

export interface LoadResult {
  tool: 'wrk' | 'node';
  requests: number;
  seconds: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  /** Responses that were not 2xx/3xx, plus socket errors. */
  errors: number;
}

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}

let wrkPath: string | null | undefined;

/** `--node-load`: use the Node generator even when wrk is installed. */
export function enableNodeLoad(): void {
  wrkPath = null;
}

export function findWrk(): string | null {
  if (wrkPath !== undefined) return wrkPath;
  try {
    wrkPath = execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    wrkPath = null;
  }
  return wrkPath;
}

/** Installs wrk with apt-get when it is missing and we may (root, apt present); quiet, bounded. */
export function ensureWrk(log: (line: string) => void): string | null {
  if (wrkPath === null) return null;
  if (findWrk()) return wrkPath!;
  if (process.env.BENCH_NO_INSTALL || process.getuid?.() !== 0) {
    log('wrk not found: using the Node load generator (install wrk with `sudo apt-get install -y wrk` for lower client overhead)');
    return null;
  }
  log('wrk not found: trying `apt-get install -y wrk` ...');
  try {
    execFileSync('apt-get', ['install', '-y', '-q', 'wrk'], {
      stdio: 'ignore',
      timeout: 120_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    log('apt-get install wrk failed: using the Node load generator (install wrk with `apt-get install -y wrk`)');
  }
  wrkPath = undefined;
  return findWrk();
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000;
}

export function parseWrk(output: string): Omit<LoadResult, 'tool'> {
  const percentile = (p: string) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const done = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(output);
  const requests = Number(done?.[1] ?? 0);
  const seconds = done ? toMs(`${done[2]}${done[3]}`) / 1000 : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requests,
    seconds,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? requests / seconds),
    p50ms: percentile('50'),
    p99ms: percentile('99'),
    errors: non2xx + socketErrors,
  };
}

function runWrk(wrk: string, spec: LoadSpec): Promise<LoadResult> {
  const args = ['-t1', `-c${spec.connections}`, `-d${spec.seconds}s`, '--latency', '--timeout', '5s'];
  for (const [name, value] of Object.entries(spec.headers)) args.push('-H', `${name}: ${value}`);
  args.push(spec.url);
  const [command, pinnedArgs] = pinned(wrk, args, cpuPlan()?.rest);
  return new Promise((resolve, reject) => {
    execFile(command, pinnedArgs, { timeout: (spec.seconds + 15) * 1000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
      resolve({ tool: 'wrk', ...parseWrk(stdout) });
    });
  });
}

async function runNode(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + spec.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const request = http.get(spec.url, { agent, headers: spec.headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 400) errors++;
          latencies.push(performance.now() - t0);
          resolve();
        });
        response.on('error', () => {
          errors++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    tool: 'node',
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50ms: median(latencies),
    p99ms: quantile(latencies, 0.99),
    errors,
  };
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const wrk = findWrk();
  return wrk ? runWrk(wrk, spec) : runNode(spec);
}
