/**
 * Runs a package's command-line tool with this Node, by its JavaScript entry
 * (not the `node_modules/.bin` shim, which is a shell script on POSIX and a
 * `.cmd` on Windows), with extra environment variables set in code rather
 * than with `VAR=x cmd` shell syntax: the npm scripts then work in any shell.
 * Exits with the tool's status.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** `entry`: the tool's script inside node_modules, e.g. `vite/bin/vite.js`. */
export function runBin(entry: string, args: readonly string[], extraEnv: Record<string, string> = {}): never {
  const result = spawnSync(process.execPath, [resolve(ROOT, 'node_modules', entry), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
