/**
 * Server-Timing (cache state, CMS calls and their time) goes only to operators where DIAGNOSTICS is off, as in
 * every deployed environment: the public answer of every kind carries none; a request with a proof signed with
 * the diagnostics key derived from the purge secret, dated within five minutes, gets it; a forged, stale or
 * malformed proof does not (nor does any other kind of MAC: test/worker/one-key-per-power.test.ts).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signDiagnosticsProof } from '../../../contract/signing.server';
import { clockSeconds } from '../../helpers/clock';
import { getWith } from '../../helpers/site-with';

const OFF = { DIAGNOSTICS: 'off' };
const PATHS = [
  '/',
  '/who-we-are/',
  '/news/',
  '/jobs/',
  '/no-such-page/',
  '/contact-us',
  '/robots.txt',
  '/sitemap.xml',
  `/__data?path=${encodeURIComponent('/news/')}`,
];

const proof = (secret: string, seconds = clockSeconds()) => signDiagnosticsProof(secret, seconds);

describe('diagnostic headers', () => {
  it('are on no public answer where DIAGNOSTICS is off', async () => {
    for (const path of PATHS) {
      for (const round of ['first', 'cached']) {
        const response = await getWith(OFF, path);
        expect(response.status, path).toBeLessThan(500);
        expect(response.headers.get('server-timing'), `${path} (${round})`).toBeNull();
      }
    }
  });

  it('go to a request signed as an operator’s, and to no forged, stale or malformed proof', async () => {
    const signed = await getWith(OFF, '/who-we-are/', { headers: { 'x-masthead-diagnostics': await proof(env.PURGE_SECRET) } });
    expect(signed.headers.get('server-timing')).toMatch(/cache;desc="[^"]+"/);
    for (const bad of [
      await proof('not-the-purge-secret-0123456789'),
      await proof(env.PURGE_SECRET, clockSeconds() - 301),
      await proof(env.PURGE_SECRET, clockSeconds() + 301),
      'diagnostics',
      `${clockSeconds()}.`,
    ]) {
      const response = await getWith(OFF, '/who-we-are/', { headers: { 'x-masthead-diagnostics': bad } });
      expect(response.headers.get('server-timing'), bad).toBeNull();
    }
  });

  it('are on every answer in local development (DIAGNOSTICS=on)', async () => {
    const response = await getWith({ DIAGNOSTICS: 'on' }, '/who-we-are/');
    expect(response.headers.get('server-timing')).toMatch(/cache;desc=/);
  });
});
