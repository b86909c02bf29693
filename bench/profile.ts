/**
 * `npm run bench:profile -- <path> [--requests=400] [--crawler] [--cached]`, or
 * `npm run bench:profile -- --long-tail[=cache|cms|warm] [--requests=400]`, or
 * `npm run bench:profile -- --cold [<path>]`, or `--smoke`:
 * a V8 CPU profile of the site worker answering one path, taken through
 * workerd's inspector on the last bench build (run `npm run bench` once
 * first, or pass --build). Writes `.build/bench/profile.cpuprofile` (open it in
 * Chrome DevTools → Performance) and prints the functions with the most
 * self time and the most total time, so a render's cost can be read by part.
 * The workerd process is the bench's: same bundle, same services, page cache
 * off unless --cached. Every profile is also sorted into the parts of a request
 * (profile-parts.ts: decode, validation, sanitising, drawing, rendering).
 *
 * --long-tail profiles first sight, as the bench's long-tail rows measure it (long-tail.ts): `--requests`
 * archive articles of a 100,000-article archive, each requested once by an isolate that warmed up on another
 * archive article; their data put in the Cache API by an earlier site process (`cache`, the default) or
 * coming from the CMS (`cms`); `warm` profiles one of them again and again, for comparison. --smoke: 20 requests after a short warm-up, to prove the tool runs (CI).
 *
 * --cold profiles a new isolate's start in workerd: the site's bundle sits behind bench/services/cold-entry.js,
 * so the profiler starts before the bundle is compiled and its top level runs, and the profile ends when the first
 * request, `/__floor`, has been answered. `--cold <path>`: the isolate starts on `/__floor` unprofiled, and the
 * profile is its first request of <path> (a first page in a new isolate, its data in the Cache API as in the bench). Printed by the module each sample ran in.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { numberOption, option } from './args.ts';
import { buildAll } from './build.ts';
import { CACHE_URL, CMS_URL, CRAWLER_UA, OUT, PERSON_UA, SITE_OUT, SITE_URL } from './config.ts';
import { get, send } from './http.ts';
import { connectInspector, inspectorArgs } from './inspector.ts';
import { ARCHIVE_SIZE, archivePaths, LONG_TAIL_OVERRIDES } from './long-tail.ts';
import { assertPortsFree, serve, stopAll } from './processes.ts';
import { bundleModules, type CallFrame, type Profile, profileParts, selfByModule } from './profile-parts.ts';
import { writeServicesConfig, writeSiteConfig } from './workerd-config.ts';

const argv = process.argv.slice(2);
const smoke = argv.includes('--smoke');
const cold = argv.includes('--cold');
const longTail = option(argv, 'long-tail') ?? (argv.includes('--long-tail') ? 'cache' : null);
const path = argv.find((arg) => !arg.startsWith('--')) ?? (cold ? '/__floor' : '/');
const requests = numberOption(argv, 'requests', smoke ? 20 : 400);
const warmups = smoke ? 50 : 2000;
const headers = { 'user-agent': argv.includes('--crawler') ? CRAWLER_UA : PERSON_UA };
const what =
  longTail === 'warm'
    ? 'one archive article, warm'
    : longTail
      ? `first sight of ${requests} archive articles, data from ${longTail === 'cms' ? 'the CMS' : 'the Cache API'}`
      : path;

function frameName(frame: CallFrame): string {
  const file = frame.url.split('/').pop() || '(native)';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

function summarise(profile: Profile, perRequest: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const selfByName = new Map<string, number>();
  const totalByName = new Map<string, number>();
  for (const [id, micros] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!.callFrame);
      if (at === id) selfByName.set(name, (selfByName.get(name) ?? 0) + micros);
      if (!seen.has(name)) totalByName.set(name, (totalByName.get(name) ?? 0) + micros);
      seen.add(name);
    }
  }
  const table = (title: string, map: Map<string, number>) =>
    [
      `\n${title} (µs per request)`,
      ...[...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.TOP ?? 40))
        .map(([name, micros]) => `${(micros / perRequest).toFixed(1).padStart(8)}  ${name}`),
    ].join('\n');
  const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((sum, [, m]) => sum + m, 0);
  return [
    `profile: ${requests} requests, ${what}; sampled ${(total / 1000).toFixed(0)} ms, not idle ${((total - idle) / perRequest).toFixed(1)} µs per request`,
    table('self', selfByName),
    table('total', totalByName),
    table('parts of a request', new Map(profileParts(profile, bundleModules(readFileSync(join(SITE_OUT, 'index.js'), 'utf8'))))),
  ].join('\n');
}

/** A new isolate's start: where its CPU goes, by module, from before the bundle is compiled to the first answer. */
async function profileStart(): Promise<void> {
  await serve('services', writeServicesConfig(), `${CMS_URL}/site`);
  if (path !== '/__floor') {
    // As the bench's first page: its data already in the Cache API stand-in, put there by an earlier process.
    const prime = await serve('site-profile-prime', writeSiteConfig({ overrides: { RENDERED_PAGE_CACHE: 'off' } }), `${SITE_URL}/__floor`);
    await get(SITE_URL + path, headers);
    await new Promise((resolve) => setTimeout(resolve, 500)); // its Cache API writes (waitUntil)
    await prime.stop();
  }
  const config = writeSiteConfig({ overrides: { RENDERED_PAGE_CACHE: 'off' }, coldEntry: true });
  await serve('site', config, `${SITE_URL}/__cold-ready`, inspectorArgs());
  if (path !== '/__floor') await get(`${SITE_URL}/__floor`, headers);
  const cdp = (await connectInspector()).call;
  await cdp('Profiler.enable');
  await cdp('Profiler.setSamplingInterval', { interval: Number(process.env.INTERVAL ?? 50) });
  await cdp('Profiler.start');
  const response = await get(SITE_URL + path, headers);
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  const { profile } = (await cdp('Profiler.stop')) as { profile: Profile };
  const file = join(OUT, 'profile-cold.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  const bundle = readFileSync(join(SITE_OUT, 'index.js'), 'utf8');
  const byModule = selfByModule(profile, bundleModules(bundle));
  const busy = byModule.reduce((sum, [, micros]) => sum + micros, 0);
  const packages = new Map<string, number>();
  for (const [module, micros] of byModule) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1] ?? module.split('/')[0]!;
    packages.set(name, (packages.get(name) ?? 0) + micros);
  }
  const lines = (map: Iterable<[string, number]>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)}  ${name}`);
  console.log(
    [
      `profile: ${path === '/__floor' ? "a new isolate's start" : `the first ${path} of a new isolate`}, ${(bundle.length / 1024).toFixed(0)} KB of bundle; sampled, not idle ${(busy / 1000).toFixed(1)} ms`,
      '\nby package or runtime part (ms)',
      ...lines(packages, 15),
      '\nby module (ms)',
      ...lines(byModule, Number(process.env.TOP ?? 30)),
    ].join('\n'),
  );
  console.error(`[profile] written to ${file}`);
}

/** The paths to profile: one path again and again, or archive articles each once (their data stored first with --long-tail=cache). */
async function pathsToProfile(): Promise<string[]> {
  if (!longTail) return Array.from({ length: requests }, () => path);
  const [warm, ...paths] = await archivePaths(requests + 1);
  // The same kind of page seen before, for comparison: one archive article again and again.
  if (longTail === 'warm') return [warm!, ...paths.map(() => warm!)];
  if (longTail === 'cache') {
    const first = await serve('site-profile-prime', writeSiteConfig({ overrides: LONG_TAIL_OVERRIDES }), `${SITE_URL}/__floor`);
    for (const stored of paths) await get(SITE_URL + stored, headers);
    await first.stop();
  }
  return [warm!, ...paths];
}

async function main(): Promise<void> {
  await assertPortsFree();
  if (argv.includes('--build')) buildAll((line) => console.error(`[profile] ${line}`));
  if (cold) return profileStart();
  await serve('services', writeServicesConfig(longTail ? { extraArticles: smoke ? 2000 : ARCHIVE_SIZE } : {}), `${CMS_URL}/site`);
  const [warm, ...paths] = await pathsToProfile();
  const overrides: Record<string, string> = longTail
    ? LONG_TAIL_OVERRIDES
    : argv.includes('--cached')
      ? {}
      : { RENDERED_PAGE_CACHE: 'off' };
  await serve('site', writeSiteConfig({ overrides }), `${SITE_URL}/__floor`, inspectorArgs());
  await send('POST', `${CACHE_URL}/__bench/pages?store=${argv.includes('--cached') ? 1 : 0}`);
  // The code warms up on one page (an archive article for --long-tail): only the content is new in the profile.
  for (let i = 0; i < warmups; i++) await get(SITE_URL + (longTail ? warm! : path), headers);
  const cdp = (await connectInspector()).call;
  await cdp('Profiler.enable');
  // A first sight waits on the Cache API and KV under deadlines of 300 ms; sampling every 50 µs slows the isolate
  // enough to miss them (reads turn into CMS loads), so the long tail is sampled every 250 µs.
  await cdp('Profiler.setSamplingInterval', { interval: Number(process.env.INTERVAL ?? (longTail ? 250 : 50)) });
  await cdp('Profiler.start');
  for (const profiled of longTail ? paths : [warm!, ...paths]) {
    const response = await get(SITE_URL + profiled, headers);
    if (response.status !== 200) throw new Error(`${profiled}: ${response.status}`);
  }
  const { profile } = (await cdp('Profiler.stop')) as { profile: Profile };
  const file = join(OUT, 'profile.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  console.log(summarise(profile, requests));
  console.error(`[profile] written to ${file}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll().then(() => process.exit()));
