/**
 * Sorts a V8 CPU profile of the site worker into the parts of a request, by the source module of each
 * frame on a sample's stack. The bundle is one file; esbuild writes a `// path/to/module.ts` line before
 * each module's code, so a frame's line number names its module.
 *
 * A sample belongs to the first part, in PARTS order, that any frame of its stack falls in: drawing
 * renders with React and parses markup, so it is tried before rendering; sanitising and validation run
 * inside a cache load, so they are tried before the cache.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
  /** Samples by source line (1-based) within the node's function. */
  positionTicks?: { line: number; ticks: number }[];
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const PARTS: readonly (readonly [string, RegExp])[] = [
  ['drawing (nodes drawn once: renderToString, markup read back)', /^worker\/render\/(drawn-nodes|parse-markup)\.ts$/],
  [
    'sanitising (parse5 allow-list, URLs, media)',
    /^((worker\/cms|contract\/html)\/(sanitize-html|sanitize-slots|html-policy|media-src)\.ts|node_modules\/(parse5|entities)\/)/,
  ],
  ['validation (zod)', /^(node_modules\/zod\/|worker\/cms\/parse-nodes\.ts$)/],
  ['cache reads and decode (Cache API, JSON, memory)', /^worker\/(cms\/(swr-cache|memory-cache|cms-client|content-service)|bindings\/)/],
  ['rendering (the page, React)', /^(worker\/render\/|node_modules\/react|app\/)/],
  ['garbage collection', /^\(garbage collector\)$/],
];
const OTHER = 'other (pipeline, middleware, HTTP, runtime)';

/** The module each line of the bundle belongs to: sorted starts, from esbuild's `// path` comments. */
export function bundleModules(bundle: string): { line: number; module: string }[] {
  const starts: { line: number; module: string }[] = [];
  bundle.split('\n').forEach((text, line) => {
    // A worktree whose node_modules links elsewhere has its packages named by that path (../../x/node_modules/…).
    const match = /^\/\/ (?:(?:\.\.\/)+\S*?\/)?((?:node_modules|worker|app|cms|contract)\/\S+\.[cm]?[jt]sx?)$/.exec(text);
    if (match) starts.push({ line, module: match[1]! });
  });
  return starts;
}

function moduleOf(frame: CallFrame, starts: { line: number; module: string }[]): string {
  // Runtime frames (native, node-internal:…) are not the bundle's; their line numbers mean nothing here.
  if (frame.url !== 'index.js' && !frame.url.endsWith('/index.js')) return frame.url || frame.functionName;
  let low = 0;
  let high = starts.length - 1;
  let found = '';
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle]!.line <= frame.lineNumber) {
      found = starts[middle]!.module;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** µs of non-idle samples per part of a request, largest first. */
export function profileParts(profile: Profile, starts: { line: number; module: string }[]): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOfNode = new Map<number, string>();
  const partOf = (id: number): string => {
    const known = partOfNode.get(id);
    if (known) return known;
    const modules: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) modules.push(moduleOf(byId.get(at)!.callFrame, starts));
    const part = PARTS.find(([, pattern]) => modules.some((module) => pattern.test(module)))?.[0] ?? OTHER;
    partOfNode.set(id, part);
    return part;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    const part = partOf(id);
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * µs of non-idle samples by the module of the line each sample ran (the profile's position ticks; the bundle's
 * top level is one function, so a function's own line would put every module's top-level code at line 1),
 * largest first: where a new isolate's start goes (bench:profile --cold). Frames outside the bundle keep their
 * runtime name ("(garbage collector)", "(program)", a workerd internal module).
 */
export function selfByModule(profile: Profile, starts: { line: number; module: string }[]): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const totals = new Map<string, number>();
  const add = (module: string, micros: number) => totals.set(module, (totals.get(module) ?? 0) + micros);
  for (const [id, micros] of self) {
    const node = byId.get(id)!;
    const frame = node.callFrame;
    if (frame.functionName === '(idle)') continue;
    const ticks = node.positionTicks ?? [];
    const count = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
    if (!count || (frame.url !== 'index.js' && !frame.url.endsWith('/index.js'))) {
      add(moduleOf(frame, starts) || frame.functionName || '(top level)', micros);
      continue;
    }
    for (const tick of ticks)
      add(moduleOf({ ...frame, lineNumber: tick.line - 1 }, starts) || '(bundle prelude)', (micros * tick.ticks) / count);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
