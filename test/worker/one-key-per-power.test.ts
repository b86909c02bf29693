/**
 * One key for one power (contract/signing.server.ts): a purge signature, a diagnostics proof and a preview token
 * are each refused by the other two endpoints. The site here has one secret for both PURGE_SECRET and
 * PREVIEW_SECRET (an operator who set them alike), so only the derived keys keep the kinds apart: each endpoint
 * is given, for the very message it checks, the MACs of the other two kinds, and the real tokens of the other
 * kinds as they travel (the old attack among them: a diagnostics proof sent as a purge of the body
 * `diagnostics`). Each endpoint's own kind is accepted beside them, so a refusal is the key's doing.
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../contract/preview-token.server';
import { macFor, signDiagnosticsProof, signPurge } from '../../contract/signing.server';
import { clockSeconds } from '../helpers/clock';
import { siteState } from '../helpers/isolate';
import { getWith } from '../helpers/site-with';

/** The CMS signs previews with the test PREVIEW_SECRET: the site uses it for purges and diagnostics too. */
const SECRET = env.PREVIEW_SECRET;
const SAME = { PURGE_SECRET: SECRET, DIAGNOSTICS: 'off' };
const EVERYTHING = '{"everything":true}';

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const contentVersion = async () => (await siteState(env.SITE_STATE)).version;

let at = clockSeconds() - 200;
async function purge(signature: string, body = EVERYTHING, timestamp = String(at++)): Promise<number> {
  const response = await getWith(SAME, '/__purge', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-masthead-timestamp': timestamp, 'x-masthead-signature': signature },
  });
  return response.status;
}

async function serverTiming(proof: string): Promise<string | null> {
  return (await getWith(SAME, '/who-we-are/', { headers: { 'x-masthead-diagnostics': proof } })).headers.get('server-timing');
}

const previewPath = (token: string) => `/preview?preview_id=1003&post_type=post&token=${encodeURIComponent(token)}`;

describe('one key for one power', () => {
  it('/__purge takes a purge signature, and no diagnostics proof or preview MAC of the same message', async () => {
    const before = await contentVersion();
    for (const kind of ['diagnostics', 'preview'] as const) {
      const timestamp = String(at++);
      expect(await purge(hex(await macFor(kind, SECRET, `${timestamp}.${EVERYTHING}`)), EVERYTHING, timestamp), kind).toBe(401);
    }
    // The proofs and tokens as they travel.
    const seconds = clockSeconds();
    const proof = await signDiagnosticsProof(SECRET, seconds);
    const [proofSeconds, proofMac] = proof.split('.') as [string, string];
    for (const body of ['diagnostics', '', EVERYTHING]) expect(await purge(proofMac, body, proofSeconds), `proof, body ${body}`).toBe(401);
    const token = await signPreviewToken(SECRET, '1003', 'post', seconds + 60);
    const tokenMac = Uint8Array.from(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    expect(await purge(hex(tokenMac), '1003:post', String(seconds + 60)), 'preview token').toBe(401);
    expect(await contentVersion()).toBe(before);

    const timestamp = String(at++);
    expect(await purge(await signPurge(SECRET, timestamp, EVERYTHING), EVERYTHING, timestamp)).toBe(200);
    expect(await contentVersion()).not.toBe(before);
  });

  it('Server-Timing goes to a diagnostics proof, and to no purge signature or preview MAC of the same moment', async () => {
    const seconds = clockSeconds();
    for (const kind of ['purge', 'preview'] as const) {
      expect(await serverTiming(`${seconds}.${hex(await macFor(kind, SECRET, String(seconds)))}`), kind).toBeNull();
    }
    // The proof as it was signed before: the purge signature of the body `diagnostics`.
    expect(await serverTiming(`${seconds}.${await signPurge(SECRET, String(seconds), 'diagnostics')}`), 'the old proof').toBeNull();
    expect(await serverTiming(await signDiagnosticsProof(SECRET, seconds))).toMatch(/cache;desc=/);
  });

  it('/preview opens a draft for a preview token, and for no purge or diagnostics MAC of the same payload', async () => {
    const expires = clockSeconds() + 600;
    for (const kind of ['purge', 'diagnostics'] as const) {
      const token = `${expires}.${base64url(await macFor(kind, SECRET, `1003:post:${expires}`))}`;
      const response = await getWith(SAME, previewPath(token));
      expect(response.status, kind).toBe(403);
      expect(await response.text(), kind).not.toContain('for a second time');
    }
    const purgeSignature = await signPurge(SECRET, String(expires), '1003:post');
    const asToken = `${expires}.${base64url(Uint8Array.from(purgeSignature.match(/../g)!, (byte) => parseInt(byte, 16)))}`;
    expect((await getWith(SAME, previewPath(asToken))).status, 'a purge signature').toBe(403);

    const opened = await getWith(SAME, previewPath(await signPreviewToken(SECRET, '1003', 'post', expires)));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('for a second time');
  });
});
