/**
 * The one way the project starts a local server (`npm start`, `npm run cms`, WordPress and its MariaDB, the test
 * setups, the link checker, the smoke check, the benches): a child process in a process group of its own, its
 * last output kept for the error message, ready when it answers, stopped group and all, and killed when Node
 * exits. Ports for tests and benches are found free (`freePorts`); the fixed defaults are for people:
 * site 8787, CMS 8788 (their inspectors 8789/8790, Vite 8792) and WordPress 8890.
 *
 * Readiness is defined once (`answers`): a GET of the server's ready URL, redirects not followed, answers a
 * status below 400. Waiting for it ends when the server answers, fails at once with the server's output when the
 * process exits, and otherwise fails after the hang guard (two minutes; a busy machine is slow, not hung) or when
 * the caller's AbortSignal fires.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { connect, createServer, type Server as NetServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { Command } from './run-bin.ts';

/**
 * The fixed ports people use, named once (tests and benches take free ones). wrangler.jsonc and cms/wrangler.toml
 * spell the same for a bare `wrangler dev`; test/ops/wrangler-config.test.ts holds them to these.
 */
export const DEFAULT_PORTS = { site: 8787, cms: 8788, wordpress: 8890 } as const;

const LOOPBACK = '127.0.0.1';
/** One probe's own limit: a server that accepts the connection and never answers is not ready. */
const PROBE_MS = 5_000;
const POLL_MS = 100;
/** Guards against a hang only, never a deadline a slow start must meet. */
const HANG_GUARD_MS = 120_000;
/** How long `stop()` lets the group end on SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 10_000;
const GROUPS = process.platform !== 'win32';

/** The one readiness rule: a GET of `url`, redirects not followed, answers a status below 400. */
export async function answers(url: string, signal?: AbortSignal): Promise<boolean> {
  const limit = AbortSignal.timeout(PROBE_MS);
  try {
    const response = await fetch(url, { redirect: 'manual', signal: signal ? AbortSignal.any([signal, limit]) : limit });
    await response.body?.cancel();
    return response.status < 400;
  } catch {
    return false;
  }
}

/**
 * Where `freePorts` looks: below the kernel's ephemeral range. A port the OS hands out (`listen(0)`: workerd's and
 * miniflare's own sockets, vitest's workers) comes from that range, so one found free there could be given to another
 * lane's server between our finding it and our server binding it, a window of a minute for a WordPress test site.
 * Ports below it are only ever taken by asking for them. Elsewhere than Linux, the OS's own choice.
 */
function quietRange(): [number, number] | undefined {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low !== undefined && low > 12_000 ? [10_000, low] : undefined;
  } catch {
    return undefined;
  }
}

function listen(server: NetServer, port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    server.once('error', () => done(false));
    server.listen(port, host, () => done(true));
  });
}

