/**
 * CPU pinning: when `taskset` exists and there are at least 2 CPUs, the site's
 * workerd runs alone on CPU 0, and everything that generates or serves its
 * load (wrk or the Node generator, this process, the services workerd) on
 * the others, so the load generator never takes CPU from the measured worker.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface CpuPlan {
  /** CPU list of the site workerd (taskset -c syntax). */
  site: string;
  /** CPU list of everything else. */
  rest: string;
}

let plan: CpuPlan | null | undefined;

export function cpuPlan(): CpuPlan | null {
  if (plan !== undefined) return plan;
  const cpus = availableParallelism();
  let taskset = false;
  try {
    taskset = execFileSync('sh', ['-c', 'command -v taskset'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    /* not installed */
  }
  plan = taskset && cpus >= 2 ? { site: '0', rest: cpus === 2 ? '1' : `1-${cpus - 1}` } : null;
  return plan;
}

/** The command and arguments that run `command` on `cpus` (unchanged without a plan). */
export function pinned(command: string, args: string[], cpus: string | undefined): [string, string[]] {
  return cpuPlan() && cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
}

/** Moves every thread of this process to the `rest` CPUs. */
export function pinSelf(): void {
  const current = cpuPlan();
  if (!current) return;
  execFileSync('taskset', ['-a', '-p', '-c', current.rest, String(process.pid)], { stdio: 'ignore' });
}

export function describePlan(): string {
  const current = cpuPlan();
  return current
    ? `pinned with taskset: site workerd on CPU ${current.site}; load generator, bench and services on CPU ${current.rest}`
    : 'not pinned (no taskset, or 1 CPU): load generator and workerd share the CPUs';
}
