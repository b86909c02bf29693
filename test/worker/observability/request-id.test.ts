/**
 * Request ids: a `cf-ray` of Cloudflare's shape is the request's id; any other
 * value (any length, any content) is never echoed into `X-Request-Id` or the
 * log line, and the request gets an id of our own instead.
 */

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { requestIdOf } from '../../../worker/observability/request-id';
import { runs } from '../../helpers/property-runs';
import { get } from '../../helpers/site';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keep Cloudflare's cf-ray", () => {
    expect(requestIdOf('8f1c2a3b4d5e6f70-LHR')).toBe('8f1c2a3b4d5e6f70-LHR');
    expect(requestIdOf(undefined)).toMatch(UUID);
  });

  it('make their own for anything else (property)', () => {
    const near = fc.constantFrom(
      '8f1c2a3b4d5e6f70',
      '8f1c2a3b4d5e6f70-lhr',
      '8F1C2A3B4D5E6F70-LHR',
      '8f1c2a3b4d5e6f70-LHRX',
      ' 8f1c2a3b4d5e6f70-LHR',
      '8f1c2a3b4d5e6f70-LHR\n',
      '8f1c2a3b4d5e6f70-LHR,8f1c2a3b4d5e6f70-LHR',
      `${'a'.repeat(4096)}-LHR`,
      '<script>alert(1)</script>',
      '"},"status":200,"x":{"',
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 64 })), (value) => {
        const id = requestIdOf(value);
        return id === value ? /^[0-9a-f]{16}-[A-Z]{3}$/.test(value) : UUID.test(id);
      }),
      { numRuns: runs(2_000) },
    );
  });

  it.each([
    ['a long value', 'f'.repeat(8_000)],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['JSON that would break the log line', '","status":200,"path":"/admin'],
    ['almost the shape', '8f1c2a3b4d5e6f70-lhr'],
  ])('a cf-ray of %s is not echoed into the header or the log', async (_name, cfRay) => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    // An address that is logged: a 404 for a media file the CMS is never asked for.
    const response = await get('/media/card/BAD.svg', { headers: { 'cf-ray': cfRay } });
    await response.body?.cancel();
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    const line = lines.map((text) => JSON.parse(text) as { requestId: string }).find((entry) => entry.requestId === id);
    expect(line).toBeDefined();
    expect(lines.join('\n')).not.toContain(cfRay);
  });

  it("a cf-ray of Cloudflare's shape is the request id", async () => {
    const response = await get('/__floor', { headers: { 'cf-ray': '8f1c2a3b4d5e6f70-LHR' } });
    await response.body?.cancel();
    expect(response.headers.get('x-request-id')).toBe('8f1c2a3b4d5e6f70-LHR');
  });
});
