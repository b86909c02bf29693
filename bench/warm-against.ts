/**
 * `npm run bench -- --warm-against=<dir>`: this build's warm render beside another build's (a dry-run outdir kept
 * aside, e.g. a copy of .build/bench/site from before a change), both served by one workerd process with the
 * rendered-page cache off, and the React reference beside them. Each round sends a block of requests to each
 * build's floor and peer article in turn, so both builds see the machine as it is that second: the same bundle
 * read in two runs minutes apart differs by up to a third, and in one process, paired, by about 0.03 ms.
 */
import { BESIDE_URL, CACHE_URL, CMS_URL, FROM_EDGE, PERSON_UA, REACT_URL, REFERENCE_URL, SITE_URL } from './config.ts';
import { get, send } from './http.ts';
import { PEER_PATH } from './peer-article.ts';
import { cpuProbes, swappingEachRound } from './probes.ts';
import { serve } from './processes.ts';
import { writeServicesConfig, writeSiteConfig } from './workerd-config.ts';

/** Requests of each page before measuring: V8 optimises a render's functions only after many calls. */
const WARM_REQUESTS = 3000;

export async function warmAgainst(against: string, rounds: number, perBlock: number): Promise<string[]> {
  await serve('services', writeServicesConfig(), `${CMS_URL}/site`);
  const config = writeSiteConfig({ overrides: { RENDERED_PAGE_CACHE: 'off' }, besideDir: against });
  const site = await serve('site', config, `${SITE_URL}/__floor`);
  await send('POST', `${CACHE_URL}/__bench/pages?store=0`);
  const reader = { 'user-agent': PERSON_UA, ...FROM_EDGE };
  for (const base of [SITE_URL, BESIDE_URL]) {
    const response = await get(base + PEER_PATH, reader);
    if (response.status !== 200) throw new Error(`${base}${PEER_PATH}: ${response.status}`);
  }
  for (let i = 0; i < WARM_REQUESTS; i++) {
    await get(SITE_URL + PEER_PATH, reader);
    await get(BESIDE_URL + PEER_PATH, reader);
    await get(`${REACT_URL}/article`, reader);
  }
  const references = [
    { id: 'r', url: `${REFERENCE_URL}/`, headers: reader },
    { id: 'h', url: `${REACT_URL}/article`, headers: reader, floorId: 'r' },
  ];
  const ours = [
    { id: 'a', url: `${SITE_URL}/__floor`, headers: reader },
    { id: 'p', url: SITE_URL + PEER_PATH, headers: reader },
  ];
  const beside = [
    { id: 'a-beside', url: `${BESIDE_URL}/__floor`, headers: reader },
    { id: 'p-beside', url: BESIDE_URL + PEER_PATH, headers: reader, floorId: 'a-beside' },
  ];
  const orderOf = swappingEachRound(references, ours, beside);
  const probes = await cpuProbes(site.pid, [...references, ...ours, ...beside], { rounds, perBlock, floorId: 'a', orderOf });
  const above = (id: string) => probes.get(id)!.aboveFloorMs!;
  const react = above('h');
  const line = (name: string, id: string) =>
    `peer article (p) above its floor, ${name}: ${above(id).toFixed(3)} ms, ${(above(id) / react).toFixed(2)}× (h)`;
  const floor = (id: string) => (probes.get(id)!.medianMs / probes.get('r')!.medianMs).toFixed(2);
  return [
    line('this build', 'p'),
    `floor (a) against the bare reference (r), sequential: this build ${floor('a')}×, ${against} ${floor('a-beside')}×`,
    line(against, 'p-beside'),
    `medians, ms: ${[...probes].map(([id, probe]) => `${id} ${probe.medianMs.toFixed(3)}`).join(', ')}`,
    `this build − ${against}: ${(above('p') - above('p-beside')).toFixed(3)} ms; (h) above (r) ${react.toFixed(3)} ms; ${rounds} rounds of ${perBlock} requests`,
  ];
}
