/**
 * Child processes of the local WordPress stack: started in their own process
 * group with their output kept for error messages, waited for until they
 * answer, and stopped (group and all) on request or when Node exits.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Service {
  name: string;
  child: ChildProcess;
  /** The last lines the process printed. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; showLogs?: boolean },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (options.showLogs) process.stderr.write(`[${name}] ${text}`);
    lines.push(text);
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    kill('SIGTERM');
    const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 10_000));
    if ((await Promise.race([exited, timeout])) === 'timeout') kill('SIGKILL');
  };
  return { name, child, output: () => lines.join('').slice(-4_000), exited, stop };
}

/** Polls `ready` until it is true, the service exits, or the time runs out. */
export async function waitFor(service: Service, what: string, ready: () => Promise<boolean> | boolean, seconds = 60): Promise<void> {
  let gone = false;
  void service.exited.then(() => (gone = true));
  const deadline = Date.now() + seconds * 1_000;
  while (Date.now() < deadline && !gone) {
    if (await ready()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${service.name} ${gone ? 'exited' : `was not ready (${what}) within ${seconds} s`}. Last output:\n${service.output()}`);
}
