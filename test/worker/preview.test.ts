/**
 * Previews: an editor with a valid, expiring token sees the draft; nothing a
 * preview answers is read from or written to a shared cache, or indexed.
 */
import { describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../app/content/preview-token';
import { cms } from '../helpers/cms';
import { get, html, ORIGIN } from '../helpers/site';
import { env } from 'cloudflare:workers';

/** The editor's path: the site hands off to /generate, the CMS signs a token and sends them back to /preview. */
async function previewUrl(id: string, typeName = 'post'): Promise<string> {
  const handoff = await get(`/goodfood-wins-magazine-of-the-year/?preview=true&preview_id=${id}&typeName=${typeName}`);
  expect(handoff.status).toBe(302);
  const generate = await fetch(handoff.headers.get('location')!, { redirect: 'manual' });
  expect(generate.status).toBe(302);
  const back = new URL(generate.headers.get('location')!);
  expect(back.origin).toBe(ORIGIN);
  expect(back.pathname).toBe('/preview');
  return back.pathname + back.search;
}

describe('preview', () => {
  it('shows the draft to an editor with a valid token, privately and unindexed', async () => {
    const { response, body } = await html(await previewUrl('1003'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(body).toContain('<title>Home - Immediate Media</title>');
    expect(body).toContain('crowned Magazine of the Year for a second time');
    expect(body).toContain('Preview — draft content');
  });

  it('never caches a draft: the published page right after still shows published content', async () => {
    await (await get(await previewUrl('1003'))).text();
    const { body } = await html('/goodfood-wins-magazine-of-the-year/');
    expect(body).not.toContain('for a second time');
  });

  it('reads the CMS on every preview request (no cache in either direction)', async () => {
    const url = await previewUrl('1001');
    await cms.reset();
    await (await get(url)).text();
    await (await get(url)).text();
    const counts = await cms.counts();
    expect(counts['/nodes']).toBe(2);
  });

  it('shows no draft for a missing, forged, expired or mismatched token, and caches nothing', async () => {
    const expired = await signPreviewToken(env.PREVIEW_SECRET, '1003', 'post', Math.floor(Date.now() / 1000) - 10);
    const forged = await signPreviewToken('not-the-secret-at-all', '1003', 'post', Math.floor(Date.now() / 1000) + 600);
    const otherId = await signPreviewToken(env.PREVIEW_SECRET, '1001', 'post', Math.floor(Date.now() / 1000) + 600);
    for (const token of ['', 'garbage', expired, forged, otherId]) {
      const { response, body } = await html(`/preview?preview_id=1003&post_type=post&token=${encodeURIComponent(token)}`);
      expect(response.status, token).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(body).not.toContain('for a second time');
    }
  });

  it('treats a numeric slug as a preview id', async () => {
    const token = await signPreviewToken(env.PREVIEW_SECRET, '1002', 'page', Math.floor(Date.now() / 1000) + 600);
    const { response, body } = await html(`/1002/?post_type=page&token=${token}`);
    expect(response.status).toBe(200);
    expect(body).toContain('Preview — draft content');
  });
});
