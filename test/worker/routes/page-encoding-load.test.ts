/**
 * A page is never sent with the wrong encoding, under load: concurrent GET
 * and HEAD requests with every kind of Accept-Encoding, for people and
 * crawlers, while pages go stale and are re-rendered in the background
 * (1 s fresh window) and purges land. Every answer must decode, by its own
 * Content-Encoding, to a complete HTML document; an answer to a reader who
 * does not accept gzip is never gzip.
 *
 * Twice: in-process, where a response's bytes are exactly what the worker
 * built (gzip bytes are gzip, and nothing else is), and through the
 * runtime's HTTP path (`exports.default.fetch`), which encodes and decodes
 * as a client's connection would.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsGzipMemo } from '../../../worker/page/encoding';

const acceptsGzip = acceptsGzipMemo();

import worker from '../../../worker/index';
import { recordPurge } from '../../helpers/isolate';
import { CRAWLER, ORIGIN, PERSON } from '../../helpers/site';

const PATHS = ['/', '/who-we-are/', '/our-brands/', '/jobs/', '/news/', '/imagine/'];
const ACCEPT = [
  undefined,
  '',
  'gzip',
  'x-gzip',
  'GZIP',
  '*',
  'gzip, deflate, br, zstd',
  'br;q=1.0, gzip;q=0.5',
  'br',
  'identity',
  'deflate',
  'gzip;q=0',
  '*;q=0',
] as const;
const ROUNDS = 8;
const SHORT = { CACHE_FRESH_SECONDS: '1', CACHE_STALE_SECONDS: '300' };
const decoder = new TextDecoder();

interface Ask {
  path: string;
  method: 'GET' | 'HEAD';
  accept: string | undefined;
  ua: string;
}

/** Every combination, in an order that spreads paths and encodings over the round. */
function asks(): Ask[] {
  const all: Ask[] = [];
  for (const accept of ACCEPT)
    for (const path of PATHS)
      for (const method of ['GET', 'HEAD'] as const) all.push({ path, method, accept, ua: all.length % 3 === 0 ? CRAWLER : PERSON });
  return all.sort((a, b) => (a.path + a.accept).length - (b.path + b.accept).length);
}

function requestOf({ path, method, accept, ua }: Ask): Request {
  const headers = new Headers({ 'user-agent': ua });
  if (accept !== undefined) headers.set('accept-encoding', accept);
  return new Request(`${ORIGIN}${path}`, { method, headers, redirect: 'manual' });
}

function isDocument(text: string): boolean {
  return text.startsWith('<!DOCTYPE html>') && text.trimEnd().endsWith('</html>');
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

/** What is wrong with one answer, or null. `raw`: the bytes are the worker's own (in-process). */
async function problemOf(ask: Ask, response: Response, raw: boolean): Promise<string | null> {
  const encoding = response.headers.get('content-encoding');
  const label = `${ask.method} ${ask.path} accept=${JSON.stringify(ask.accept)} → ${response.status} ${encoding ?? 'plain'}`;
  if (response.status !== 200) return `${label}: status`;
  if (encoding !== null && encoding !== 'gzip') return `${label}: unknown encoding`;
  if (encoding === 'gzip' && !acceptsGzip(ask.accept)) return `${label}: gzip for a reader who does not take it`;
  if (response.headers.get('vary') !== 'accept-encoding') return `${label}: no Vary`;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (ask.method === 'HEAD') return bytes.byteLength === 0 ? null : `${label}: a body on HEAD`;
  const gzipBytes = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (raw && encoding === 'gzip' && !gzipBytes) return `${label}: not gzip bytes`;
  if (!(raw && encoding === 'gzip') && gzipBytes) return `${label}: gzip bytes without Content-Encoding`;
  let text: string;
  try {
    text = raw && encoding === 'gzip' ? await gunzip(bytes) : decoder.decode(bytes);
  } catch (error) {
    return `${label}: does not decode (${(error as Error).message})`;
  }
  return isDocument(text) ? null : `${label}: not a complete document: ${JSON.stringify(text.slice(0, 40))}`;
}

let purgeTick = 0;

/** A purge of one page, or every few rounds of everything, as a publish or an operator would. */
function purgeSomething(): Promise<unknown> {
  purgeTick += 1;
  const purge = purgeTick % 4 === 0 ? { everything: true as const } : { tags: [`page:${PATHS[purgeTick % PATHS.length]}`] };
  return recordPurge(env.SITE_STATE, purge, 600_000);
}

const tally = new Map<string, number>();

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  console.info(`answers by state and encoding: ${JSON.stringify(Object.fromEntries(tally))}`);
});

function count(response: Response): void {
  const state = /cache;desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'none';
  const key = `${state}/${response.headers.get('content-encoding') ?? 'plain'}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

describe('every answer decodes to a complete page, whatever the reader accepts', () => {
  it('in-process, while pages go stale, are re-rendered and purged', async () => {
    const problems: string[] = [];
    const all = asks();
    // The worker's clock stands still within a round and jumps past the fresh window between some rounds, so
    // fresh hits (gzip) and stale answers both happen, however fast or busy the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    vi.setSystemTime(now);
    for (let round = 0; round < ROUNDS; round++) {
      const contexts: ExecutionContext[] = [];
      const answers = all.map(async (ask) => {
        const ctx = createExecutionContext();
        contexts.push(ctx);
        const response = await worker.fetch(requestOf(ask), { ...env, ...SHORT } as Env, ctx);
        count(response);
        const problem = await problemOf(ask, response, true);
        if (problem) problems.push(problem);
      });
      // Purges land while the round's requests (and their background refreshes) are under way.
      const purged = round % 2 === 1 ? purgeSomething() : Promise.resolve();
      await Promise.all([...answers, purged]);
      await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
      // Let the round's pages pass their fresh window now and then, so the next round finds them stale.
      if (round % 3 === 2) {
        now += 1_050;
        vi.setSystemTime(now);
      }
    }
    vi.useRealTimers();
    expect(problems).toEqual([]);
    const stale = [...tally.keys()].some((key) => key.startsWith('page-stale/'));
    const gzip = [...tally.keys()].some((key) => key.endsWith('/gzip'));
    expect({ stale, gzip }).toEqual({ stale: true, gzip: true });
  });

  it('through the runtime, while purges land', async () => {
    const problems: string[] = [];
    const all = asks();
    for (let round = 0; round < ROUNDS / 2; round++) {
      const answers = all.map(async (ask) => {
        const response = await exports.default.fetch(requestOf(ask));
        count(response);
        const problem = await problemOf(ask, response, false);
        if (problem) problems.push(problem);
      });
      await Promise.all([...answers, round % 2 === 1 ? purgeSomething() : Promise.resolve()]);
    }
    expect(problems).toEqual([]);
  });
});
