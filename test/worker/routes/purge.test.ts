/**
 * The signed purge endpoint: only a correctly signed, fresh, new call bumps
 * the content version (and so every cache key), and only a body that asks for
 * everything by name (`{"everything":true}`) purges everything.
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { clockSeconds } from '../../helpers/clock';
import { siteState } from '../../helpers/isolate';

const contentVersion = async (kv: KVNamespace) => (await siteState(kv)).version;

import { signPurge as sign, signPurge } from '../../../contract/signing.server';
import { PURGE_MAX_BODY_BYTES } from '../../../worker/routes/purge';
import { cms } from '../../helpers/cms';
import { get } from '../../helpers/site';
import { getWith } from '../../helpers/site-with';
import { eventually } from '../../helpers/wait';

const EVERYTHING = '{"everything":true}';

/** A valid body naming paths, of exactly `bytes` bytes: paths of 502 characters, then one to make up the rest. */
function namedBodyOf(bytes: number): string {
  const room = bytes - '{"paths":[]}'.length;
  const full = `"/${'a'.repeat(500)}/"`;
  const count = Math.floor((room - 20) / (full.length + 1));
  const rest = room - count * (full.length + 1) - 2;
  return `{"paths":[${`${full},`.repeat(count)}"/${'b'.repeat(rest - 1)}"]}`;
}

async function purge(headers: Record<string, string>, body = EVERYTHING): Promise<Response> {
  return get('/__purge', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
}

describe('purge', () => {
  it('bumps the content version for a signed call, so the next read misses the cache', async () => {
    await (await get('/imagine/')).text();
    await eventually(async () => expect((await get('/imagine/')).headers.get('server-timing')).toContain('page-hit'));
    const before = await contentVersion(env.SITE_STATE);
    const timestamp = String(clockSeconds() + 1);
    const body = EVERYTHING;
    const response = await purge(
      { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await sign(env.PURGE_SECRET, timestamp, body) },
      body,
    );
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
    const now = clockSeconds() + 2;
    const body = EVERYTHING;
    expect((await purge({})).status).toBe(401);
    expect(
      (
        await purge(
          { 'x-masthead-timestamp': String(now), 'x-masthead-signature': await sign('wrong-secret-wrong-secret', String(now), body) },
          body,
        )
      ).status,
    ).toBe(401);
    const stale = String(now - 3600);
    expect(
      (await purge({ 'x-masthead-timestamp': stale, 'x-masthead-signature': await sign(env.PURGE_SECRET, stale, body) }, body)).status,
    ).toBe(401);
    const signature = await sign(env.PURGE_SECRET, String(now), body);
    expect(
      (await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': signature }, '{"paths":["/imagine/"]}')).status,
    ).toBe(401);
    expect(await contentVersion(env.SITE_STATE)).toBe(before);
    expect((await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': signature }, body)).status).toBe(200);
    const accepted = await contentVersion(env.SITE_STATE);
    expect((await purge({ 'x-masthead-timestamp': String(now), 'x-masthead-signature': signature }, body)).status).toBe(401);
    expect(await contentVersion(env.SITE_STATE)).toBe(accepted);
  });

  it('answers GET on the purge path with 405', async () => {
    expect((await get('/__purge')).status).toBe(405);
  });

  // Timestamps newer than any accepted above (a replay is refused), each call one second later.
  let clock = clockSeconds() + 60;
  const signed = async (body: string) => {
    const timestamp = String(clock++);
    return { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await signPurge(env.PURGE_SECRET, timestamp, body) };
  };

  it('refuses a signed body over 64 KB with 413 and changes nothing; 64 KB exactly is accepted', async () => {
    const before = await contentVersion(env.SITE_STATE);
    const tooLarge = `{"paths":[],"pad":"${'x'.repeat(PURGE_MAX_BODY_BYTES)}"}`;
    const response = await purge(await signed(tooLarge), tooLarge);
    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await contentVersion(env.SITE_STATE)).toBe(before);
    const largest = namedBodyOf(PURGE_MAX_BODY_BYTES);
    expect(new TextEncoder().encode(largest).length).toBe(PURGE_MAX_BODY_BYTES);
    expect((await purge(await signed(largest), largest)).status).toBe(200);
  });

  it('refuses a streamed body (no content-length) over 64 KB with 413', async () => {
    const before = await contentVersion(env.SITE_STATE);
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await getWith({}, '/__purge', { method: 'POST', body: stream, headers: await signed('irrelevant') });
    expect(response.status).toBe(413);
    expect(await contentVersion(env.SITE_STATE)).toBe(before);
  });

  it('checks the headers and the timestamp before reading the body', async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'x-masthead-timestamp': String(clock - 3600), 'x-masthead-signature': 'a'.repeat(64) },
      { 'x-masthead-timestamp': String(clock), 'x-masthead-signature': 'not-hex' },
    ];
    for (const headers of refused) {
      let pulls = 0;
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulls += 1;
            controller.enqueue(new TextEncoder().encode('{}'));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const response = await getWith({}, '/__purge', { method: 'POST', body: stream, headers });
      expect(response.status).toBe(401);
      expect(pulls).toBe(0);
    }
  });

  it('logs an accepted purge as information, not as an error', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const body = EVERYTHING;
    expect((await getWith({}, '/__purge', { method: 'POST', body, headers: await signed(body) })).status).toBe(200);
    const line = JSON.parse(lines.find((text) => text.includes('"path":"/__purge"'))!) as { errors: string[]; info?: string[] };
    expect(line.errors).toEqual([]);
    expect(line.info).toEqual([expect.stringMatching(/^purge accepted: everything; content version /)]);
  });
});

