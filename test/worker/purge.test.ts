/**
 * The signed purge endpoint: only a correctly signed, fresh, new call bumps
 * the content version (and so every cache key).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { contentVersion } from '../../worker/cms/content-version';
import { cms } from '../helpers/cms';
import { get } from '../helpers/site';
import { eventually } from '../helpers/wait';

async function sign(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function purge(headers: Record<string, string>, body = '{"reason":"publish"}'): Promise<Response> {
  return get('/__purge', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
}

describe('purge', () => {
  it('bumps the content version for a signed call, so the next read misses the cache', async () => {
    await (await get('/imagine/')).text();
    await eventually(async () => expect((await get('/imagine/')).headers.get('server-timing')).toContain('page-hit'));
    const before = await contentVersion(env.SITE_STATE);
    const timestamp = String(Math.floor(Date.now() / 1000) + 1);
    const body = '{"reason":"publish"}';
    const response = await purge({ 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await sign(env.PURGE_SECRET, timestamp, body) }, body);
    expect(response.status).toBe(200);
    const after = await contentVersion(env.SITE_STATE);
    expect(after).not.toBe(before);
    await cms.reset();
    const fresh = await get('/imagine/');
    expect(fresh.headers.get('server-timing')).toContain('page-miss');
    await fresh.text();
    expect((await cms.counts())['/nodes']).toBe(1);
  });

  it('refuses unsigned, forged, stale and replayed calls with 401 and changes nothing', async () => {
    const before = await contentVersion(env.SITE_STATE);
    const now = Math.floor(Date.now() / 1000) + 2;
    const body = '{"reason":"publish"}';
    expect((await purge({})).status).toBe(401);
    expect((await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': await sign('wrong-secret-wrong-secret', String(now), body) }, body)).status).toBe(401);
    const stale = String(now - 3600);
    expect((await purge({ 'x-masthead-timestamp': stale, 'x-masthead-signature': await sign(env.PURGE_SECRET, stale, body) }, body)).status).toBe(401);
    const signature = await sign(env.PURGE_SECRET, String(now), body);
    expect((await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': signature }, '{"reason":"tampered"}')).status).toBe(401);
    expect(await contentVersion(env.SITE_STATE)).toBe(before);
    expect((await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': signature }, body)).status).toBe(200);
    const accepted = await contentVersion(env.SITE_STATE);
    expect((await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': signature }, body)).status).toBe(401);
    expect(await contentVersion(env.SITE_STATE)).toBe(accepted);
  });

  it('answers GET on the purge path with 405', async () => {
    expect((await get('/__purge')).status).toBe(405);
  });
});
