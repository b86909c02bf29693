/**
 * Preview tokens have a maximum lifetime: a token dated further ahead than a
 * day (plus five minutes of clock skew) is refused however well it is signed,
 * by the site (403, "not valid") and by the CMS, which checks with the same
 * function. Tokens within it work as before.
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  checkPreviewToken,
  PREVIEW_TOKEN_MAX_LIFETIME_SECONDS,
  signPreviewToken,
  verifyPreviewToken,
} from '../../../contract/preview-token.server';
import { clockSeconds } from '../../helpers/clock';
import { cms } from '../../helpers/cms';
import { html } from '../../helpers/site';

const SECRET = 'test-preview-secret-for-lifetimes';
const NOW = 1_800_000_000;

async function check(expires: number, now = NOW) {
  const token = await signPreviewToken(SECRET, '42', 'post', expires);
  return {
    check: await checkPreviewToken([SECRET], token, '42', 'post', now),
    verified: await verifyPreviewToken(SECRET, token, '42', 'post', now),
  };
}

describe('preview token lifetime', () => {
  it('accepts a token that expires within the lifetime, an hour or a day ahead', async () => {
    expect(await check(NOW + 3600)).toEqual({ check: { status: 'valid', expires: NOW + 3600 }, verified: true });
    expect((await check(NOW + PREVIEW_TOKEN_MAX_LIFETIME_SECONDS)).verified).toBe(true);
    // The CMS's clock may run a few minutes ahead of the site's.
    expect((await check(NOW + PREVIEW_TOKEN_MAX_LIFETIME_SECONDS + 300)).verified).toBe(true);
  });

  it.each([
    ['just past the lifetime', PREVIEW_TOKEN_MAX_LIFETIME_SECONDS + 301],
    ['a week ahead', 7 * 86_400],
    ['years ahead', 10 * 365 * 86_400],
    ['as far as the format allows', 999_999_999_999 - NOW],
  ])('refuses a correctly signed token dated %s', async (_name, ahead) => {
    expect(await check(NOW + ahead)).toEqual({ check: { status: 'invalid' }, verified: false });
  });

  it('takes the lifetime as a value', async () => {
    const token = await signPreviewToken(SECRET, '42', 'post', NOW + 7200);
    expect((await checkPreviewToken([SECRET], token, '42', 'post', NOW, 3600)).status).toBe('invalid');
    expect((await checkPreviewToken([SECRET], token, '42', 'post', NOW, 7200)).status).toBe('valid');
  });

  it('the site answers 403 "not valid" for a draft link signed to last ten years, and asks the CMS nothing for it', async () => {
    const tenYears = clockSeconds() + 10 * 365 * 86_400;
    const token = await signPreviewToken(env.PREVIEW_SECRET, '1003', 'post', tenYears);
    await html('/'); // the site frame is cached, as for any public page
    await cms.reset();
    const { response, body } = await html(`/preview?preview_id=1003&post_type=post&token=${token}`);
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toContain('This preview link is not valid');
    expect((await cms.counts())['/nodes']).toBeUndefined();
  });
});
