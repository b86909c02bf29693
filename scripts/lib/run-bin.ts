/**
 * Starting a package's command-line tool, the same way on Linux, macOS and Windows: this Node with the tool's
 * JavaScript entry (read from the package's `bin`), or the tool's own executable when the package installed a
 * native one (esbuild and workerd do on Linux and macOS). Never the `node_modules/.bin` shim: it is a shell
 * script or symlink on POSIX and a `.cmd` file on Windows, which Node cannot spawn without a shell. Extra
 * environment variables are set in code rather than with `VAR=x cmd` shell syntax, so npm scripts work in any
 * shell.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A command and its arguments, ready for `spawn(...command, options)` or `execFileSync(...command, options)`. */
export type Command = [command: string, args: string[]];

const entries = new Map<string, string>();

/** The file a tool's name runs: the `bin` entry of the package that declares it (the tool's own package first). */
function binEntry(tool: string): string {
  const known = entries.get(tool);
  if (known) return known;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const names = [tool, ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })];
  for (const name of names) {
    const file = join(ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(file)) continue;
    const { bin } = JSON.parse(readFileSync(file, 'utf8')) as { bin?: string | Record<string, string> };
    const entry = typeof bin === 'string' ? (name.split('/').pop() === tool ? bin : undefined) : bin?.[tool];
    if (!entry) continue;
    const path = join(ROOT, 'node_modules', name, entry);
    entries.set(tool, path);
    return path;
  }
  throw new Error(`no installed package provides the command "${tool}" (run npm install)`);
}

/** An executable of its own (ELF, Mach-O, PE) rather than a script for Node. */
function isNative(path: string): boolean {
  const head = Buffer.alloc(4);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  const magic = head.readUInt32BE(0);
  return (
    magic === 0x7f454c46 || // ELF
    [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic) || // Mach-O
    head.toString('latin1', 0, 2) === 'MZ' // PE (Windows)
  );
}

/** How to start `tool` (a command a dependency installs, e.g. `wrangler`, `vite`, `workerd`) with `args`. */
export function binCommand(tool: string, args: readonly string[] = []): Command {
  const entry = binEntry(tool);
  return isNative(entry) ? [entry, [...args]] : [process.execPath, [entry, ...args]];
}

/**
 * How to start npm: the npm that runs this script (`npm_execpath`, set by `npm run` and `npx`) on this Node,
 * so no `npm.cmd` is spawned on Windows; plain `npm` when the script was started without npm (POSIX only).
 */
export function npmCommand(args: readonly string[]): Command {
  const cli = process.env.npm_execpath;
  return cli && /\.[cm]?js$/.test(cli) ? [process.execPath, [cli, ...args]] : ['npm', [...args]];
}

/** `node` (this Node), `npm` or a dependency's tool, each started as above: how the project's scripts start each other. */
export function projectCommand(name: string, args: readonly string[] = []): Command {
  if (name === 'node') return [process.execPath, [...args]];
  if (name === 'npm') return npmCommand(args);
  return binCommand(name, args);
}

/** Runs `tool` with its output on this terminal, in the project's root: its exit status. */
export function spawnBin(tool: string, args: readonly string[], extraEnv: Record<string, string> = {}): number {
  const result = spawnSync(...binCommand(tool, args), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs `tool` as `spawnBin` does and exits with its status. */
export function runBin(tool: string, args: readonly string[], extraEnv: Record<string, string> = {}): never {
  process.exit(spawnBin(tool, args, extraEnv));
}
