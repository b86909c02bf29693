/**
 * `npm run bench:resilience`: bounded load on the site's production build in
 * bare `workerd serve` (the bench setup: bench/workerd-config.ts) while each
 * dependency fails in turn, at the dependency: the KV stand-ins (REDIRECTS and
 * SITE_STATE together) and the Cache API stand-in have fault switches
 * (bench/services/fault-switch.js), the CMS has its own (`POST /__faults`).
 * The site's bindings are the real ones (`kvNamespace`, `cacheApiOutbound`),
 * so the worker sees a failing binding, not a mock.
 *
 * Phases, a few seconds each: healthy; KV, Cache API and CMS each throwing,
 * hanging and returning garbage; recovered. Per phase: requests, 5xx for
 * pages seen before (goal 0) and for pages never requested before, the share
 * served from cache, p50/p95/max latency, requests over their deadline + 500
 * ms, 200 pages with a broken body, and how many calls the failing
 * dependency received while failing (proof the fault reached the worker).
 * Loopback only; stops by itself (about 75 s with the build).
 *
 *   npm run bench:resilience                  # build, serve, load, report
 *   npm run bench:resilience -- --check       # exit 1 on a seen-page 5xx, a late request or a broken page
 *   npm run bench:resilience -- --no-build --phase=5 --only="Cache API"
 *   npm run bench:resilience -- --smoke       # every phase for 1 s: proves the bench runs (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from '../scripts/lib/published-routes.ts';
import { numberOption, option } from './args.ts';
import { buildAll } from './build.ts';
import { CACHE_URL, CMS_URL, HOST, OUT, PERSON_UA, PORTS, ROOT, readWranglerConfig, SITE_URL } from './config.ts';
import { send } from './http.ts';
import { assertPortsFree, serve, stopAll } from './processes.ts';
import { median, quantile } from './stats.ts';
import { writeServicesConfig, writeSiteConfig } from './workerd-config.ts';

const argv = process.argv.slice(2);
const CHECK = argv.includes('--check');
const SKIP_BUILD = argv.includes('--no-build');
const SMOKE = argv.includes('--smoke');
const PHASE_MS = numberOption(argv, 'phase', SMOKE ? 1 : 5) * 1000;
const CONCURRENCY = 8;
const SEEN_COUNT = 24;
/** Pages never requested before: one a second per phase (each used once), alternating with legacy paths. */
const UNSEEN_EVERY_MS = 1000;
const KV_URLS = [`http://${HOST}:${PORTS.kvRedirects}`, `http://${HOST}:${PORTS.kvState}`];

const log = (line: string) => console.error(`[bench:resilience] ${line}`);

type Dependency = 'KV' | 'Cache API' | 'CMS';
type Mode = 'throws' | 'hangs' | 'garbage';
interface Phase {
  name: string;
  dependency?: Dependency;
  mode?: Mode;
}

/** `--only=TEXT` keeps the fault phases whose name contains TEXT (e.g. `--only="KV hangs"`), between healthy and recovered. */
const ONLY = option(argv, 'only');
const PHASES: Phase[] = [
  { name: 'healthy' },
  ...(['KV', 'Cache API', 'CMS'] as const)
    .flatMap((dependency) => (['throws', 'hangs', 'garbage'] as const).map((mode) => ({ name: `${dependency} ${mode}`, dependency, mode })))
    .filter((phase) => !ONLY || phase.name.includes(ONLY)),
  { name: 'recovered' },
];

const config = readWranglerConfig(ROOT);
const CMS_TIMEOUT_MS = Number(config.vars.CMS_TIMEOUT_MS ?? 2500);

/**
 * The longest the worker may wait on a dependency that hangs (its deadlines in
 * worker/cms/site-state.ts, worker/pipeline/legacy-lookup.ts, worker/cache/swr-cache.ts,
 * worker/cms/cms-client.ts); a request may take that plus 500 ms, any other request 500 ms.
 */
function waitMs(phase: Phase): number {
  if (phase.mode !== 'hangs') return 0;
  if (phase.dependency === 'KV') return 1000 + 300; // SITE_STATE read, then the legacy table
  if (phase.dependency === 'Cache API') return 300; // a read; writes run after the response
  return CMS_TIMEOUT_MS * 2; // one retry
}

/** The CMS's own fault switches standing for the three modes: a reset connection, answers slower than the timeout, a body that is not JSON. */
const CMS_FAULTS: Record<Mode, object> = { throws: { reset: true }, hangs: { delayMs: CMS_TIMEOUT_MS * 3 }, garbage: { malformed: true } };

