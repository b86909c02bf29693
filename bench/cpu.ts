/**
 * CPU time of a process from /proc: utime + stime of /proc/<pid>/stat (clock
 * ticks, every thread of the process) for the load runs, and the per-thread
 * nanosecond counters of /proc/<pid>/task/<tid>/schedstat for per-request
 * probes, where a 10 ms tick is far too coarse.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of the whole process, in ms (resolution: one clock tick). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name "(...)": state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / clockTicks();
}

/** Time on CPU of every thread of the process, in ns (schedstat). */
export function processCpuNs(pid: number): number {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* thread ended */
    }
  }
  return total;
}

export function schedstatAvailable(pid: number): boolean {
  try {
    return processCpuNs(pid) > 0;
  } catch {
    return false;
  }
}

/** Busy share of all CPUs since the previous sample (from /proc/stat), for noting background load. */
export function systemBusy(): () => number {
  const read = () => {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
    const idle = cpu[3]! + (cpu[4] ?? 0);
    return { idle, total: cpu.reduce((a, b) => a + b, 0) };
  };
  const start = read();
  return () => {
    const end = read();
    const total = end.total - start.total;
    return total > 0 ? 1 - (end.idle - start.idle) / total : 0;
  };
}
