/**
 * `npm run cms:edit -- --path /x/ --title "New title"`: the editor's side of
 * the reference CMS from a terminal. It calls the CMS's editing API
 * (`POST /edit/page`, `POST /edit/job`) with the editor token; the CMS saves
 * the change and calls the site's purge webhook before it answers, so when
 * this command returns the site has been told. Exit codes: 0 done, 1 refused
 * or failed, 2 saved but the site could not be told.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from './lib/server.ts';

const HELP = `Edit content in the running reference CMS (npm start / npm run cms).

  npm run cms:edit -- --path <path> [--title <text>] [--body <text> | --body-html <html>]
                      [--publish | --unpublish | --gone]
  npm run cms:edit -- --close-job <id> | --open-job <id>
  npm run cms:edit -- --path <path> --show

  --path <path>       the page or article, e.g. /goodfood-wins-magazine-of-the-year/
  --title <text>      new title (route, header or hero)
  --body <text>       new main text; blank lines separate paragraphs (HTML is escaped)
  --body-html <html>  new main text as HTML (the site sanitises it)
  --publish           make the page live again
  --unpublish         take the page down (the site answers 404)
  --gone              withdraw the page on purpose (the site answers 410)
  --close-job <id>    close a job: it leaves the jobs list and its page
  --open-job <id>     reopen a closed job
  --show              print the page's state and change nothing
  --cms <url>         the CMS (default $CMS_URL or the local CMS)
  --token <token>     editor token (default $EDITOR_TOKEN, else EDITOR_TOKEN in cms/wrangler.toml)
  --help              this text
`;

function fail(message: string, code = 1): never {
  console.error(`cms:edit: ${message}`);
  process.exit(code);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text to paragraphs: blank lines separate them, single newlines become line breaks. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** EDITOR_TOKEN from cms/wrangler.toml: the local development default. */
function localToken(): string {
  const file = join(resolve(import.meta.dirname, '..'), 'cms/wrangler.toml');
  const match = /^EDITOR_TOKEN\s*=\s*"([^"]*)"/m.exec(readFileSync(file, 'utf8'));
  return match?.[1] ?? '';
}

const OPTIONS = {
  path: { type: 'string' },
  title: { type: 'string' },
  body: { type: 'string' },
  'body-html': { type: 'string' },
  publish: { type: 'boolean' },
  unpublish: { type: 'boolean' },
  gone: { type: 'boolean' },
  'close-job': { type: 'string' },
  'open-job': { type: 'string' },
  show: { type: 'boolean' },
  cms: { type: 'string' },
  token: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>;
try {
  parsed = parseArgs({ options: OPTIONS, strict: true });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
}
const args = parsed.values;
if (args.help || process.argv.length <= 2) {
  console.log(HELP);
  process.exit(0);
}

const cms = (args.cms ?? process.env.CMS_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.cms}`).replace(/\/+$/, '');
const token = args.token ?? process.env.EDITOR_TOKEN ?? localToken();
if (!token) fail('no editor token: pass --token or set EDITOR_TOKEN');

const states = [args.publish && 'published', args.unpublish && 'unpublished', args.gone && 'gone'].filter(Boolean) as string[];
if (states.length > 1) fail('choose one of --publish, --unpublish and --gone');
if (args.body !== undefined && args['body-html'] !== undefined) fail('choose one of --body and --body-html');
const job = args['close-job'] ?? args['open-job'];
if (args['close-job'] && args['open-job']) fail('choose one of --close-job and --open-job');
if (job && args.path) fail('a job change takes no --path');

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(`${cms}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    fail(`cannot reach the CMS at ${cms} (${error instanceof Error ? error.message : String(error)}): is it running?`);
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (process.env.CMS_EDIT_DEBUG) console.error(`${method} ${path} → ${response.status} in ${Date.now() - started} ms`);
  return { status: response.status, json };
}

function report(status: number, json: Record<string, unknown>): never {
  const error = json.error as { statusMessage?: string; message?: string } | undefined;
  if (error) fail(`${status} ${error.statusMessage ?? ''}: ${error.message ?? ''}`);
  const purge = json.purge as
    | { ok?: boolean; status?: number; ms?: number; error?: string; skipped?: string; paths?: string[]; tags?: string[] }
    | undefined;
  const what = json.path ? `${json.path} (${json.state})` : `job ${json.id} (${json.state})`;
  console.log(`saved: ${what}`);
  if (purge?.skipped) {
    console.log(`purge: not sent (${purge.skipped})`);
    process.exit(0);
  }
  if (purge) {
    console.log(
      `purge: ${purge.ok ? 'sent' : 'FAILED'}, site answered ${purge.status || 'nothing'} in ${purge.ms} ms${purge.error ? ` (${purge.error})` : ''}`,
    );
    console.log(`  paths: ${(purge.paths ?? []).join(' ')}`);
    console.log(`  tags:  ${(purge.tags ?? []).join(' ')}`);
  }
  process.exit(purge && !purge.ok ? 2 : 0);
}

if (job) {
  const { status, json } = await call('POST', '/edit/job', { id: job, state: args['close-job'] ? 'closed' : 'open' });
  report(status, json);
}
if (!args.path) fail('--path is required (or --close-job/--open-job)');
if (args.show) {
  const { status, json } = await call('GET', `/edit/page?${new URLSearchParams({ path: args.path })}`);
  if (json.error) report(status, json);
  console.log(JSON.stringify(json, null, 2));
  process.exit(0);
}
const body = args['body-html'] ?? (args.body !== undefined ? paragraphs(args.body) : undefined);
const edit = {
  path: args.path,
  ...(args.title !== undefined ? { title: args.title } : {}),
  ...(body !== undefined ? { body } : {}),
  ...(states[0] ? { state: states[0] } : {}),
};
if (Object.keys(edit).length === 1) fail('nothing to change: give --title, --body, --publish, --unpublish or --gone');
const { status, json } = await call('POST', '/edit/page', edit);
report(status, json);
