/**
 * Installs Debian packages the local tools need (WordPress's stack, the browser the tests drive) with apt-get, as
 * root, so a fresh machine needs nothing installed by hand. When another package manager holds apt's or dpkg's
 * lock (unattended-upgrades, another apt-get), this waits for it, saying so.
 * @module
 */
import { spawnSync } from 'node:child_process';

export interface DebianInstall {
  packages: readonly string[];
  /** What is missing, in a sentence: the log's line, and the error's opening when this is not root. */
  why: string;
  /** Recommended packages too (a browser's fonts); a server's stack needs none. */
  recommends: boolean;
  log: (line: string) => void;
}

/** Installs the packages, or throws with the command to run as root. */
export function installFromDebian({ packages, why, recommends, log }: DebianInstall): void {
  const install = ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  if (process.getuid?.() !== 0) throw new Error(`${why}. Run as root: apt-get ${install.filter((arg) => arg !== '-qq').join(' ')}`);
  log(`${why}: installing ${packages.join(', ')} from Debian; a minute or two…`);
  aptGet(['update', '-qq'], log);
  aptGet(install, log);
}

/** How long to wait for another package manager: an unattended upgrade can take minutes. */
const LOCK_WAIT_SECONDS = 600;
/** apt-get's words when another process holds a lock it needs. */
const LOCKED = /Could not get lock|Unable to (acquire|lock)|is another process using it/i;

/**
 * Runs apt-get, waiting for another package manager's lock instead of failing: dpkg's lock through apt's own
 * `DPkg::Lock::Timeout`, the package lists' lock (`apt-get update`, which that option does not cover) by trying
 * again every few seconds. Fails with apt-get's own words, never a stack of Node frames.
 */
function aptGet(args: string[], log: (line: string) => void): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const command = ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`, ...args];
  const deadline = Date.now() + LOCK_WAIT_SECONDS * 1_000;
  let told = false;
  for (;;) {
    const result = spawnSync('apt-get', command, { env, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status === 0) return;
    const said = `${result.error?.message ?? ''}${result.stderr ?? ''}`;
    if (!LOCKED.test(said) || Date.now() > deadline) throw new Error(`apt-get ${args.join(' ')} failed:\n${said.trim()}`);
    if (!told) log(`Another package manager holds apt's lock; waiting for it (up to ${LOCK_WAIT_SECONDS / 60} minutes)…`);
    told = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5_000);
  }
}
