/**
 * One media file from an upstream, checked before it is used
 * (worker/media/media-fetch.ts, media-check.ts), with the upstream handed in:
 * each format's first bytes, the upstream's type against the extension, the
 * length limit (declared or counted), and the deadlines (headers: the CMS
 * timeout; then the body may take longer, up to its own deadline).
 */
import { describe, expect, it } from 'vitest';
import { mediaFileAt } from '../../../contract/media-types';
import { bytesProblem, typeProblem } from '../../../worker/media/media-check';
import { fetchMedia, type MediaFetchOptions } from '../../../worker/media/media-fetch';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FILES: Record<string, Uint8Array> = {
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16),
  gif: text('GIF89a\u0001\u0000'),
  webp: text('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '),
  avif: new Uint8Array([0, 0, 0, 28, ...text('ftypavif'), 0, 0, 0, 0, ...text('avifmif1miaf')]),
  pdf: text('%PDF-1.7\n%%EOF\n'),
  svg: text('<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  csv: text('name,value\nfood,1\n'),
};

describe('media signatures', () => {
  it.each(Object.entries(FILES))('a real .%s passes', (extension, file) => {
    expect(bytesProblem(extension, 'image', file)).toBeNull();
  });

  it.each([
    ['pdf', '{"routes": [ {"name": "broken"'],
    ['svg', '<!doctype html><title>Sign in</title>'],
    ['svg', '<html><body><svg></svg></body></html>'],
    ['csv', '<!DOCTYPE html><p>Please sign in.</p>'],
    ['csv', 'a,b\u0000c'],
    ['png', '%PDF-1.7'],
    ['jpg', 'GIF89a'],
    ['webp', 'RIFF\u0000\u0000\u0000\u0000AVI '],
    ['gif', ''],
  ])('.%s refuses %j', (extension, body) => {
    expect(bytesProblem(extension, 'image', text(body))).not.toBeNull();
  });

  it('the upstream type must fit the extension, or say only "bytes"', () => {
    expect(typeProblem('svg', 'image/svg+xml; charset=utf-8')).toBeNull();
    expect(typeProblem('jpg', 'image/jpeg')).toBeNull();
    expect(typeProblem('pdf', 'application/octet-stream')).toBeNull();
    expect(typeProblem('png', null)).toBeNull();
    expect(typeProblem('pdf', 'application/json')).not.toBeNull();
    expect(typeProblem('svg', 'text/html')).not.toBeNull();
    expect(typeProblem('png', 'image/jpeg')).not.toBeNull();
  });
});

function upstream(response: () => Response | Promise<Response>, calls: string[] = []): MediaFetchOptions['fetch'] {
  return async (url, init) => {
    calls.push(url);
    const answer = await response();
    // The real fetch rejects when its signal aborts before the headers.
    if (init.signal?.aborted) throw new Error('aborted');
    return answer;
  };
}

const pdf = mediaFileAt('/media/files/report.pdf')!;
const png = mediaFileAt('/media/photo/a.png')!;

describe('fetchMedia', () => {
  it('returns the checked bytes, the etag and last-modified', async () => {
    const result = await fetchMedia('https://cms/media/files/report.pdf', pdf, {
      fetch: upstream(() => new Response(FILES.pdf, { headers: { 'content-type': 'application/pdf', etag: '"1"' } })),
      headersDeadlineMs: 500,
    });
    expect(result).toMatchObject({ kind: 'file', etag: '"1"', lastModified: null });
    expect(result.kind === 'file' && new TextDecoder().decode(result.bytes)).toBe('%PDF-1.7\n%%EOF\n');
  });

  it('a 404 or 410 is missing; another status, garbage or a wrong type is a 502', async () => {
    for (const status of [404, 410]) {
      expect(await fetchMedia('u', pdf, { fetch: upstream(() => new Response('{}', { status })), headersDeadlineMs: 500 })).toEqual({
        kind: 'missing',
      });
    }
    // `down`: the CMS itself failed (a 5xx or 429 opens its breaker); garbage is an answer from a CMS that is up.
    for (const [response, down] of [
      [() => new Response('oops', { status: 500 }), true],
      [() => new Response('slow down', { status: 429 }), true],
      [() => new Response('no', { status: 403 }), false],
      [() => Response.json({ not: 'a pdf' }), false],
      [() => new Response('not a pdf', { headers: { 'content-type': 'application/pdf' } }), false],
      [() => new Response(FILES.pdf, { headers: { 'content-type': 'text/html' } }), false],
    ] as const) {
      expect(await fetchMedia('u', pdf, { fetch: upstream(response), headersDeadlineMs: 500 })).toMatchObject({
        kind: 'failed',
        status: 502,
        down,
      });
    }
  });

  it('refuses a body over the limit, declared or counted, without reading the rest', async () => {
    const declared = await fetchMedia('u', png, {
      fetch: upstream(() => new Response(FILES.png, { headers: { 'content-type': 'image/png', 'content-length': '999999' } })),
      headersDeadlineMs: 500,
      maxBytes: 1000,
    });
    expect(declared).toMatchObject({ kind: 'failed', status: 502, reason: 'answered a body over 1000 bytes' });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? FILES.png : new Uint8Array(400));
      },
    });
    const counted = await fetchMedia('u', png, {
      fetch: upstream(() => new Response(endless, { headers: { 'content-type': 'image/png' } })),
      headersDeadlineMs: 500,
      maxBytes: 1000,
    });
    expect(counted).toMatchObject({ kind: 'failed', status: 502 });
    expect(pulled).toBeLessThan(10);
  });

  it('the headers deadline is 504; a body slower than the headers deadline still arrives whole', async () => {
    const late = await fetchMedia('u', png, {
      fetch: upstream(async () => {
        await sleep(300);
        return new Response(FILES.png);
      }),
      headersDeadlineMs: 100,
    });
    expect(late).toMatchObject({ kind: 'failed', status: 504, down: true });
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(FILES.png!);
        await sleep(250);
        controller.enqueue(new Uint8Array(100));
        controller.close();
      },
    });
    const slow = await fetchMedia('u', png, {
      fetch: upstream(() => new Response(slowBody, { headers: { 'content-type': 'image/png' } })),
      headersDeadlineMs: 100,
    });
    expect(slow.kind === 'file' && slow.bytes.byteLength).toBe(FILES.png!.byteLength + 100);
  });

  it('a body that stops mid-way fails at its own deadline', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(FILES.png!);
      },
    });
    const result = await fetchMedia('u', png, {
      fetch: upstream(() => new Response(stalled, { headers: { 'content-type': 'image/png' } })),
      headersDeadlineMs: 100,
      bodyDeadlineMs: 200,
    });
    expect(result).toMatchObject({ kind: 'failed', status: 502, reason: 'timed out: the body did not arrive in time', down: true });
  });
});
