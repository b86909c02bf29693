/**
 * Writes the WordPress plugin's copy of the site's shared rules (scripts/lib/contract-rules-php.ts) to
 * wordpress/masthead-content/includes/generated/contract.php. `npm run build` runs it; `--check` (in
 * `npm run lint`) writes nothing and fails when the committed file is not what the contract gives.
 *
 *   node scripts/contract-rules.ts [--check]
 *
 * contract/ uses extensionless imports, which Node does not resolve: the generator is bundled in memory first.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importBundled } from './lib/import-bundled.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const generator = await importBundled<{ contractRulesPhp: () => string; GENERATED_PHP: string }>(
  join(ROOT, 'scripts/lib/contract-rules-php.ts'),
);

const file = join(ROOT, generator.GENERATED_PHP);
const wanted = generator.contractRulesPhp();
let current: string | null = null;
try {
  current = readFileSync(file, 'utf8');
} catch {
  current = null;
}
if (values.check) {
  if (current !== wanted) {
    console.error(`${generator.GENERATED_PHP} is not what contract/ gives: run \`node scripts/contract-rules.ts\` and commit it.`);
    process.exit(1);
  }
  console.log(`${generator.GENERATED_PHP}: current`);
} else if (current !== wanted) {
  writeFileSync(file, wanted);
  console.log(`wrote ${generator.GENERATED_PHP}`);
}
