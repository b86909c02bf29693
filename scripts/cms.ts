/**
 * `npm run cms`: the reference CMS alone on 127.0.0.1:8788 (its inspector on 8790), as `npm start` runs it.
 * `CMS_EXTRA_ARTICLES=100000 npm run cms` adds a synthetic archive of that many articles (0, the sample pack
 * alone, when unset); read here rather than with `${VAR:-0}` shell syntax, so the script runs in any shell.
 * Further arguments go to `wrangler dev`. Ctrl-C stops it.
 * @module
 */
import { resolve } from 'node:path';
import { DEFAULT_PORTS } from './lib/server.ts';
import { CMS_CONFIG, startWranglerDev } from './lib/wrangler-dev.ts';

const port = DEFAULT_PORTS.cms;
const cms = await startWranglerDev({
  name: 'cms',
  port,
  inspectorPort: port + 2,
  vars: { CMS_EXTRA_ARTICLES: process.env.CMS_EXTRA_ARTICLES || '0' },
  args: ['--config', CMS_CONFIG, ...process.argv.slice(2)],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  cwd: resolve(import.meta.dirname, '..'),
  output: 'inherit',
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`\n  The reference CMS is running at http://127.0.0.1:${port}\n`);
const stop = () => void cms.stop().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
void cms.exited.then((code) => process.exit(code ?? 1));
