/**
 * A private MariaDB server for one local WordPress instance: its data
 * directory inside the instance's state folder, reached only through a Unix
 * socket (no TCP port, so instances never collide). Created on first start
 * (about a second), reused afterwards.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Server, startServer } from '../lib/server.ts';

export interface Database {
  socket: string;
  service: Server;
}

function asRoot(): string[] {
  // mariadbd refuses to run as root unless told to; a normal user runs it as itself.
  return process.getuid?.() === 0 ? ['--user=root'] : [];
}

export async function startMariaDb(state: string, showLogs = false): Promise<Database> {
  const datadir = join(state, 'mysql');
  const socket = join(state, 'mysql.sock');
  if (!existsSync(join(datadir, 'mysql'))) {
    mkdirSync(datadir, { recursive: true });
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot()],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  }
  const service = await startServer({
    name: 'mariadb',
    command: [
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${datadir}`,
        `--socket=${socket}`,
        `--pid-file=${join(state, 'mysql.pid')}`,
        '--skip-networking',
        '--innodb-buffer-pool-size=64M',
        '--innodb-flush-log-at-trx-commit=2',
        ...asRoot(),
      ],
    ],
    // No TCP port: ready when its socket takes a query.
    ready: () => existsSync(socket) && query(socket, 'SELECT 1') !== null,
    output: showLogs ? 'show' : 'keep',
  });
  query(socket, 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', true);
  return { socket, service };
}

/** Runs SQL through the socket as root; null when the server does not answer (unless `strict`). */
export function query(socket: string, sql: string, strict = false): string | null {
  try {
    return execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root', '-N', '-e', sql], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if (strict) throw error;
    return null;
  }
}
