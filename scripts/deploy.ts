/**
 * `npm run deploy -- --env <env>`: preflight, build (only if stale), then
 * `wrangler deploy` with the version tagged by the client build id and the
 * commit subject as its message. 100% of traffic at once; see
 * deploy-gradual.ts for a rollout in steps.
 * @module
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCli, runVisible } from './lib/cli.ts';
import { runPreflight } from './lib/preflight-checks.ts';
import { buildClient, commitMessage } from './lib/release.ts';

const HELP = `Usage: npm run deploy -- --env <staging|production> [--secrets-file FILE] [--dry-run]

Deploys this checkout to all traffic of the environment:
  1. preflight (npm run preflight): wrangler.jsonc and the secret values to be sent;
  2. builds the client if an input changed;
  3. wrangler deploy --env ENV --tag <build id> --message "<commit subject> (<sha>)".
Wrangler refuses the upload when PREVIEW_SECRET or PURGE_SECRET is not set on the worker.

Options:
  --env ENV            staging or production (required)
  --secrets-file FILE  secrets to upload with this version (needed for the very first deploy
                       of a worker: JSON or KEY=VALUE lines; keep it out of git)
  --dry-run            preflight, build and bundle (into a temporary directory); upload nothing
  --help               this text`;

const { values } = parseCli(HELP, { env: { type: 'string' }, 'secrets-file': { type: 'string' }, 'dry-run': { type: 'boolean' } });
const dryRun = values['dry-run'] === true;
const ready = runPreflight(values.env, values['secrets-file'], { exit: !dryRun });
const env = values.env!;
const buildId = buildClient();
const message = commitMessage() ?? `build ${buildId}`;
const args = ['deploy', '--env', env, '--tag', buildId, '--message', message];
if (values['secrets-file']) args.push('--secrets-file', values['secrets-file']);
if (dryRun) args.push('--dry-run', '--outdir', mkdtempSync(join(tmpdir(), `masthead-${env}-`)));
const code = runVisible('wrangler', args, { NODE_ENV: 'production' });
if (code !== 0) process.exit(code);
if (dryRun) {
  console.log(
    `\ndry run: nothing was uploaded${ready ? '' : '; the preflight above failed, so a real deploy would stop before the upload'}`,
  );
  process.exit(ready ? 0 : 1);
}
console.log(`\ndeployed build ${buildId} to ${env}. Check it: npm run smoke -- --env ${env}`);
