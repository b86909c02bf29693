/**
 * Starts and stops the bare `workerd serve` processes (site, services) through scripts/lib/server.ts, each
 * logging to .build/bench/<name>.log. Only processes started here are stopped.
 */
import { join } from 'node:path';
import { binCommand } from '../scripts/lib/run-bin.ts';
import { assertPortsFree as assertPortsFreeOn, type Server, startServer } from '../scripts/lib/server.ts';
import { OUT, PORTS } from './config.ts';
import { cpuPlan, pinned } from './pinning.ts';

export type Served = Server;

const started = new Set<Served>();

/** Starts `workerd serve` on a config; the site runs on its own CPU when pinning is possible (pinning.ts). */
export async function serve(name: string, configFile: string, readyUrl: string, extraArgs: string[] = []): Promise<Served> {
  // taskset execs workerd, so the child's pid is workerd's own (cpu.ts reads its CPU time).
  const command = pinned(
    ...binCommand('workerd', ['serve', configFile, ...extraArgs]),
    name === 'site' ? cpuPlan()?.site : cpuPlan()?.rest,
  );
  const server = await startServer({
    name: `workerd (${name})`,
    command,
    cwd: OUT,
    ready: readyUrl,
    output: { file: join(OUT, `${name}.log`) },
  });
  const served: Served = {
    ...server,
    stop: async () => {
      started.delete(served);
      await server.stop();
    },
  };
  started.add(served);
  return served;
}

/** Fails when a bench port is taken (a workerd left over from an interrupted run would answer in its place). */
export function assertPortsFree(): Promise<void> {
  return assertPortsFreeOn('bench', Object.values(PORTS));
}

export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((served) => served.stop()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}