/** `count` distinct ports free on `host` now (all held open until each is known, then released). */
export async function freePorts(count: number, host = LOOPBACK): Promise<number[]> {
  const range = quietRange();
  const servers: NetServer[] = [];
  try {
    while (servers.length < count) {
      const server = createServer();
      const port = range ? range[0] + Math.floor(Math.random() * (range[1] - range[0])) : 0;
      if (await listen(server, port, host)) servers.push(server);
    }
    return servers.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}

export async function freePort(host = LOOPBACK): Promise<number> {
  const [port] = await freePorts(1, host);
  return port!;
}

/** Whether something accepts connections on host:port. */
function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Fails when something listens on one of `ports` (a leftover server would answer in the new one's place). */
export async function assertPortsFree(name: string, ports: readonly number[], host = LOOPBACK): Promise<void> {
  const taken = (await Promise.all(ports.map(async (port) => ((await portTaken(port, host)) ? port : null)))).filter(
    (port) => port !== null,
  );
  if (taken.length) {
    throw new Error(
      `${name}: ${taken.map((port) => `${host}:${port}`).join(', ')} in use: stop what listens there (\`ss -ltnp | grep -E ':(${taken.join('|')})\\b'\`) or choose other ports`,
    );
  }
}

export interface ServerSpec {
  /** Names the server in messages and log prefixes. */
  name: string;
  command: Command;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Ports the server will listen on: each must be free before it starts (on `host`, default loopback). */
  ports?: number[];
  host?: string;
  /** The URL that must answer (`answers`), or for a server without HTTP a check of its own. */
  ready: string | (() => boolean | Promise<boolean>);
  /**
   * Where its output goes: kept for the error message only (`keep`, the default), also printed with a
   * `[name]` prefix (`show`), this terminal's own (`inherit`: nothing kept), or a log file (and kept).
   */
  output?: 'keep' | 'show' | 'inherit' | { file: string };
  /** Each line of its standard output (with `inherit`, the caller prints them: only stderr is the terminal's). */
  onLine?: (line: string) => void;
  /** Stops waiting (and the server) when it fires. */
  signal?: AbortSignal;
  hangGuardMs?: number;
  /**
   * How long `stop()` lets the group end on SIGTERM before SIGKILL (default 10 s). A server that stops servers of
   * its own (`npm start` under start:wordpress) needs longer than theirs: killed first, it would leave them running.
   */
  stopGraceMs?: number;
}

export interface Server {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Settles with the exit code (null after a signal) when the process ends. */
  exited: Promise<number | null>;
  /** The last of its output (empty with `output: 'inherit'`). */
  output(): string;
  stop(): Promise<void>;
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || !running(child)) return;
  try {
    if (GROUPS) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    /* gone meanwhile */
  }
}

/** Starts the server and resolves once it is ready; on failure it is stopped and the error carries its output. */
export async function startServer(spec: ServerSpec): Promise<Server> {
  const host = spec.host ?? LOOPBACK;
  for (const port of spec.ports ?? []) {
    if (await portTaken(port, host))
      throw new Error(`${spec.name}: ${host}:${port} is in use: stop what listens there, or choose another port`);
  }
  const output = spec.output ?? 'keep';
  const inherit = output === 'inherit';
  const child = spawn(spec.command[0], spec.command[1], {
    cwd: spec.cwd,
    env: spec.env ?? process.env,
    detached: GROUPS,
    stdio: ['ignore', inherit && !spec.onLine ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
  });
  const kept: string[] = [];
  const file = typeof output === 'object' ? createWriteStream(output.file) : undefined;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (output === 'show') process.stderr.write(`[${spec.name}] ${text}`);
    file?.write(chunk);
    kept.push(text);
    if (kept.length > 200) kept.shift();
  };
  if (!inherit) {
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  if (spec.onLine && child.stdout) createInterface({ input: child.stdout }).on('line', spec.onLine);
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.once('error', (error) => {
      kept.push(`${error.message}\n`);
      done(null);
    });
  });
  void exited.then(() => file?.end());
  const onExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', onExit);
  const server: Server = {
    name: spec.name,
    child,
    pid: child.pid ?? 0,
    exited,
    output: () => kept.join('').slice(-4_000),
    stop: async () => {
      process.off('exit', onExit);
      if (!running(child)) return;
      signalGroup(child, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((done) => {
        timer = setTimeout(() => done('late'), spec.stopGraceMs ?? STOP_GRACE_MS);
      });
      if ((await Promise.race([exited, late])) === 'late') signalGroup(child, 'SIGKILL');
      clearTimeout(timer);
    },
  };
  try {
    await waitUntilReady(server, spec);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Polls `check` until it holds (true), or `stop()` says to give up, or `ms` pass (false). */
async function poll(check: () => Promise<boolean>, ms: number, stop: () => boolean = () => false, signal?: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!stop()) {
    signal?.throwIfAborted();
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  return false;
}

/** Waits for a server another process starts: true once `url` answers, false when `ms` pass first. */
export function answersWithin(url: string, ms: number, signal?: AbortSignal): Promise<boolean> {
  return poll(() => answers(url, signal), ms, undefined, signal);
}

async function waitUntilReady(server: Server, spec: ServerSpec): Promise<void> {
  const ready = spec.ready;
  const check = async () => {
    if (typeof ready === 'string') return answers(ready, spec.signal);
    try {
      return await ready();
    } catch {
      return false; // not up yet
    }
  };
  const guardMs = spec.hangGuardMs ?? HANG_GUARD_MS;
  let gone = false;
  void server.exited.then(() => (gone = true));
  if (await poll(check, guardMs, () => gone, spec.signal)) return;
  const what = typeof ready === 'string' ? `answer ${ready}` : 'become ready';
  const why = gone ? `exited (${server.child.exitCode ?? server.child.signalCode})` : `did not ${what} within ${guardMs / 1000} s`;
  const log = typeof spec.output === 'object' ? ` (log: ${spec.output.file})` : '';
  throw new Error(`${server.name} ${why}${log}. Last output:\n${server.output() || '(shown above)'}`);
}
