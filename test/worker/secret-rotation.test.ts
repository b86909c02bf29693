/**
 * Rotating PREVIEW_SECRET and PURGE_SECRET without downtime: while
 * `*_PREVIOUS` holds the old secret, what the old one signed is still
 * accepted; once it is removed, only the current secret counts.
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from '../../contract/preview-token.server';
import { clockSeconds } from '../helpers/clock';
import { siteState } from '../helpers/isolate';

const contentVersion = async (kv: KVNamespace) => (await siteState(kv)).version;

import { signDiagnosticsProof, signPurge } from '../../contract/signing.server';
import { getWith } from '../helpers/site-with';

const NEW_PREVIEW = 'rotated-preview-secret-0123456789';
const NEW_PURGE = 'rotated-purge-secret-0123456789';
const inTenMinutes = () => clockSeconds() + 600;

describe('preview token rotation', () => {
  it('checks a token against each secret it is given, and against no other', async () => {
    const oldToken = await signPreviewToken('old-preview-secret-0123456789', '7', 'post', inTenMinutes());
    const newToken = await signPreviewToken(NEW_PREVIEW, '7', 'post', inTenMinutes());
    expect(await verifyPreviewToken([NEW_PREVIEW, 'old-preview-secret-0123456789'], oldToken, '7', 'post', clockSeconds())).toBe(true);
    expect(await verifyPreviewToken([NEW_PREVIEW, 'old-preview-secret-0123456789'], newToken, '7', 'post', clockSeconds())).toBe(true);
    expect(await verifyPreviewToken([NEW_PREVIEW], oldToken, '7', 'post', clockSeconds())).toBe(false);
    expect(await verifyPreviewToken(NEW_PREVIEW, newToken, '7', 'post', clockSeconds())).toBe(true);
    expect(await verifyPreviewToken([], newToken, '7', 'post', clockSeconds())).toBe(false);
    expect(await verifyPreviewToken([NEW_PREVIEW, 'old-preview-secret-0123456789'], oldToken, '8', 'post', clockSeconds())).toBe(false);
  });

  // The reference CMS signs with the test PREVIEW_SECRET: here that is the old secret the site is rotating away from.
  const draft = async () =>
    `/preview?preview_id=1003&post_type=post&token=${await signPreviewToken(env.PREVIEW_SECRET, '1003', 'post', inTenMinutes())}`;

  it('shows the draft for a token signed with the previous secret while PREVIEW_SECRET_PREVIOUS is set', async () => {
    const response = await getWith({ PREVIEW_SECRET: NEW_PREVIEW, PREVIEW_SECRET_PREVIOUS: env.PREVIEW_SECRET }, await draft());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('crowned Magazine of the Year for a second time');
  });

  it('refuses that token once PREVIEW_SECRET_PREVIOUS is removed', async () => {
    const response = await getWith({ PREVIEW_SECRET: NEW_PREVIEW, PREVIEW_SECRET_PREVIOUS: undefined }, await draft());
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('for a second time');
  });
});

describe('purge secret rotation', () => {
  const body = '{"everything":true}';
  let clock = clockSeconds() + 20;
  /** A purge signed with `secret`, each with a newer timestamp than the last (replays are refused). */
  async function purgeSignedWith(secret: string, bindings: Record<string, string | undefined>): Promise<number> {
    const timestamp = String(clock++);
    const response = await getWith(bindings, '/__purge', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-masthead-timestamp': timestamp,
        'x-masthead-signature': await signPurge(secret, timestamp, body),
      },
    });
    return response.status;
  }

  it('accepts the previous and the current secret during a rotation, and bumps the version each time', async () => {
    const rotating = { PURGE_SECRET: NEW_PURGE, PURGE_SECRET_PREVIOUS: env.PURGE_SECRET };
    const before = await contentVersion(env.SITE_STATE);
    expect(await purgeSignedWith(env.PURGE_SECRET, rotating)).toBe(200);
    const afterOld = await contentVersion(env.SITE_STATE);
    expect(afterOld).not.toBe(before);
    expect(await purgeSignedWith(NEW_PURGE, rotating)).toBe(200);
    expect(await contentVersion(env.SITE_STATE)).not.toBe(afterOld);
  });

  it('refuses the old secret once PURGE_SECRET_PREVIOUS is removed, and any other secret during a rotation', async () => {
    const before = await contentVersion(env.SITE_STATE);
    expect(await purgeSignedWith(env.PURGE_SECRET, { PURGE_SECRET: NEW_PURGE, PURGE_SECRET_PREVIOUS: undefined })).toBe(401);
    expect(
      await purgeSignedWith('some-other-secret-0123456789', { PURGE_SECRET: NEW_PURGE, PURGE_SECRET_PREVIOUS: env.PURGE_SECRET }),
    ).toBe(401);
    expect(await contentVersion(env.SITE_STATE)).toBe(before);
    expect(await purgeSignedWith(NEW_PURGE, { PURGE_SECRET: NEW_PURGE })).toBe(200);
  });
});

describe('diagnostics proofs during a purge secret rotation', () => {
  const timing = async (signedWith: string, bindings: Record<string, string | undefined>) =>
    (
      await getWith({ DIAGNOSTICS: 'off', ...bindings }, '/who-we-are/', {
        headers: { 'x-masthead-diagnostics': await signDiagnosticsProof(signedWith, clockSeconds()) },
      })
    ).headers.get('server-timing');

  it('are taken from the previous and the current secret while PURGE_SECRET_PREVIOUS is set, and from the old one no more after', async () => {
    const rotating = { PURGE_SECRET: NEW_PURGE, PURGE_SECRET_PREVIOUS: env.PURGE_SECRET };
    expect(await timing(env.PURGE_SECRET, rotating)).toMatch(/cache;desc=/);
    expect(await timing(NEW_PURGE, rotating)).toMatch(/cache;desc=/);
    expect(await timing('some-other-secret-0123456789', rotating)).toBeNull();
    expect(await timing(env.PURGE_SECRET, { PURGE_SECRET: NEW_PURGE, PURGE_SECRET_PREVIOUS: undefined })).toBeNull();
  });
});
