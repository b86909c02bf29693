/**
 * `npm run kv:seed -- --env <env> [--dry-run]`: makes the REDIRECTS KV
 * namespace equal to redirects.json, the source of truth. Prints the diff
 * (added, changed, removed keys) against what KV holds, then writes the added
 * and changed keys and deletes the removed ones. `--env local` (or `--local`)
 * is the local namespace `npm start` uses (.wrangler/state, or --persist-to).
 * @module
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legacyKvEntries } from '../contract/legacy-index.ts';
import { fail, parseCli, ROOT, table, wranglerOutput } from './lib/cli.ts';
import { targetOf } from './lib/target.ts';

const HELP = `Usage: npm run kv:seed -- --env <local|staging|production> [--dry-run] [--persist-to DIR]

Makes the REDIRECTS KV namespace of the environment equal to redirects.json:
prints the keys added, changed and removed, then writes and deletes them.
  --env ENV         local (the namespace npm start uses), staging or production
  --local           same as --env local
  --persist-to DIR  local state directory (default: wrangler's .wrangler/state, as npm start)
  --dry-run         print the diff; change nothing
  --quiet           print only the summary line
  --help            this text`;

const BINDING = 'REDIRECTS';
/** Keys per `wrangler kv bulk get` call. */
const GET_BATCH = 100;

const { values } = parseCli(HELP, {
  env: { type: 'string' },
  local: { type: 'boolean' },
  'persist-to': { type: 'string' },
  'dry-run': { type: 'boolean' },
  quiet: { type: 'boolean' },
});
const target = targetOf(values.local ? 'local' : values.env, { persistTo: values['persist-to'] });
const dryRun = values['dry-run'] === true;
const say = (line: string) => {
  if (!values.quiet) console.log(line);
};

const legacy = JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, unknown>;
for (const [key, value] of Object.entries(legacy)) {
  if (typeof value !== 'string') fail(`redirects.json: the target of ${key} is not a string`);
}
// Every source key and the index of them (contract/legacy-index.ts), as every seeder writes them.
const wanted = Object.fromEntries(legacyKvEntries(legacy as Record<string, string>).map(({ key, value }) => [key, value]));
const work = mkdtempSync(join(tmpdir(), 'masthead-kv-'));
const kv = (args: string[]) => wranglerOutput(['kv', ...args, '--binding', BINDING, ...target.wranglerFlags]);

try {
  say(`kv:seed ${BINDING} (${target.env}${target.local ? '' : ', remote'}): reading what KV holds`);
  const existingKeys = (JSON.parse(kv(['key', 'list'])) as { name: string }[]).map((entry) => entry.name);
  const existing = new Map<string, string | null>();
  for (let i = 0; i < existingKeys.length; i += GET_BATCH) {
    const file = join(work, `get-${i}.json`);
    writeFileSync(file, JSON.stringify(existingKeys.slice(i, i + GET_BATCH)));
    const values = JSON.parse(kv(['bulk', 'get', file])) as Record<string, { value: string | null }>;
    for (const [key, entry] of Object.entries(values)) existing.set(key, entry.value);
  }

  const added = Object.keys(wanted)
    .filter((key) => !existing.has(key))
    .sort();
  const changed = Object.keys(wanted)
    .filter((key) => existing.has(key) && existing.get(key) !== wanted[key])
    .sort();
  const removed = [...existing.keys()].filter((key) => !(key in wanted)).sort();
  const unchanged = Object.keys(wanted).length - added.length - changed.length;

  const rows = [
    ...added.map((key) => ['+ added', key, '', String(wanted[key])]),
    ...changed.map((key) => ['~ changed', key, String(existing.get(key)), String(wanted[key])]),
    ...removed.map((key) => ['- removed', key, String(existing.get(key)), '']),
  ];
  if (rows.length) say(`\n${table(['change', 'key', 'in KV', 'in redirects.json'], rows)}\n`);
  const summary = `${added.length} added, ${changed.length} changed, ${removed.length} removed, ${unchanged} unchanged`;

  if (dryRun) {
    console.log(`kv:seed ${target.env}: ${summary} (dry run: nothing written)`);
  } else {
    const writes = [...added, ...changed].map((key) => ({ key, value: String(wanted[key]) }));
    if (writes.length) {
      const file = join(work, 'put.json');
      writeFileSync(file, JSON.stringify(writes));
      kv(['bulk', 'put', file]);
    }
    if (removed.length) {
      const file = join(work, 'delete.json');
      writeFileSync(file, JSON.stringify(removed));
      kv(['bulk', 'delete', file, '--force']);
    }
    console.log(`kv:seed ${target.env}: ${summary}${rows.length ? '' : ' (nothing to do)'}`);
    if (rows.length && !target.local)
      say(
        'readers see the change within about 90 s (KV propagation plus the 30 s isolate memo); then purge: docs/operations.md, "Legacy redirects"',
      );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