async function setFaults(phase: Phase): Promise<void> {
  const kvMode = phase.dependency === 'KV' ? phase.mode! : 'off';
  const cacheMode = phase.dependency === 'Cache API' ? phase.mode! : 'off';
  await Promise.all([
    ...KV_URLS.map((url) => send('POST', `${url}/__bench/faults?mode=${kvMode}`)),
    send('POST', `${CACHE_URL}/__bench/faults?mode=${cacheMode}`),
    // DELETE also zeroes the CMS's request counts.
    fetch(`${CMS_URL}/__faults`, { method: 'DELETE' }).then((response) => response.arrayBuffer()),
  ]);
  if (phase.dependency === 'CMS') await send('POST', `${CMS_URL}/__faults`, CMS_FAULTS[phase.mode!]);
}

/** Calls the failing dependency received while failing. */
async function faultedCalls(phase: Phase): Promise<string> {
  if (phase.dependency === 'KV') {
    const [redirects, state] = await Promise.all(
      KV_URLS.map(async (url) => (await (await fetch(`${url}/__bench/faults`)).json()) as { faulted: number }),
    );
    return `REDIRECTS ${redirects!.faulted}, SITE_STATE ${state!.faulted}`;
  }
  if (phase.dependency === 'Cache API')
    return String(((await (await fetch(`${CACHE_URL}/__bench/faults`)).json()) as { faulted: number }).faulted);
  if (phase.dependency === 'CMS') {
    const { counts } = (await (await fetch(`${CMS_URL}/__stats`)).json()) as { counts: Record<string, number> };
    return String(Object.values(counts).reduce((sum, n) => sum + n, 0));
  }
  return '–';
}

interface Sample {
  phase: string;
  kind: 'seen' | 'unseen' | 'legacy';
  path?: string;
  status: number;
  ms: number;
  cache: string;
  broken: boolean;
  detail?: string;
}

