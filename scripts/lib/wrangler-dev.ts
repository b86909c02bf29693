/**
 * `wrangler dev` of the site or the reference CMS, started through scripts/lib/server.ts: the one place its
 * arguments are written (`npm start`, `npm run dev`, `npm run cms` and every local site the scripts, tests and
 * benches start). Each server gets an inspector port of its own: wrangler's default (9229, else a free one) races
 * with another `wrangler dev` starting at the same time.
 * @module
 */
import { clockVars } from './clock-env.ts';
import { binCommand } from './run-bin.ts';
import { type Server, type ServerSpec, startServer } from './server.ts';

/** The CMS's wrangler configuration; the site's is wrangler.jsonc, wrangler's default. */
export const CMS_CONFIG = 'cms/wrangler.toml';

export interface WranglerDev extends Pick<ServerSpec, 'env' | 'cwd' | 'output' | 'onLine' | 'signal'> {
  name: 'site' | 'cms';
  port: number;
  inspectorPort: number;
  /** The address it listens on (default loopback). */
  ip?: string;
  /** `--var NAME:value` each; the run's clock (clock-env.ts) is added. */
  vars: Record<string, string>;
  /** More arguments (`--config`, `--persist-to`, `--env-file`). */
  args?: string[];
}

/** Where the server answers once it is ready: the site's bare floor route, the CMS's site settings. */
const READY_PATH = { site: '/__floor', cms: '/site' } as const;

/** Starts `wrangler dev` and resolves once it answers. */
export function startWranglerDev(options: WranglerDev): Promise<Server> {
  const ip = options.ip ?? '127.0.0.1';
  // Where this process reaches it: a wildcard address is not one to connect to.
  const probe = ['0.0.0.0', '::', '[::]'].includes(ip) ? '127.0.0.1' : ip.includes(':') && !ip.startsWith('[') ? `[${ip}]` : ip;
  const vars = Object.entries(options.vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const args = ['dev', '--port', String(options.port), '--ip', ip, '--inspector-port', String(options.inspectorPort)];
  return startServer({
    name: options.name,
    command: binCommand('wrangler', [...args, ...(options.args ?? []), ...vars, ...clockVars()]),
    env: options.env,
    cwd: options.cwd,
    ports: [options.port, options.inspectorPort],
    host: probe,
    ready: `http://${probe}:${options.port}${READY_PATH[options.name]}`,
    output: options.output,
    onLine: options.onLine,
    signal: options.signal,
  });
}