describe('targeted purge', () => {
  let targeted = 0;
  async function signedPurge(body: object): Promise<Response> {
    // Later than any call the tests above made, still inside the 5-minute window.
    const timestamp = String(clockSeconds() + 250 + targeted++);
    const text = JSON.stringify(body);
    return purge({ 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await sign(env.PURGE_SECRET, timestamp, text) }, text);
  }

  it('reloads only what the publish names: the named page goes back to the CMS, others stay cached', async () => {
    for (const path of ['/complaints/', '/safeguarding-policy/']) {
      await (await get(path)).text();
      await eventually(async () => expect((await get(path)).headers.get('server-timing')).toContain('page-hit'));
    }
    const before = await contentVersion(env.SITE_STATE);
    const response = await signedPurge({ paths: ['/complaints/'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, version: before, purged: ['page:/complaints/', 'lookup:/complaints/'] });
    await cms.reset();
    await (await get('/safeguarding-policy/')).text();
    expect(await cms.total(), 'an untouched page costs nothing').toBe(0);
    const named = await get('/complaints/');
    await named.text();
    expect(named.headers.get('server-timing')).not.toContain('page-hit');
    const counts = await cms.counts();
    expect(counts['/nodes'], 'the named page reloads its nodes').toBe(1);
    expect(counts['/paths'], 'and its path lookup').toBe(1);
  });

  it('reaches every page that embeds a named list, and only those', async () => {
    for (const path of ['/news/', '/jobs/', '/modern-slavery-and-human-trafficking-statement/']) {
      await (await get(path)).text();
      await eventually(async () => expect((await get(path)).headers.get('server-timing')).toContain('page-hit'));
    }
    expect((await signedPurge({ tags: ['list:news'] })).status).toBe(200);
    expect((await get('/news/')).headers.get('server-timing'), 'embeds the news list').not.toContain('page-hit');
    expect((await get('/jobs/')).headers.get('server-timing'), 'embeds no news list').toContain('page-hit');
    expect((await get('/modern-slavery-and-human-trafficking-statement/')).headers.get('server-timing')).toContain('page-hit');
    expect((await signedPurge({ tags: ['jobs'] })).status).toBe(200);
    expect((await get('/jobs/')).headers.get('server-timing'), 'embeds the jobs list').not.toContain('page-hit');
  });

  it('refuses tags outside the vocabulary with 400 and changes nothing', async () => {
    const response = await signedPurge({ tags: ['everything-please'] });
    expect(response.status).toBe(400);
  });
});

describe('what a signed body may ask for', () => {
  let at = clockSeconds() + 200;
  async function signedText(body: string): Promise<Response> {
    const timestamp = String(at++);
    return purge({ 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await sign(env.PURGE_SECRET, timestamp, body) }, body);
  }

  it('refuses, with 400 and nothing purged, every correctly signed body that is not JSON of the contract’s shape', async () => {
    const refused = [
      '',
      ' ',
      'diagnostics',
      'everything',
      '{',
      'null',
      'true',
      '[]',
      '"everything"',
      '{}',
      '{"paths":[],"tags":[]}',
      '{"paths":[]}',
      '{"reason":"publish"}',
      '{"everything":false}',
      '{"everything":"true"}',
      '{"everything":1}',
      '{"everything":true,"paths":["/imagine/"]}',
      '{"paths":["/imagine/"],"reason":"publish"}',
      '{"paths":"/imagine/"}',
    ];
    for (const body of refused) {
      const before = await siteState(env.SITE_STATE);
      const response = await signedText(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get('cache-control'), body).toBe('no-store');
      expect(await response.text(), body).toBe('400 Bad Request');
      expect(await siteState(env.SITE_STATE), body).toEqual(before);
    }
  });

  it('purges everything for {"everything":true}, and only names for a body that names them', async () => {
    const before = await contentVersion(env.SITE_STATE);
    const named = await signedText('{"tags":["site"]}');
    expect(await named.json()).toMatchObject({ ok: true, purged: ['site'] });
    expect(await contentVersion(env.SITE_STATE)).toBe(before);
    const everything = await signedText(EVERYTHING);
    expect(await everything.json()).toMatchObject({ ok: true, purged: 'everything' });
    expect(await contentVersion(env.SITE_STATE)).not.toBe(before);
  });
});

describe('global purge switch', () => {
  it('with GLOBAL_PURGE=zone, a publish also purges the named tags in every location through the zone purge API', async () => {
    await fetch('http://127.0.0.1:8788/__cf/requests', { method: 'DELETE' });
    const body = JSON.stringify({ paths: ['/tax-s172/'], tags: ['seo:sitemap'] });
    const timestamp = String(clockSeconds() + 290);
    const response = await getWith(
      {
        GLOBAL_PURGE: 'zone',
        CF_ZONE_ID: '0123456789abcdef0123456789abcdef',
        CF_API_TOKEN: 'test-token',
        CF_API_BASE: 'http://127.0.0.1:8788/__cf/client/v4',
      },
      '/__purge',
      {
        method: 'POST',
        body,
        headers: { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await signPurge(env.PURGE_SECRET, timestamp, body) },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ global: { mode: 'zone', ok: true } });
    const { requests } = (await (await fetch('http://127.0.0.1:8788/__cf/requests')).json()) as {
      requests: { body: { tags?: string[] } }[];
    };
    const tags = requests.flatMap((request) => request.body.tags ?? []);
    expect(tags).toEqual(expect.arrayContaining(['page:/tax-s172/', 'lookup:/tax-s172/', 'seo:sitemap']));
  });
});
