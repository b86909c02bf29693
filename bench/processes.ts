/**
 * Starts and stops the two bare `workerd serve` processes (site, services).
 * Only processes started here are stopped, by their pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { binCommand } from '../scripts/lib/run-bin.ts';
import { HOST, OUT, PORTS } from './config.ts';
import { cpuPlan, pinned } from './pinning.ts';

export interface Served {
  name: string;
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

const started = new Set<Served>();

/** Starts `workerd serve` on a config; the site runs on its own CPU when pinning is possible (pinning.ts). */
export async function serve(name: string, configFile: string, readyUrl: string, extraArgs: string[] = []): Promise<Served> {
  const log = createWriteStream(join(OUT, `${name}.log`));
  // taskset execs workerd, so the child's pid is workerd's own.
  const [command, args] = pinned(
    ...binCommand('workerd', ['serve', configFile, ...extraArgs]),
    name === 'site' ? cpuPlan()?.site : cpuPlan()?.rest,
  );
  const child = spawn(command, args, { cwd: OUT, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  if (!child.pid) throw new Error(`workerd (${name}) did not start`);
  const served: Served = {
    name,
    child,
    pid: child.pid,
    stop: async () => {
      started.delete(served);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await gone;
      clearTimeout(timer);
    },
  };
  started.add(served);
  for (let i = 0; i < 200; i++) {
    if (exited !== undefined) throw new Error(`workerd (${name}) exited with ${exited}; see ${join(OUT, `${name}.log`)}`);
    try {
      const response = await fetch(readyUrl);
      await response.arrayBuffer();
      return served;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await served.stop();
  throw new Error(`workerd (${name}) did not answer ${readyUrl} within 10 s`);
}

/** Fails when a bench port is taken (a workerd left over from an interrupted run would answer in its place). */
export async function assertPortsFree(): Promise<void> {
  const taken: number[] = [];
  await Promise.all(
    Object.values(PORTS).map(
      (port) =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: HOST, port });
          socket.once('connect', () => {
            taken.push(port);
            socket.destroy();
            resolve();
          });
          socket.once('error', () => resolve());
        }),
    ),
  );
  if (taken.length) {
    throw new Error(
      `ports ${taken.join(', ')} on ${HOST} are in use: stop what listens there (\`ss -ltnp | grep -E ':(${taken.join('|')})'\`) and run again`,
    );
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((served) => served.stop()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const served of started) served.child.kill('SIGTERM');
    process.exit(130);
  });
}
