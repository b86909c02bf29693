/**
 * Byte ranges of video and audio (worker/media/byte-range.ts), which Safari needs to play a clip at all: the
 * header's forms (first-last, first-, -suffix) against files of any size, what is out of range, and the media
 * route answering the sample video by range in workerd, from the CMS and then from the edge cache.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_SAMPLES } from '../../../cms/content/media-samples';
import { byteRange, rangedResponse } from '../../../worker/media/byte-range';
import { runs } from '../../helpers/property-runs';
import { get } from '../../helpers/site';

const webm = Uint8Array.from(atob(MEDIA_SAMPLES['square.webm']!.base64), (char) => char.charCodeAt(0));

describe('byteRange', () => {
  it('reads first-last, first- and -suffix, clamped to the file', () => {
    expect(byteRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(byteRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
  });

  it('the whole file for no header, several ranges or another unit; unsatisfiable past the end', () => {
    for (const header of [null, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(header, 100), String(header)).toBeNull();
    for (const header of ['bytes=100-', 'bytes=5-4', 'bytes=-0']) expect(byteRange(header, 100), header).toBe('unsatisfiable');
  });

  it('any satisfiable range is the slice it names, with its content-range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 5000 })
          .chain((size) => fc.tuple(fc.constant(size), fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 0, max: size * 2 }))),
        async ([size, start, last]) => {
          const bytes = Uint8Array.from({ length: size }, (_, index) => index % 251);
          const response = rangedResponse(bytes, { range: `bytes=${start}-${last}`, ifRange: null }, new Headers());
          if (last < start) {
            expect(response.status).toBe(416);
            return;
          }
          const end = Math.min(last, size - 1);
          expect(response.status).toBe(206);
          expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
          expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.subarray(start, end + 1));
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('an If-Range naming another version of the file gets the whole file', async () => {
    const headers = new Headers({ etag: '"v2"' });
    const response = rangedResponse(webm, { range: 'bytes=0-1', ifRange: '"v1"' }, headers);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(webm.byteLength);
  });
});

describe('the media route by range', () => {
  it('answers the sample video by range, from the CMS and then from the cache; a whole request gets it all', async () => {
    for (const round of ['first', 'cached']) {
      const head = await get('/media/files/square.webm', { headers: { range: 'bytes=0-1' } });
      expect(head.status, round).toBe(206);
      expect(head.headers.get('content-type')).toBe('video/webm');
      expect(head.headers.get('content-range')).toBe(`bytes 0-1/${webm.byteLength}`);
      expect(new Uint8Array(await head.arrayBuffer())).toEqual(webm.subarray(0, 2));
      const tail = await get('/media/files/square.webm', { headers: { range: 'bytes=100-' } });
      expect(tail.status).toBe(206);
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(webm.subarray(100));
    }
    const past = await get('/media/files/square.webm', { headers: { range: `bytes=${webm.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${webm.byteLength}`);
    await past.body?.cancel();
    const whole = await get('/media/files/square.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(webm);
  });

  it('images and documents ignore a range and come whole', async () => {
    const response = await get('/media/files/test.pdf', { headers: { range: 'bytes=0-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(2);
  });
});
