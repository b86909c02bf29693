/**
 * Seeds the legacy redirect table (redirects.json, the source of truth) into
 * the REDIRECTS KV namespace: `npm run kv:seed -- --local` for local
 * development, `npm run kv:seed` for the deployed namespace.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const table = JSON.parse(readFileSync('redirects.json', 'utf8')) as Record<string, string>;
const entries = Object.entries(table).map(([key, value]) => ({ key, value }));
mkdirSync('.build', { recursive: true });
writeFileSync('.build/redirects-kv.json', JSON.stringify(entries));

const target = process.argv.includes('--local') ? '--local' : '--remote';
execFileSync('wrangler', ['kv', 'bulk', 'put', '.build/redirects-kv.json', '--binding', 'REDIRECTS', target], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
console.log(`seeded ${entries.length} legacy redirects (${target.slice(2)})`);
