/**
 * `npm run cms`: the reference CMS alone on 127.0.0.1:8788. `CMS_EXTRA_ARTICLES=100000 npm run cms` adds a
 * synthetic archive of that many articles (0, the sample pack alone, when unset); read here rather than with
 * `${VAR:-0}` shell syntax, so the script runs in any shell.
 * @module
 */
import { clockVars } from './lib/clock-env.ts';
import { runBin } from './lib/run-bin.ts';

const articles = process.env.CMS_EXTRA_ARTICLES || '0';
runBin('wrangler', [
  'dev',
  '--config',
  'cms/wrangler.toml',
  '--port',
  '8788',
  '--ip',
  '127.0.0.1',
  '--var',
  `CMS_EXTRA_ARTICLES:${articles}`,
  ...clockVars(),
  ...process.argv.slice(2),
]);
