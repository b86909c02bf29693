/**
 * The local WordPress stack: Debian's packages (installed when missing), a
 * private MariaDB, and WordPress on PHP's built-in server with the
 * masthead-content plugin active. `startWordPress()` is used by
 * `npm run start:wordpress` and the test setup; run directly it starts an
 * instance and waits for Ctrl-C, or runs a PHP CLI script inside one:
 *
 *   npx node scripts/wordpress/stack.ts --port 8890 --state .build/wordpress/dev [--fresh] [--site http://127.0.0.1:8787]
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/import.php -- args…
 * @module
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { z } from 'zod';
import { readWranglerConfig } from '../lib/deploy-config.ts';
import { assertPortsFree, DEFAULT_PORTS, freePort, type Server, startServer } from '../lib/server.ts';
import { coreVersion, type WordPressLine, wordpressCore, wordpressLine } from './core.ts';
import { prepareInstance } from './instance.ts';
import { startMariaDb } from './mariadb.ts';
import { ensurePackages } from './packages.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ROUTER = join(ROOT, 'wordpress/local/router.php');

export const DEFAULT_ADMIN = { user: 'admin', password: 'masthead-admin' };

export interface WordPressOptions {
  /** Default: a free port (tests); `npm run start:wordpress` uses 8890. */
  port?: number;
  /** Folder of the instance's database, config and wp-content (created when missing). */
  state: string;
  /** The Masthead site this WordPress publishes to (og:url, preview hand-off, purge webhook). */
  siteOrigin?: string;
  purgeUrl?: string;
  /** DISABLE_WP_CRON (instance.ts): scheduled items then go live only through the site's schedule call. */
  disableWpCron?: boolean;
  /** Remove the state first: a new database and uploads. */
  fresh?: boolean;
  showLogs?: boolean;
  /** The WordPress release line (core.ts); WORDPRESS_VERSION, else the newest, when not given. */
  line?: WordPressLine;
}

export interface WordPress {
  url: string;
  /** WordPress's own version (`7.1.4`). */
  version: string;
  /** The content API base for the site's CMS_API_BASE. */
  apiBase: string;
  admin: { user: string; password: string; appPassword: string };
  /** Whether this start installed WordPress (a new database). */
  installed: boolean;
  /** Runs a PHP CLI script inside the instance (it requires wordpress/local/bootstrap.php); returns its stdout. */
  php(script: string, args?: string[]): string;
  stop(): Promise<void>;
}

const InstanceFileSchema = z.object({ port: z.number().int(), socket: z.string(), env: z.record(z.string(), z.string()) });

/** The local secrets the site reads from .dev.vars (copied from .dev.vars.example on install). */
export function localSecrets(): { preview: string; purge: string } {
  const file = existsSync(join(ROOT, '.dev.vars')) ? join(ROOT, '.dev.vars') : join(ROOT, '.dev.vars.example');
  const text = readFileSync(file, 'utf8');
  const read = (name: string) => new RegExp(`^${name}="?([^"\\n]*)"?`, 'm').exec(text)?.[1] ?? '';
  return { preview: read('PREVIEW_SECRET'), purge: read('PURGE_SECRET') };
}

function admin(): { user: string; password: string } {
  return { user: process.env.WP_ADMIN_USER || DEFAULT_ADMIN.user, password: process.env.WP_ADMIN_PASSWORD || DEFAULT_ADMIN.password };
}

const phpArgs = (script: string, args: string[]) => [
  '-d',
  'display_errors=stderr',
  '-d',
  'memory_limit=512M',
  resolve(ROOT, script),
  ...args,
];
const PHP_OUTPUT = 64 * 1024 * 1024;

