/**
 * `npm run preflight -- --env <env> [--secrets-file FILE]`: may this checkout
 * be deployed to <env>? Checks wrangler.jsonc's environment and the secret
 * values about to be sent; exits 1 with every problem listed. `npm run deploy`
 * and `npm run deploy:gradual` run it first.
 * @module
 */
import { parseCli } from './lib/cli.ts';
import { runPreflight } from './lib/preflight-checks.ts';

const HELP = `Usage: npm run preflight -- --env <staging|production> [--secrets-file FILE]

Checks, without network access, that the environment may be deployed:
  - wrangler.jsonc env.<env>: https origins on public hosts (no loopback, private or
    link-local address), every var and KV namespace repeated, required secrets declared,
    workers_dev decided, a route for SITE_ORIGIN's host;
  - no placeholder left (KV ids, *.placeholder.invalid hosts);
  - the secret values to be sent (--secrets-file, or PREVIEW_SECRET / PURGE_SECRET /
    *_PREVIOUS in the environment) are not the placeholders published in the repository.
Whether the secrets are set on the worker is checked by wrangler itself at upload.

Options:
  --env ENV            staging or production (required)
  --secrets-file FILE  the file you will pass to wrangler (JSON or KEY=VALUE lines)
  --help               this text`;

const { values } = parseCli(HELP, { env: { type: 'string' }, 'secrets-file': { type: 'string' } });
runPreflight(values.env, values['secrets-file']);
