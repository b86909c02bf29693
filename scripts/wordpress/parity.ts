/**
 * `npm run parity -- --a <siteUrl> --b <siteUrl> [--cms <apiBase>]…`: route-by-route parity of two sites
 * (the site served against the reference CMS and against WordPress, say). For every address of the sample
 * pack (scripts/lib/parity-addresses.ts) it compares what both sites answer: status, Location, <title>,
 * canonical, robots and the visible text of <main> (scripts/lib/page-facts.ts). Prints each difference and
 * the number of addresses compared; exits 1 when anything differs or an address could not be read.
 * @module
 */
import { parseCli } from '../lib/cli.ts';
import { differences, type PageFacts, pageFacts } from '../lib/page-facts.ts';
import { parityAddresses } from '../lib/parity-addresses.ts';

const HELP = `Usage: npm run parity -- --a <siteUrl> --b <siteUrl> [--cms <apiBase>]… [options]

Compares two sites address by address: status, Location, <title>, canonical, robots and the
visible text of <main>. Addresses: both sites' sitemaps, the internal pages their robots.txt
disallows, the route listing of each --cms (adds duplicates and withdrawn pages), redirects.json,
the sample pack's CMS redirects, /jobs/ and every job it links, and addresses that must fail alike.

  --a URL            the first site, e.g. http://127.0.0.1:8881
  --b URL            the second site, e.g. http://127.0.0.1:8883
  --cms URL          a content API whose /route-list adds routes (repeatable)
  --concurrency N    addresses in flight; default 4
  -h, --help         this help

Exits 0 when both sites answer every address alike, 1 otherwise, 2 on bad arguments.`;

const { values } = parseCli(HELP, {
  a: { type: 'string' },
  b: { type: 'string' },
  cms: { type: 'string', multiple: true },
  concurrency: { type: 'string', default: '4' },
});
if (!values.a || !values.b) {
  console.error(`--a and --b are required\n\n${HELP}`);
  process.exit(2);
}
const [a, b] = [values.a, values.b].map((url) => url.replace(/\/$/, '')) as [string, string];
const concurrency = Math.max(1, Number(values.concurrency) || 4);

async function facts(site: string, path: string): Promise<PageFacts | string> {
  try {
    return await pageFacts(site, path);
  } catch (error) {
    return `could not be read: ${(error as Error).message}`;
  }
}

async function compare(path: string): Promise<string[]> {
  const [left, right] = await Promise.all([facts(a, path), facts(b, path)]);
  if (typeof left === 'string' || typeof right === 'string') {
    return [typeof left === 'string' ? `A ${left}` : '', typeof right === 'string' ? `B ${right}` : ''].filter(Boolean);
  }
  return differences(left, right);
}

const addresses = await parityAddresses([a, b], values.cms ?? []);
const found = new Map<string, string[]>();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < addresses.length) {
      const path = addresses[next++]!;
      const diff = await compare(path);
      if (diff.length) found.set(path, diff);
    }
  }),
);

console.log(`A: ${a}\nB: ${b}`);
for (const path of addresses) {
  const diff = found.get(path);
  if (diff) console.log(`\n${path}\n${diff.map((line) => `  ${line}`).join('\n')}`);
}
console.log(`\nparity: ${addresses.length} addresses compared, ${found.size} differ`);
process.exit(found.size ? 1 : 0);
