/**
 * Purge replay protection by identity: each signed call is accepted once,
 * whatever order calls arrive in. A correctly signed purge dated minutes ahead
 * (a CMS clock running fast) blocks no later purge; the same call again (its
 * signature in either case of hex) is a replay and changes nothing; two
 * different calls with the same timestamp are both accepted.
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signPurge } from '../../../contract/signing.server';
import { clockSeconds } from '../../helpers/clock';
import { siteState } from '../../helpers/isolate';
import { get } from '../../helpers/site';

const now = () => clockSeconds();

async function purge(timestamp: number, body: string, signature?: string): Promise<Response> {
  const response = await get('/__purge', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-masthead-timestamp': String(timestamp),
      'x-masthead-signature': signature ?? (await signPurge(env.PURGE_SECRET, String(timestamp), body)),
    },
  });
  await response.body?.cancel();
  return response;
}

const purgedAt = async (tag: string) => (await siteState(env.SITE_STATE)).purged[tag];

describe('purge identity', () => {
  it('a purge dated minutes ahead does not block the purges after it', async () => {
    expect((await purge(now() + 240, '{"paths":["/imagine/"]}')).status).toBe(200);
    const body = '{"paths":["/complaints/"]}';
    expect((await purge(now(), body)).status).toBe(200);
    expect(await purgedAt('page:/complaints/')).toBeGreaterThan(0);
    expect((await purge(now() - 30, '{"paths":["/gender-pay/"]}')).status).toBe(200);
  });

  it('two different calls with the same timestamp are both accepted', async () => {
    const timestamp = now() - 5;
    expect((await purge(timestamp, '{"paths":["/tax-s172/"]}')).status).toBe(200);
    expect((await purge(timestamp, '{"paths":["/code-of-conduct/"]}')).status).toBe(200);
  });

  it('the same signed call again is a replay: 401, nothing recorded, in either case of hex', async () => {
    const timestamp = now() - 10;
    const body = '{"paths":["/modern-slavery-and-human-trafficking-statement/"]}';
    const signature = await signPurge(env.PURGE_SECRET, String(timestamp), body);
    expect((await purge(timestamp, body, signature)).status).toBe(200);
    const tag = 'page:/modern-slavery-and-human-trafficking-statement/';
    const first = await purgedAt(tag);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await purge(timestamp, body, signature)).status).toBe(401);
    expect((await purge(timestamp, body, signature.toUpperCase())).status).toBe(401);
    expect(await purgedAt(tag)).toBe(first);
  });

  it('a call outside the window is refused whatever its identity', async () => {
    expect((await purge(now() + 400, '{"paths":["/imagine/"]}')).status).toBe(401);
    expect((await purge(now() - 400, '{"paths":["/imagine/"]}')).status).toBe(401);
  });
});
