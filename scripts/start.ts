/**
 * `npm start`: builds the client, seeds the local KV from redirects.json,
 * starts the bundled CMS on :8788 (unless CMS_API_BASE names another CMS) and
 * serves the site on http://localhost:8787. `--dev` keeps React's development
 * build (slower, with warnings); the default is the production build.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

const SITE_PORT = 8787;
const CMS_PORT = 8788;
const dev = process.argv.includes('--dev');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const children: ChildProcess[] = [];

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: 'inherit', env });
}

function serve(name: string, args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn('wrangler', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extraEnv } });
  child.on('exit', (code) => {
    console.error(`${name} exited (${code ?? 'signal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

async function waitFor(url: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('npm', ['run', 'build', '--silent']);
run('node', ['scripts/kv-seed.ts', '--local']);

let cmsBase = process.env.CMS_API_BASE;
if (!cmsBase) {
  cmsBase = `http://127.0.0.1:${CMS_PORT}`;
  // CMS_EXTRA_ARTICLES=100000 npm start: the CMS adds a synthetic archive of that many articles.
  const archive = process.env.CMS_EXTRA_ARTICLES ? ['--var', `CMS_EXTRA_ARTICLES:${process.env.CMS_EXTRA_ARTICLES}`] : [];
  serve('cms', ['dev', '--config', 'cms/wrangler.toml', '--port', String(CMS_PORT), '--ip', '127.0.0.1', '--var', `SITE_PUBLIC_ORIGIN:http://localhost:${SITE_PORT}`, ...archive]);
  await waitFor(`${cmsBase}/site`);
}
const cmsPublic = process.env.CMS_PUBLIC_ORIGIN ?? new URL(cmsBase).origin;
serve('site', [
  'dev', '--port', String(SITE_PORT), '--ip', '0.0.0.0',
  '--var', `CMS_API_BASE:${cmsBase}`,
  '--var', `CMS_PUBLIC_ORIGIN:${cmsPublic}`,
  '--var', `SITE_ORIGIN:${process.env.SITE_ORIGIN ?? `http://localhost:${SITE_PORT}`}`,
], dev ? {} : { NODE_ENV: 'production' });
await waitFor(`http://127.0.0.1:${SITE_PORT}/__floor`);
console.log(`\n  Masthead is running at http://localhost:${SITE_PORT} (content from ${cmsBase})\n`);
