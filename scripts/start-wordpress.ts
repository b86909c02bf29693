/**
 * `npm run start:wordpress` serves the site against WordPress: installs Debian's WordPress, MariaDB and PHP
 * when missing (as root), starts WordPress at http://127.0.0.1:8890 with the masthead-content plugin (its
 * database and uploads in .build/wordpress/dev-<version>), imports the sample pack on the first run (`--import` imports
 * it again, updating in place; `--fresh` starts from an empty database), then runs `npm start` against it:
 * the site at http://localhost:8787. Ctrl-C stops everything it started, a start under way included; .dev.vars
 * is made from the example first when missing (lib/dev-vars.ts), so WordPress and the site sign with one set of
 * secrets.
 *
 * WORDPRESS_VERSION picks the release (6.1 from Debian 12, 6.8 from trixie, 7.1 from sid; default the newest),
 * each with its own database in .build/wordpress/dev-<version>. WP_ADMIN_USER / WP_ADMIN_PASSWORD set the
 * administrator (default admin / masthead-admin); WP_PORT moves WordPress, PORT the site.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDevVars } from './lib/dev-vars.ts';
import { DEFAULT_PORTS, type Server, startServer } from './lib/server.ts';
import { wordpressLine } from './wordpress/core.ts';
import { importPack } from './wordpress/import.ts';
import { startWordPress, type WordPress } from './wordpress/stack.ts';

const { values } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, import: { type: 'boolean', default: false } } });
const wpPort = Number(process.env.WP_PORT ?? DEFAULT_PORTS.wordpress);
const sitePort = Number(process.env.PORT ?? DEFAULT_PORTS.site);
const line = wordpressLine();
// One database per release line: an older core never opens a newer one's. MASTHEAD_WORDPRESS_STATE puts it elsewhere
// (the ops test's temporary folder, so it never touches the checkout's own).
const state = process.env.MASTHEAD_WORDPRESS_STATE || `.build/wordpress/dev-${line}`;
/** `npm start` builds the client before it serves: its start is allowed longer than a server's. */
const SITE_START_MS = 15 * 60_000;
/** `npm start` stops its own servers (up to 10 s each, side by side) before it exits: it is given longer. */
const SITE_STOP_MS = 30_000;

let wordpress: WordPress | undefined;
let site: Server | undefined;
/** Fired on a stop while `npm start` is still starting: startServer then stops it, its own servers with it. */
const starting = new AbortController();
let siteStart: Promise<Server> | undefined;
let stopping: Promise<never> | undefined;
function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    starting.abort();
    await siteStart?.catch(() => undefined);
    await site?.stop();
    await wordpress?.stop();
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

try {
  ensureDevVars();
  wordpress = await startWordPress({
    port: wpPort,
    state,
    siteOrigin: `http://localhost:${sitePort}`,
    purgeUrl: `http://127.0.0.1:${sitePort}/__purge`,
    fresh: values.fresh,
    line,
  });
  // The importer leaves its manifest in the state folder: an instance without one has never been filled.
  if (wordpress.installed || values.import || !existsSync(join(state, 'import-manifest.json'))) {
    console.log('Importing the sample pack into WordPress…');
    const manifest = await importPack(state);
    console.log(`Imported ${JSON.stringify(manifest.counts)}`);
  }
  console.log(`\n  WordPress ${wordpress.version}: ${wordpress.url}/wp-admin/ (${wordpress.admin.user} / ${wordpress.admin.password})\n`);
  // `npm start` against it: it prints its own address when the site answers.
  siteStart = startServer({
    name: 'npm start',
    command: [process.execPath, ['scripts/start.ts']],
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(sitePort), CMS_API_BASE: wordpress.apiBase, CMS_PUBLIC_ORIGIN: wordpress.url },
    ready: `http://127.0.0.1:${sitePort}/__floor`,
    output: 'inherit',
    hangGuardMs: SITE_START_MS,
    stopGraceMs: SITE_STOP_MS,
    signal: starting.signal,
  });
  site = await siteStart;
  void site.exited.then((code) => shutdown(code ?? 0));
} catch (error) {
  // What went wrong, in the words of the step that failed (apt-get, PHP, the server's output): no stack of Node frames.
  if (!starting.signal.aborted) console.error(`\nstart:wordpress: ${(error as Error).message}`);
  await shutdown(1);
}
