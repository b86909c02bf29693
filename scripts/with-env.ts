/**
 * `node scripts/with-env.ts NAME=value… tool args…`: runs a dependency's command-line tool with those
 * environment variables, like POSIX `NAME=value tool args`, but in any shell (cmd.exe and PowerShell have no
 * such syntax) and without a `.cmd` shim on Windows (lib/run-bin.ts). `npm run deploy:dry-run` uses it to bundle
 * for production whatever NODE_ENV the shell exports (wrangler has no flag for it; wp-scripts has `--node-env`).
 * @module
 */
import { runBin } from './lib/run-bin.ts';

const args = process.argv.slice(2);
const env: Record<string, string> = {};
while (args[0] && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[0])) {
  const assignment = args.shift()!;
  const at = assignment.indexOf('=');
  env[assignment.slice(0, at)] = assignment.slice(at + 1);
}
const tool = args.shift();
if (!tool) {
  console.error('usage: node scripts/with-env.ts NAME=value… tool [args…]');
  process.exit(2);
}
runBin(tool, args, env);
