/**
 * What every operator command shares: argument parsing with `--help`, a plain
 * error exit, aligned tables, and running wrangler with this project's Node.
 * @module
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { binCommand, type Command } from './run-bin.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses argv; `--help` prints `help` and exits 0, a bad argument prints it and exits 2. */
export function parseCli<O extends Options>(help: string, options: O, allowPositionals = false) {
  try {
    const parsed = parseArgs({
      args: process.argv.slice(2),
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals,
      strict: true,
    });
    if ((parsed.values as Record<string, unknown>).help) {
      console.log(help);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${help}`);
    process.exit(2);
  }
}

export function fail(message: string): never {
  console.error(`\nerror: ${message}`);
  process.exit(1);
}

/** Rows as aligned columns, with a header and a rule under it. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Environment for child processes: this Node and node_modules/.bin first (wrangler's build command runs `node`, which must be Node ≥ 22). */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [dirname(process.execPath), join(ROOT, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter),
    WRANGLER_SEND_METRICS: 'false',
    ...extra,
  };
}

/** Runs wrangler and returns its stdout; on failure, exits with its stderr. */
export function wranglerOutput(args: string[], extraEnv: Record<string, string> = {}): string {
  try {
    return execFileSync(...binCommand('wrangler', args), {
      cwd: ROOT,
      env: childEnv(extraEnv),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    fail(`wrangler ${args.join(' ')} failed:\n${failure.stderr || failure.stdout || failure.message}`);
  }
}

/** Runs a command with its output on this terminal; returns its exit code. */
export function runVisible(command: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n$ ${[command, ...args].map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ')}`);
  const result = spawnSync(...(command === 'wrangler' ? binCommand('wrangler', args) : ([command, args] as Command)), {
    cwd: ROOT,
    env: childEnv(extraEnv),
    stdio: 'inherit',
  });
  return result.status ?? 1;
}
