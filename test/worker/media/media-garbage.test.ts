/**
 * `/media/*` cannot be poisoned, and costs the CMS one call per file: against
 * the reference CMS, whose fault switches make media answer garbage (JSON,
 * a broken body, an HTML page), each such answer is a 502 stored nowhere, so
 * the real file is served once the CMS recovers. Files are cached under a key
 * a purge reaches; a missing file is remembered; concurrent requests for one
 * file make one CMS call. CMS calls are counted by the CMS (`/__stats`).
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signPurge } from '../../../contract/signing.server';
import { mediaKey } from '../../../worker/cache/cache-policy';
import { clockSeconds } from '../../helpers/clock';
import { cms } from '../../helpers/cms';
import { siteState } from '../../helpers/isolate';
import { get, ORIGIN } from '../../helpers/site';
import { eventually } from '../../helpers/wait';

const calls = async (path: string) => (await cms.counts())[path] ?? 0;
const svg = (name: string) => `/media/card/${name}-${crypto.randomUUID()}.svg`;
const stored = async (path: string) => caches.default.match(mediaKey(ORIGIN, path, (await siteState(env.SITE_STATE)).version));

let clock = clockSeconds();
async function purgePaths(paths: string[]): Promise<void> {
  const body = JSON.stringify({ paths });
  const timestamp = String(clock++);
  const response = await get('/__purge', {
    method: 'POST',
    body,
    headers: { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await signPurge(env.PURGE_SECRET, timestamp, body) },
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
}

describe('media garbage is never served or stored', () => {
  it.each([
    ['JSON in place of a PDF', '/media/files/rate-card-food-2024.pdf', { invalid: true }],
    ['a broken body in place of a PDF', '/media/files/media-pack-2024.pdf', { malformed: true }],
    ['JSON in place of an SVG', '/media/card/garbage-json.svg', { invalid: true }],
    ['an HTML login page in place of an SVG', '/media/card/garbage-html.svg', { html: true }],
    ['a huge JSON body in place of a CSV', '/media/files/test.csv', { hugeMb: 1 }],
  ] as const)('%s: 502 now, the real file once the CMS recovers', async (_name, path, fault) => {
    await purgePaths([path]); // whatever an earlier test cached for this path is reloaded
    await cms.faults({ paths: ['/media/'], ...fault });
    const bad = await get(path);
    expect(bad.status).toBe(502);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    await bad.body?.cancel();
    expect(await stored(path)).toBeUndefined();
    await cms.reset();
    const good = await get(path);
    expect(good.status).toBe(200);
    const bytes = new Uint8Array(await good.arrayBuffer());
    const head = new TextDecoder().decode(bytes.subarray(0, 8));
    if (path.endsWith('.pdf')) expect(head.startsWith('%PDF-')).toBe(true);
    if (path.endsWith('.svg')) expect(head.startsWith('<svg ')).toBe(true);
    if (path.endsWith('.csv')) expect(head.startsWith('{')).toBe(false);
    expect(await calls(path)).toBe(1);
  });
});

describe('media caching', () => {
  it('is reached by a purge of the file’s path', async () => {
    const path = svg('purged');
    await (await get(path)).text();
    await eventually(async () => expect(await stored(path)).toBeDefined());
    await (await get(path)).text();
    expect(await calls(path)).toBe(1);
    await purgePaths([path]);
    const again = await get(path);
    expect(again.status).toBe(200);
    await again.text();
    expect(await calls(path)).toBe(2);
  });

  it('remembers a missing file: ten requests, one CMS call; a purge of its path asks again', async () => {
    const path = `/media/files/missing-${crypto.randomUUID()}.pdf`;
    for (let index = 0; index < 10; index++) {
      const response = await get(path);
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
    expect(await calls(path)).toBe(1);
    await purgePaths([path]);
    await (await get(path)).body?.cancel();
    expect(await calls(path)).toBe(2);
  });

  it('concurrent requests for one file share one CMS call, and each gets the whole file', async () => {
    const path = svg('together');
    await cms.faults({ paths: ['/media/'], delayMs: 300 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => get(path)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toMatch(/^<svg [\s\S]*<\/svg>$/);
    expect(await calls(path)).toBe(1);
  });

  it('concurrent requests for a file the CMS answers with garbage share one call, and none is served it', async () => {
    const path = svg('together-garbage');
    await cms.faults({ paths: ['/media/'], delayMs: 300, html: true });
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(path)));
    for (const response of responses) await response.body?.cancel();
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(502));
    expect(await calls(path)).toBe(1);
  });
});
