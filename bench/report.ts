/** Formats the bench results as one markdown report. */
import type { ColdStart } from './cold-start.ts';
import type { LongTailResult } from './long-tail.ts';
import type { CpuProbe, Transfer, TtfbSample } from './probes.ts';
import type { RouteTableReport } from './route-table.ts';
import { ROW_KINDS } from './row-kinds.ts';
import type { RowResult } from './scenarios.ts';

export interface Goal {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
  /** A failed goal the runtime cannot reach, and this run's measurement that shows it; else absent. */
  outOfReach?: string;
}

/** A goal's result: PASS, FAIL, or FAIL with why this run shows the runtime cannot reach it. */
export function goalResult(goal: Goal): string {
  if (goal.pass) return 'PASS';
  return goal.outOfReach ? `**FAIL**, out of the runtime's reach: ${goal.outOfReach}` : '**FAIL**';
}

export interface ReportInput {
  machine: string[];
  rows: RowResult[];
  probes: { id: string; name: string; probe: CpuProbe }[];
  longTail: LongTailResult;
  cold: ColdStart;
  goals: Goal[];
  ttfb: TtfbSample[];
  transfers: Transfer[];
  routeTable: RouteTableReport | null;
  notes: string[];
}

const f = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function formatReport(input: ReportInput): string {
  const floor = input.rows.find((row) => row.scenario.id === 'a');
  const out: string[] = ['# Masthead bench', '', ...input.machine.map((line) => `- ${line}`), ''];

  out.push('## Load (one run, side by side)', '');
  out.push(
    table(
      ['row', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'req/s ÷ (a)', 'CPU ÷ (a)', 'services CPU ms/req', 'cache per request', 'errors'],
      input.rows.map((row) => [
        `(${row.scenario.id}) ${row.scenario.name}`,
        f(row.load.rps, 0),
        f(row.load.p50ms),
        f(row.load.p99ms),
        f(row.cpuMsPerRequest, 3),
        floor ? f(row.load.rps / floor.load.rps) : 'n/a',
        floor ? f(row.cpuMsPerRequest / floor.cpuMsPerRequest, 1) : 'n/a',
        f(row.servicesCpuMsPerRequest, 3),
        ['a', 'f', 'r'].includes(row.scenario.id)
          ? '–'
          : `page hit ${f(row.cache.pageHit)}, page miss ${f(row.cache.pageMiss)}, data reads ${f(row.cache.dataReads, 1)} (miss ${f(row.cache.dataMiss)})`,
        String(row.load.errors),
      ]),
    ),
  );
  out.push('', 'What each row measures:', '');
  for (const row of input.rows) out.push(`- (${row.scenario.id}) ${row.scenario.measures}.`);
  out.push(
    '',
    '"CPU ms/req": the site workerd process\'s utime+stime (/proc/<pid>/stat) over the run ÷ requests completed (mean, includes waitUntil work). "services": the separate workerd process with the CMS, KV and Cache API stand-ins.',
  );

  out.push('', '## CPU per request, sequential (schedstat, ns resolution, interleaved blocks)', '');
  out.push(probeTable(input.probes));
  out.push(
    '',
    'Rows run in rounds: each round, a block of sequential requests of every row in turn, so all rows see the machine as it is at that moment. "median ms" is over the blocks; "above its floor" is the median over rounds of (row − floor) in the same round: the floor is (a), and for the React reference (h) the bare one (r). Row (e) runs in the second site process (normal configuration) and is paired with that process\'s floor.',
  );

  const tail = input.longTail;
  out.push(
    '',
    `## Long tail: first sight of archive articles (${tail.articles} per row, of ${tail.archiveSize.toLocaleString('en-GB')})`,
    '',
  );
  out.push(probeTable(tail.probes));
  out.push(
    '',
    `A new site process, started after another put the (t) articles' data in the Cache API; (m) articles were never requested. Each (t) and (m) request is a different article, requested once; (w) is one archive article (${tail.warmPath}) again and again. A (t) article's Cache API object (path answer, nodes, drawn markup) is ${tail.objectBytes.median} bytes (median; ${tail.objectBytes.min}–${tail.objectBytes.max}), the size (x) reads. Rendered-page cache off, cache windows an hour (no revalidation counted); interleaved blocks with the floor, as above.`,
  );

  const cold = input.cold;
  const siteStart = cold.siteStartMs - cold.referenceStartMs;
  const reactStart = cold.reactStartMs - cold.referenceStartMs;
  out.push('', `## Cold start: a new isolate, ours beside a React page's (median of ${cold.runs} new processes each)`, '');
  out.push(
    table(
      ['row', 'kind', 'the site', 'React reference (h)', 'ratio', 'what it is'],
      [
        [
          '(s) startup CPU',
          'cold',
          `${f(siteStart, 1)} ms`,
          `${f(reactStart, 1)} ms`,
          `${f(siteStart / reactStart)}×`,
          `a new workerd process's CPU until its first answer (site /__floor: ${f(cold.siteStartMs, 1)} ms; reference /ok: ${f(cold.reactStartMs, 1)} ms), less the bare Hono reference alone (${f(cold.referenceStartMs, 1)} ms)`,
        ],
        [
          '(s) first page in a new isolate',
          'cold',
          `${f(cold.firstPageMs, 2)} ms`,
          `${f(cold.reactFirstPageMs, 2)} ms`,
          `${f(cold.firstPageMs / cold.reactFirstPageMs)}×`,
          'the peer article right after the start (the site: data in the Cache API stand-in; the reference: data in its bundle)',
        ],
        [
          'its execution; its compilation',
          'cold',
          `${f(cold.eagerFirstPageMs, 2)}; ${f(cold.firstPageMs - cold.eagerFirstPageMs, 2)} ms`,
          '',
          '',
          `the first page of a site process started with V8's --no-lazy (a measuring leg: everything compiled at load, start ${f(cold.eagerStartMs - cold.referenceStartMs, 1)} ms), and the first page less it`,
        ],
        [
          'the same page, warm',
          'warm',
          `${f(cold.warmPageMs, 3)} ms`,
          `${f(cold.reactWarmPageMs, 3)} ms`,
          `${f(cold.warmPageMs / cold.reactWarmPageMs)}×`,
          `first ÷ warm: the site ${f(cold.firstPageMs / cold.warmPageMs, 1)}×, the reference ${f(cold.reactFirstPageMs / cold.reactWarmPageMs, 1)}× (sequential, whole request)`,
        ],
        [
          '(z) bundle',
          'cold',
          `${kb(cold.bundleGzipBytes)} KB gzip`,
          '',
          '',
          `${kb(cold.bundleBytes)} KB raw, ${kb(cold.entryBytes)} KB of it the entry a start compiles (wrangler's dry-run output; budget and largest modules in npm run check:budgets)`,
        ],
      ],
    ),
  );

  out.push('', '## Which rows are warm, which are cold, what each leaves out', '');
  out.push(
    table(
      ['row', 'kind', 'leaves out'],
      ROW_KINDS.map((row) => [`(${row.id})`, row.kind, row.excludes]),
    ),
  );
  out.push(
    '',
    'warm: the isolate has run this code and holds this content. first sight: code warm, content new to the isolate. cold: a new isolate. The peer figures (Astro, Hono, React Router) are warm renders: compare them with (p), never with (t), (m) or the cold rows.',
  );

  out.push('', '## Goals', '');
  out.push(
    table(
      ['goal', 'target', 'measured', 'result'],
      input.goals.map((goal) => [goal.name, goal.target, goal.measured, goalResult(goal)]),
    ),
  );

  out.push('', '## TTFB with the CMS delayed 300 ms on /nodes (person, uncached page, route table cached)', '');
  out.push(
    table(
      ['path', 'status', 'first byte ms', 'complete ms'],
      input.ttfb.map((s) => [s.path, String(s.status), f(s.firstByteMs, 1), f(s.totalMs, 1)]),
    ),
  );

  out.push('', '## First-load transfer (gzip level 6, each file on its own)', '');
  out.push(
    table(
      ['page', 'path', 'HTML KB', 'JS KB', 'CSS KB', 'total KB', 'JS files (icons adopted)'],
      input.transfers.map((t) => [
        t.page,
        t.path,
        kb(t.htmlGz),
        kb(t.jsGz),
        kb(t.cssGz),
        kb(t.htmlGz + t.jsGz + t.cssGz),
        `${t.jsFiles} (${t.icons})`,
      ]),
    ),
  );

  if (input.routeTable) {
    out.push('', '## Route table at scale (Node micro-benchmark, bench/route-table.ts)', '');
    out.push(
      table(
        [
          'routes',
          'lookup from memory ns',
          'lookup decoded ns',
          'isolate memory MB',
          'full table JSON MB',
          'full table heap MB',
          'full table parse ms',
        ],
        input.routeTable.tables.map((t) => [
          String(t.routes),
          f(t.hitNs, 0),
          f(t.missNs, 0),
          f(t.memoryHeapMb, 1),
          f(t.tableMb, 1),
          f(t.tableHeapMb, 1),
          f(t.tableParseMs, 0),
        ]),
      ),
    );
    out.push(
      '',
      '"lookup": a page request resolves its route by the cached per-path answer (isolate memory, else one ~1 KB answer decoded), so its cost does not grow with the table. "Full table": read only to build sitemaps, robots.txt and the feed.',
    );
  }

  if (input.notes.length) out.push('', '## Notes', '', ...input.notes.map((note) => `- ${note}`));
  return `${out.join('\n')}\n`;
}

/** A table of sequential CPU probes: one row per probe, its spread and its cost above the floor in the same rounds. */
function probeTable(probes: readonly { id: string; name: string; probe: CpuProbe }[]): string {
  return table(
    ['row', 'requests', 'median ms', 'p90 ms', 'mean ms', 'above its floor ms, paired'],
    probes.map(({ id, name, probe }) => [
      `(${id}) ${name}`,
      String(probe.requests),
      f(probe.medianMs, 3),
      f(probe.p90Ms, 3),
      f(probe.meanMs, 3),
      probe.aboveFloorMs === null ? '–' : f(probe.aboveFloorMs, 3),
    ]),
  );
}