function runPhp(env: NodeJS.ProcessEnv, script: string, args: string[] = []): string {
  return execFileSync('php', phpArgs(script, args), {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: PHP_OUTPUT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function startWordPress(options: WordPressOptions): Promise<WordPress> {
  ensurePackages();
  const core = wordpressCore(options.line ?? wordpressLine());
  const state = resolve(options.state);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Before the database starts: a second start of a running instance would open its data directory twice.
  await assertPortsFree('wordpress', [port]);
  if (options.fresh) rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  const secrets = localSecrets();
  const database = await startMariaDb(state, options.showLogs);
  const credentials = admin();
  const env: NodeJS.ProcessEnv = {
    ...prepareInstance({
      state,
      port,
      socket: database.socket,
      siteOrigin: options.siteOrigin ?? `http://localhost:${DEFAULT_PORTS.site}`,
      purgeUrl: options.purgeUrl,
      disableWpCron: options.disableWpCron,
      // The local site's allow-list (wrangler.jsonc's top level), as every local site is served.
      redirectHosts: readWranglerConfig().vars?.REDIRECT_HOSTS ?? '',
      previewSecret: secrets.preview,
      purgeSecret: secrets.purge,
    }),
    MASTHEAD_WP_CORE: core,
    MASTHEAD_WP_ADMIN: credentials.user,
    MASTHEAD_WP_PASSWORD: credentials.password,
  };
  let server: Server | undefined;
  try {
    const install = JSON.parse(runPhp(env, 'wordpress/local/install.php')) as { installed: boolean; appPassword: string };
    writeFileSync(
      join(state, 'instance.json'),
      JSON.stringify({
        port,
        socket: database.socket,
        env: pick(env, ['MASTHEAD_WP_CONFIG', 'MASTHEAD_WP_CONTENT', 'MASTHEAD_WP_HOST', 'MASTHEAD_WP_ADMIN', 'MASTHEAD_WP_CORE']),
      }),
    );
    server = await startServer({
      name: 'wordpress',
      command: [
        'php',
        [
          '-d',
          'display_errors=0',
          '-d',
          'log_errors=1',
          '-d',
          'opcache.enable_cli=1',
          '-d',
          'memory_limit=256M',
          '-S',
          `127.0.0.1:${port}`,
          '-t',
          core,
          ROUTER,
        ],
      ],
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
      ports: [port],
      ready: `${url}/wp-login.php`,
      output: options.showLogs ? 'show' : 'keep',
    });
    const started = server;
    return {
      url,
      version: coreVersion(core),
      apiBase: `${url}/wp-json/masthead/v1`,
      admin: { ...credentials, appPassword: install.appPassword },
      installed: install.installed,
      php: (script, args) => runPhp(env, script, args),
      stop: async () => {
        await started.stop();
        await database.service.stop();
      },
    };
  } catch (error) {
    await server?.stop();
    await database.service.stop();
    throw error;
  }
}

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, env[name] ?? '']));
}

/** Runs a PHP CLI script inside an instance started by another process. */
export function phpInInstance(state: string, script: string, args: string[] = [], env: Record<string, string> = {}): string {
  return runPhp(instanceEnv(state, env), script, args);
}

/** The same without blocking: for a test that runs two such scripts at once. */
export async function phpInInstanceAsync(state: string, script: string, args: string[] = []): Promise<string> {
  const { stdout } = await promisify(execFile)('php', phpArgs(script, args), { cwd: ROOT, env: instanceEnv(state), maxBuffer: PHP_OUTPUT });
  return stdout;
}

function instanceEnv(state: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const file = join(resolve(state), 'instance.json');
  if (!existsSync(file)) throw new Error(`${state} has no running instance (start it with scripts/wordpress/stack.ts --port …)`);
  const instance = InstanceFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { ...process.env, ...instance.env, ...env };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      state: { type: 'string', default: '.build/wordpress/dev' },
      site: { type: 'string' },
      'purge-url': { type: 'string' },
      fresh: { type: 'boolean', default: false },
      php: { type: 'string' },
      logs: { type: 'boolean', default: false },
    },
  });
  if (values.php) {
    process.stdout.write(phpInInstance(values.state, values.php, positionals));
    return;
  }
  const wordpress = await startWordPress({
    port: Number(values.port ?? DEFAULT_PORTS.wordpress),
    state: values.state,
    siteOrigin: values.site,
    purgeUrl: values['purge-url'],
    fresh: values.fresh,
    showLogs: values.logs,
  });
  console.log(
    `WordPress ready at ${wordpress.url} (${wordpress.admin.user} / ${wordpress.admin.password}); content API ${wordpress.apiBase}`,
  );
  const stop = () => void wordpress.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) await main();
