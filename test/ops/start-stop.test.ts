/**
 * `npm start` and `npm run dev` (scripts/start.ts) as a newcomer runs them (issue 54): on free ports, with no
 * local secrets file (MASTHEAD_DEV_VARS names one in a temporary folder, so the checkout's own is never touched),
 * each makes it from the example and says so in one line, serves pages (a site without its secrets served a 503
 * on every one), and once stopped (Ctrl-C to its process group, or SIGTERM to it alone) leaves nothing listening
 * on any of its ports: the site, the reference CMS, their inspectors and Vite's dev server.
 * `npm run start:wordpress` the same way, on Debian 12's WordPress 6.1 (installed before the tests by `npm run
 * lint:php`), its database and uploads in a temporary folder: once stopped, neither WordPress's port, the site's
 * ports nor MariaDB (its socket answers no query) is left behind.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersWithin } from '../../scripts/lib/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Guards against a hang only: `npm start` builds the client first. */
const START_MS = 600_000;

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** A site port whose neighbours (CMS +1, inspectors +2 and +3, Vite +5) are all free now. */
/**
 * A base port whose stack's ports (base, +1, +2, +3, +5) can all be bound, below Linux's ephemeral range (32768 up):
 * there the OS never hands one to an outgoing connection while the start builds, as it did to a port picked from
 * inside the range when other lanes' tests were busy ("Port 33868 is already in use", Vite's, in a CI run).
 */
async function freeRange(offsets = [0, 1, 2, 3, 5]): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = offsets.map((offset) => base + offset);
    if ((await Promise.all(ports.map(bindable))).every(Boolean)) return base;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** A start script run as a newcomer's terminal runs it (its own process group), its output kept for messages. */
function startScript(script: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The server answers, made the secrets file from the example (saying so once), and serves a page of the site. */
async function servesWithSecretsMade(port: number, output: () => string): Promise<void> {
  const tail = () => output().slice(-3000);
  expect(await answersWithin(`http://127.0.0.1:${port}/__floor`, START_MS), tail()).toBe(true);
  expect(output().match(/^Created .*\.dev\.vars from \.dev\.vars\.example/gm), tail()).toHaveLength(1);
  const page = await fetch(`http://localhost:${port}/who-we-are/`);
  expect(page.status, tail()).toBe(200);
  expect(await page.text()).toContain('</html>');
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((done) => child.once('exit', done));
}

describe.each([
  { name: 'npm start', args: [] as string[], stop: 'Ctrl-C' as const },
  { name: 'npm run dev', args: ['--dev'], stop: 'SIGTERM' as const },
])('$name', ({ args, stop }) => {
  it(
    'makes the missing .dev.vars, serves pages, and leaves no listener once stopped',
    async () => {
      const port = await freeRange();
      const ports = [port, port + 1, port + 2, port + 3, ...(args.includes('--dev') ? [port + 5] : [])];
      const folder = mkdtempSync(join(tmpdir(), 'masthead-start-'));
      const secrets = join(folder, '.dev.vars');
      const { child, output } = startScript('scripts/start.ts', args, { PORT: String(port), MASTHEAD_DEV_VARS: secrets, CMS_API_BASE: '' });
      try {
        await servesWithSecretsMade(port, output);
        expect(readFileSync(secrets, 'utf8')).toBe(readFileSync(join(ROOT, '.dev.vars.example'), 'utf8'));
        for (const each of ports) expect(await listening(each), `${each} before the stop`).toBe(true);

        // Ctrl-C reaches the terminal's foreground process group; a service manager sends SIGTERM to the process.
        if (stop === 'Ctrl-C') process.kill(-child.pid!, 'SIGINT');
        else child.kill('SIGTERM');
        await exited(child);
        const left = (await Promise.all(ports.map(async (each) => ((await listening(each)) ? each : null)))).filter(
          (each) => each !== null,
        );
        expect(left, `ports still listening after the stop\n${output().slice(-2000)}`).toEqual([]);
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
        rmSync(folder, { recursive: true, force: true });
      }
    },
    START_MS * 2,
  );
});

/** Whether a MariaDB answers on the socket. */
function databaseAnswers(socket: string): boolean {
  if (!existsSync(socket)) return false;
  try {
    execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root', '-N', '-e', 'SELECT 1'], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    return true;
  } catch {
    return false;
  }
}

describe('npm run start:wordpress', () => {
  it(
    'makes the missing .dev.vars, serves WordPress and the site, and leaves no listener nor database once stopped',
    async () => {
      const port = await freeRange();
      const wpPort = await freeRange([0]);
      const ports = [wpPort, port, port + 2];
      const folder = mkdtempSync(join(tmpdir(), 'masthead-start-wordpress-'));
      const secrets = join(folder, '.dev.vars');
      const state = join(folder, 'state');
      const { child, output } = startScript('scripts/start-wordpress.ts', [], {
        PORT: String(port),
        WP_PORT: String(wpPort),
        WORDPRESS_VERSION: '6.1',
        MASTHEAD_DEV_VARS: secrets,
        MASTHEAD_WORDPRESS_STATE: state,
      });
      try {
        await servesWithSecretsMade(port, output);
        expect((await fetch(`http://127.0.0.1:${wpPort}/wp-json/`)).status).toBe(200);
        for (const each of ports) expect(await listening(each), `${each} before the stop`).toBe(true);
        expect(databaseAnswers(join(state, 'mysql.sock'))).toBe(true);

        process.kill(-child.pid!, 'SIGINT');
        await exited(child);
        const left = (await Promise.all(ports.map(async (each) => ((await listening(each)) ? each : null)))).filter(
          (each) => each !== null,
        );
        expect(left, `ports still listening after the stop\n${output().slice(-2000)}`).toEqual([]);
        expect(databaseAnswers(join(state, 'mysql.sock')), 'MariaDB still answers after the stop').toBe(false);
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
        rmSync(folder, { recursive: true, force: true });
      }
    },
    START_MS * 2,
  );
});
