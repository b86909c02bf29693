/**
 * `npm run deploy:gradual -- --env <env> [--percentage N]`: uploads a new
 * version without traffic, tagged with the client build id and the commit
 * subject, then hands traffic to it with `wrangler versions deploy`:
 * interactively (wrangler asks which versions get what share), or with
 * `--percentage N` as N% for the new version and the rest for the version
 * serving now.
 * @module
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, parseCli, runVisible, wranglerOutput } from './lib/cli.ts';
import { runPreflight } from './lib/preflight-checks.ts';
import { buildClient, commitMessage } from './lib/release.ts';

const HELP = `Usage: npm run deploy:gradual -- --env <staging|production> [--percentage N] [--secrets-file FILE] [--dry-run]

  1. preflight (npm run preflight) and the client build (only if an input changed);
  2. wrangler versions upload --env ENV --tag <build id> --message "<commit subject> (<sha>)":
     a new version that serves no traffic yet;
  3. wrangler versions deploy --env ENV: without --percentage, wrangler asks which versions
     get which share; with --percentage N, the new version gets N% and the version serving
     now the rest (N=100: all of it).
Move on later with: npx wrangler versions deploy <new-id>@100% --env ENV

Options:
  --env ENV            staging or production (required)
  --percentage N       share of traffic for the new version, 1 to 100
  --secrets-file FILE  secrets to upload with this version (JSON or KEY=VALUE lines)
  --dry-run            preflight, build and bundle; upload and deploy nothing
  --help               this text`;

const { values } = parseCli(HELP, {
  env: { type: 'string' },
  percentage: { type: 'string' },
  'secrets-file': { type: 'string' },
  'dry-run': { type: 'boolean' },
});
const dryRun = values['dry-run'] === true;
const percentage = values.percentage === undefined ? undefined : Number(values.percentage);
if (percentage !== undefined && !(Number.isInteger(percentage) && percentage >= 1 && percentage <= 100))
  fail('--percentage must be a whole number from 1 to 100');
const ready = runPreflight(values.env, values['secrets-file'], { exit: !dryRun });
const env = values.env!;
const buildId = buildClient();
const message = commitMessage() ?? `build ${buildId}`;
const work = mkdtempSync(join(tmpdir(), `masthead-${env}-`));
const outputFile = join(work, 'wrangler-output.ndjson');

const upload = ['versions', 'upload', '--env', env, '--tag', buildId, '--message', message];
if (values['secrets-file']) upload.push('--secrets-file', values['secrets-file']);
if (dryRun) upload.push('--dry-run', '--outdir', join(work, 'bundle'));
const uploaded = runVisible('wrangler', upload, { NODE_ENV: 'production', WRANGLER_OUTPUT_FILE_PATH: outputFile });
if (uploaded !== 0) process.exit(uploaded);

if (dryRun) {
  const next =
    percentage === undefined
      ? 'npx wrangler versions deploy'
      : `npx wrangler versions deploy <new-version-id>@${percentage}%${percentage < 100 ? ` <current-version-id>@${100 - percentage}%` : ''}`;
  console.log(`\ndry run: nothing was uploaded. Next it would run: ${next} --env ${env}`);
  if (!ready) console.log('the preflight above failed, so a real run would stop before the upload');
  rmSync(work, { recursive: true, force: true });
  process.exit(ready ? 0 : 1);
}

/** The version id wrangler reports in its output file (ND-JSON, one event per line). */
function uploadedVersionId(): string {
  for (const line of readFileSync(outputFile, 'utf8').split('\n').filter(Boolean)) {
    const event = JSON.parse(line) as { type?: string; version_id?: string };
    if (event.type === 'version-upload' && event.version_id) return event.version_id;
  }
  fail('wrangler reported no uploaded version id');
}

const versionId = uploadedVersionId();
rmSync(work, { recursive: true, force: true });
console.log(`\nuploaded version ${versionId} (tag ${buildId}): it serves no traffic yet`);

const deploy = ['versions', 'deploy', '--env', env, '--message', message];
if (percentage === 100) {
  deploy.push(`${versionId}@100%`, '--yes');
} else if (percentage !== undefined) {
  const status = JSON.parse(wranglerOutput(['deployments', 'status', '--env', env, '--json'])) as {
    versions: { version_id: string; percentage: number }[];
  };
  const serving = status.versions.filter((version) => version.version_id !== versionId);
  if (serving.length !== 1) {
    fail(
      `the current deployment has ${serving.length} other version(s); choose the split yourself: npx wrangler versions deploy ${versionId}@${percentage}% <version-id>@<rest>% --env ${env}`,
    );
  }
  deploy.push(`${versionId}@${percentage}%`, `${serving[0]!.version_id}@${100 - percentage}%`, '--yes');
}
const deployed = runVisible('wrangler', deploy);
if (deployed !== 0) process.exit(deployed);
console.log(`\nversion ${versionId} is deployed${percentage ? ` at ${percentage}%` : ''}. Check it: npm run smoke -- --env ${env}`);
if (percentage !== undefined && percentage < 100)
  console.log(`all traffic to it: npx wrangler versions deploy ${versionId}@100% --env ${env}`);
