/**
 * `npm run purge -- --env <env> [--path /x/]... [--tag t]... | --everything`:
 * calls the site's `POST /__purge` signed as the CMS signs it
 * (contract/signing.server.ts `signPurge`, in X-Masthead-Timestamp and
 * X-Masthead-Signature). The body is `{"paths":[...],"tags":[...]}`, or
 * `{"everything":true}` with --everything. Prints what the site answered.
 * @module
 */
import { signPurge } from '../contract/signing.server.ts';
import { fail, parseCli } from './lib/cli.ts';
import { secretFromEnvironment, targetOf } from './lib/target.ts';

const HELP = `Usage: PURGE_SECRET=… npm run purge -- --env <local|staging|production> (--path /x/... --tag t... | --everything) [--url ORIGIN] [--dry-run]

Signs and sends a purge to the site's POST /__purge, as the CMS does after publishing.
  --env ENV     where: local (npm start, http://localhost:8787), staging or production
                (SITE_ORIGIN from wrangler.jsonc)
  --path /x/    a path to purge (repeatable)
  --tag t       a cache tag to purge (repeatable; the names are in contract/tags.ts)
  --everything  purge everything instead (a new content version: every page reloads)
  --url ORIGIN  send to this origin instead (a version preview URL, another port)
  --dry-run     print the signed request; send nothing
  --help        this text

The secret comes from the PURGE_SECRET environment variable (local: .dev.vars when unset).
During a rotation, sign with the new secret: the site accepts the new and the previous one.`;

const { values } = parseCli(HELP, {
  env: { type: 'string' },
  path: { type: 'string', multiple: true },
  tag: { type: 'string', multiple: true },
  url: { type: 'string' },
  everything: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
});
const target = targetOf(values.env);
const paths = values.path ?? [];
const tags = values.tag ?? [];
for (const path of paths)
  if (!path.startsWith('/') || path.startsWith('//')) fail(`--path must be a site path starting with one /: ${path}`);
for (const tag of tags) if (!/^[\w:./~-]{1,600}$/.test(tag)) fail(`--tag must be 1 to 600 letters, digits or _ : . / ~ -: ${tag}`);
if (values.everything && (paths.length || tags.length)) fail('--everything purges everything: give it alone, without --path or --tag');
if (!values.everything && !paths.length && !tags.length) fail('name what to purge with --path or --tag, or give --everything');
const secret = secretFromEnvironment('PURGE_SECRET', target);
if (!secret)
  fail(`PURGE_SECRET is not set: export it (the ${target.env} value, as set with wrangler secret put PURGE_SECRET --env ${target.env})`);

const origin = values.url ? new URL(values.url).origin : target.origin;
const body = JSON.stringify(values.everything ? { everything: true } : { paths, tags });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = await signPurge(secret, timestamp, body);
const what = values.everything ? 'everything' : [...paths.map((path) => `path ${path}`), ...tags.map((tag) => `tag ${tag}`)].join(', ');

console.log(`purge ${what} on ${origin} (${target.env})`);
if (values['dry-run']) {
  console.log(
    `\nPOST ${origin}/__purge\nX-Masthead-Timestamp: ${timestamp}\nX-Masthead-Signature: ${signature}\ncontent-type: application/json\n\n${body}\n\ndry run: nothing was sent`,
  );
  process.exit(0);
}

let response: Response;
try {
  response = await fetch(`${origin}/__purge`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-masthead-timestamp': timestamp, 'x-masthead-signature': signature },
    signal: AbortSignal.timeout(15_000),
  });
} catch (error) {
  fail(`${origin}/__purge did not answer: ${(error as Error).cause ?? (error as Error).message}`);
}
const text = await response.text();
if (!response.ok) {
  const hint =
    response.status === 401
      ? ' (wrong secret for this environment, a clock more than 5 minutes off, or a second purge within the same second)'
      : response.status === 413
        ? ' (body over 64 KB: purge fewer paths per call)'
        : response.status === 400
          ? ' (a path or tag the site does not know: see contract/tags.ts)'
          : '';
  fail(`the site answered ${response.status}${hint}: ${text.slice(0, 300)}`);
}
const answer = JSON.parse(text) as { version?: string; purged?: unknown };
// A site that reports no `purged` list bumped the content version: everything, whatever was asked.
const purged = answer.purged
  ? JSON.stringify(answer.purged)
  : `everything${what === 'everything' ? '' : ' (this site does not purge by path or tag: it purged all of it)'}`;
console.log(`purged: ${purged}; content version is now ${answer.version ?? '(not reported)'}`);
console.log('other locations follow within about a minute (KV propagation); see docs/operations.md, "Purge"');
