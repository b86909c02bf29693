/**
 * `/.well-known/security.txt` (RFC 9116): every field the site publishes, pointing at the security disclosure
 * page, and an Expires that is in the future and at most a year ahead on whatever day the clock reads, the site's
 * own answer checked on several days and the file's text on generated instants.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_TXT_PATH, securityTxt } from '../../../worker/routes/seo/security-txt';
import { clockAt } from '../../helpers/clock';
import { cms } from '../../helpers/cms';
import { runs } from '../../helpers/property-runs';
import { ORIGIN } from '../../helpers/site';
import { getWith } from '../../helpers/site-with';

const YEAR_MS = 365 * 86_400_000;

/** The fields, in order, as `name: value` pairs; fails on any line that is not a field. */
function fields(text: string): [string, string][] {
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => {
      const match = /^([A-Za-z-]+): (\S+)$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match![1]!, match![2]!];
    });
}

function expiresWithinAYear(text: string, now: number): void {
  const expires = fields(text).find(([name]) => name === 'Expires')![1];
  // RFC 3339, in UTC (the RFC's own example form).
  expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(Date.parse(expires), `Expires ${expires} at ${new Date(now).toISOString()}`).toBeGreaterThan(now);
  expect(Date.parse(expires) - now).toBeLessThanOrEqual(YEAR_MS);
}

afterEach(() => vi.useRealTimers());

describe('GET /.well-known/security.txt', () => {
  it('names the disclosure page as contact and policy, itself as canonical, English, and an expiry, as plain text', async () => {
    await cms.reset();
    const response = await getWith({}, SECURITY_TXT_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(fields(text).map(([name]) => name)).toEqual(['Contact', 'Expires', 'Canonical', 'Policy', 'Preferred-Languages']);
    expect(fields(text)).toEqual(
      expect.arrayContaining([
        ['Contact', `${ORIGIN}/security-disclosure-policy/`],
        ['Canonical', `${ORIGIN}${SECURITY_TXT_PATH}`],
        ['Policy', `${ORIGIN}/security-disclosure-policy/`],
        ['Preferred-Languages', 'en'],
      ]),
    );
    expect(await cms.total(), 'reads nothing from the CMS').toBe(0);
    // The page it points at is the site's.
    expect((await getWith({}, '/security-disclosure-policy/')).status).toBe(200);
  });

  it.each(['2026-11-29T12:00:00Z', '2027-12-31T23:59:59Z', '2028-02-29T00:00:00Z', '2031-06-15T08:30:00Z', '2040-01-01T00:00:01Z'])(
    'expires in the future and within a year when the clock reads %s',
    async (at) => {
      clockAt(at);
      const response = await getWith({}, SECURITY_TXT_PATH);
      expiresWithinAYear(await response.text(), Date.parse(at));
    },
  );

  it('is the same all day, and always expires in the future and within a year (generated instants)', () => {
    const instant = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') });
    fc.assert(
      fc.property(instant, (now) => {
        const text = securityTxt(ORIGIN, now);
        expiresWithinAYear(text, now);
        const startOfDay = now - (now % 86_400_000);
        expect(securityTxt(ORIGIN, startOfDay + 86_399_999)).toBe(text);
      }),
      { numRuns: runs(5_000) },
    );
  });
});
