/**
 * `npm run bench:resilience`: bounded load on the running site (npm start:
 * site on :8787, bundled CMS on :8788) while the CMS fails for a while.
 * Phases: healthy 5 s, CMS answering 503 (or slow past the timeout with
 * `--mode slow`) for 10 s, recovered 5 s. Prints requests served, 5xx count
 * (goal: 0 for pages seen before the outage), the share served stale or from
 * cache, and latency percentiles. Loopback only; stops by itself.
 *
 *   node bench/resilience.ts [--site URL] [--cms URL] [--mode 503|slow] [--check]
 */
export {};

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const SITE = option('site', 'http://127.0.0.1:8787');
const CMS = option('cms', 'http://127.0.0.1:8788');
const MODE = option('mode', '503');
const CONCURRENCY = 8;
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Sample {
  phase: string;
  path: string;
  status: number;
  ms: number;
  cache: string;
  seen: boolean;
}

async function request(path: string): Promise<{ status: number; ms: number; cache: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${SITE}${path}`, {
      headers: { 'user-agent': PERSON },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    const cache = /cache;desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'none';
    return { status: response.status, ms: performance.now() - started, cache };
  } catch {
    return { status: 599, ms: performance.now() - started, cache: 'none' };
  }
}

async function faults(body: object | null): Promise<void> {
  await fetch(
    `${CMS}/__faults`,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method: 'DELETE' },
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
const all = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((match) => new URL(match[1]!, SITE).pathname);
const seen = all.slice(0, 24);
const unseen = all.slice(24, 40);
await faults(null);
for (const path of seen) await request(path);

const samples: Sample[] = [];
const phases: [string, number, object | null][] = [
  ['healthy', 5_000, null],
  ['outage', 10_000, MODE === 'slow' ? { delayMs: 8_000 } : { status: 503 }],
  ['recovered', 5_000, null],
];
for (const [phase, duration, fault] of phases) {
  await faults(fault);
  const until = Date.now() + duration;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        // Mostly pages seen before the outage, one in eight never seen.
        const pick = next++;
        const isSeen = pick % 8 !== 7 || unseen.length === 0;
        const path = isSeen ? seen[pick % seen.length]! : unseen[pick % unseen.length]!;
        samples.push({ phase, path, seen: isSeen, ...(await request(path)) });
      }
    }),
  );
}
await faults(null);

const rows = ['healthy', 'outage', 'recovered'].map((phase) => {
  const list = samples.filter((sample) => sample.phase === phase);
  const seenList = list.filter((sample) => sample.seen);
  const fiveXx = (items: Sample[]) => items.filter((sample) => sample.status >= 500).length;
  const staleShare = list.filter((sample) => /stale|hit/.test(sample.cache)).length / Math.max(1, list.length);
  const ms = list.map((sample) => sample.ms);
  return `| ${phase} | ${list.length} | ${fiveXx(seenList)} | ${fiveXx(list) - fiveXx(seenList)} | ${(staleShare * 100).toFixed(0)}% | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} |`;
});
const seenFailures = samples.filter((sample) => sample.seen && sample.status >= 500).length;
console.log(
  `\nResilience: ${SITE}, CMS ${CMS} failing with ${MODE === 'slow' ? 'answers slower than the timeout' : '503'} during the outage; ${CONCURRENCY} connections\n`,
);
console.log('| phase | requests | 5xx (seen pages) | 5xx (never-seen pages) | served from cache or stale | p50 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\ngoal: 0 5xx for pages seen before the outage: ${seenFailures === 0 ? 'PASS' : `FAIL (${seenFailures})`}`);
if (args.includes('--check') && seenFailures > 0) process.exit(1);