async function request(path: string): Promise<Omit<Sample, 'phase' | 'kind'>> {
  const started = performance.now();
  try {
    const response = await fetch(`${SITE_URL}${path}`, {
      headers: { 'user-agent': PERSON_UA },
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.text();
    const cache = /cache;desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'none';
    // A 200 page must be a whole document: junk from a failing cache must never reach a reader.
    const broken = response.status === 200 && !/<\/html>\s*$/.test(body);
    const detail = response.status >= 500 || broken ? JSON.stringify(body.slice(0, 80)) : undefined;
    return { status: response.status, ms: performance.now() - started, cache, broken, detail };
  } catch (error) {
    return { status: 599, ms: performance.now() - started, cache: 'none', broken: false, detail: String(error) };
  }
}

// --- Run ---------------------------------------------------------------------

const startedAt = Date.now();
await assertPortsFree();
if (!SKIP_BUILD) buildAll(log);
log('serving: services, then the site (bare workerd)');
try {
  await serve('services', writeServicesConfig(), `${CACHE_URL}/__bench/stats`);
  // Server-Timing names each answer's cache state, which the report counts.
  await serve('site', writeSiteConfig({ overrides: { DIAGNOSTICS: 'on' } }), `${SITE_URL}/__floor`);

  const pages = await sitemapPaths(SITE_URL);
  const seen = pages.slice(0, SEEN_COUNT);
  const unseen = pages.slice(SEEN_COUNT);
  const legacy = Object.keys(JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8')) as Record<string, string>);
  if (seen.length < SEEN_COUNT) throw new Error(`the sitemap lists ${pages.length} pages; the bench needs more than ${SEEN_COUNT}`);
  // Seen pages: requested twice, so the page and its data are in the Cache API and in the isolate's memory.
  for (let round = 0; round < 2; round++) for (const path of seen) await request(path);

  const samples: Sample[] = [];
  const rows: string[] = [];
  for (const phase of PHASES) {
    await setFaults(phase);
    const until = Date.now() + PHASE_MS;
    let next = 0;
    let nextRare = Date.now();
    let rare = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          // Mostly pages seen before; once a second a page never requested before or a legacy path, each used once.
          let kind: Sample['kind'] = 'seen';
          let path = seen[next++ % seen.length]!;
          if (Date.now() >= nextRare) {
            nextRare += UNSEEN_EVERY_MS;
            const pick = rare++;
            const pool = pick % 2 === 0 ? unseen : legacy;
            const candidate = pool.shift();
            if (candidate) {
              kind = pick % 2 === 0 ? 'unseen' : 'legacy';
              path = candidate;
            }
          }
          samples.push({ phase: phase.name, kind, path, ...(await request(path)) });
        }
      }),
    );
    const list = samples.filter((sample) => sample.phase === phase.name);
    const limit = waitMs(phase) + 500;
    const fiveXx = (kind: Sample['kind']) => list.filter((sample) => sample.kind === kind && sample.status >= 500).length;
    const fromCache = list.filter((sample) => /hit|stale/.test(sample.cache)).length / Math.max(1, list.length);
    const ms = list.map((sample) => sample.ms);
    const late = list.filter((sample) => sample.ms > limit).length;
    const broken = list.filter((sample) => sample.broken).length;
    const unseenStatuses = list
      .filter((sample) => sample.kind !== 'seen')
      .map((sample) => sample.status)
      .join(' ');
    rows.push(
      `| ${phase.name} | ${list.length} | ${fiveXx('seen')} | ${fiveXx('unseen')} (${unseenStatuses || '–'}) | ${(fromCache * 100).toFixed(0)}% | ${median(ms).toFixed(1)} | ${quantile(ms, 0.95).toFixed(1)} | ${Math.max(...ms).toFixed(0)} | ${late} (> ${limit}) | ${broken} | ${await faultedCalls(phase)} |`,
    );
    log(`${phase.name}: ${list.length} requests`);
  }
  // A hung CMS and a crawler walking addresses never seen: 50 one after another, one timeout in all (issue 40).
  await setFaults({ name: 'CMS hangs', dependency: 'CMS', mode: 'hangs' });
  const shedStarted = Date.now();
  const shedStatuses = new Map<number, number>();
  for (let index = 0; index < 50; index++) {
    const { status } = await request(`/bench-unseen-${startedAt}-${index}/`);
    shedStatuses.set(status, (shedStatuses.get(status) ?? 0) + 1);
  }
  const shedMs = Date.now() - shedStarted;
  const shedCalls = await faultedCalls({ name: 'CMS hangs', dependency: 'CMS', mode: 'hangs' });
  await setFaults({ name: 'off' });

  const seenFailures = samples.filter((sample) => sample.kind === 'seen' && sample.status >= 500).length;
  const lateTotal = samples.filter((sample) => sample.ms > waitMs(PHASES.find((phase) => phase.name === sample.phase)!) + 500).length;
  const brokenTotal = samples.filter((sample) => sample.broken).length;
  // What went wrong, by example: the first failure of each kind per phase.
  const examples = new Map<string, string>();
  for (const sample of samples) {
    if (!sample.detail || (sample.kind !== 'seen' && !sample.broken)) continue;
    const kind = `${sample.phase}: ${sample.status}${sample.broken ? ' broken' : ''}`;
    if (!examples.has(kind)) examples.set(kind, `${kind} ${sample.path} (${sample.cache}) ${sample.detail}`);
  }
  const report = [
    `Resilience: site ${SITE_URL} (bare workerd, production build), ${CONCURRENCY} connections, ${PHASE_MS / 1000} s per phase, ${seen.length} pages seen before; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`,
    '',
    '| phase | requests | 5xx seen pages | 5xx never-seen pages and legacy paths (their statuses) | from cache | p50 ms | p95 ms | max ms | over deadline + 500 ms | broken 200 pages | calls to the failing dependency |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `CMS hung, 50 never-seen paths one after another: ${shedMs} ms in all, ${(shedMs / CMS_TIMEOUT_MS).toFixed(2)}× one timeout (${CMS_TIMEOUT_MS} ms); statuses ${[...shedStatuses].map(([status, count]) => `${status}×${count}`).join(' ')}; calls to the CMS ${shedCalls}`,
    '',
    `goal: no 5xx for pages seen before: ${seenFailures === 0 ? 'PASS' : `FAIL (${seenFailures})`}`,
    `goal: a hung CMS costs 50 never-seen paths under 2× one timeout: ${shedMs < 2 * CMS_TIMEOUT_MS ? 'PASS' : `FAIL (${shedMs} ms)`}`,
    `goal: no request past its deadline + 500 ms: ${lateTotal === 0 ? 'PASS' : `FAIL (${lateTotal})`}`,
    `goal: no broken page served as 200: ${brokenTotal === 0 ? 'PASS' : `FAIL (${brokenTotal})`}`,
    ...(examples.size
      ? ['', 'First failure of each kind (phase: status path (cache) body):', ...[...examples.values()].map((line) => `- ${line}`)]
      : []),
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(join(OUT, 'resilience.md'), `${report}\n`);
  process.exitCode = CHECK && (seenFailures > 0 || lateTotal > 0 || brokenTotal > 0 || shedMs >= 2 * CMS_TIMEOUT_MS) ? 1 : 0;
} finally {
  await stopAll();
}
