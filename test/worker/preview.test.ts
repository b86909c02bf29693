/**
 * Previews: a request shows a draft only once its token verifies. An editor
 * with a valid token sees the draft and a preview bar; nothing a preview
 * answers is read from or written to a shared cache, or indexed. A refused
 * link gets the 403 preview page. Everything else is a public request.
 */

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../contract/preview-token.server';
import { clockSeconds } from '../helpers/clock';
import { cms } from '../helpers/cms';
import { CRAWLER, get, html, ORIGIN } from '../helpers/site';
import { eventually } from '../helpers/wait';

const inTenMinutes = () => clockSeconds() + 600;

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

describe('preview hand-off', () => {
  it('costs no CMS API call', async () => {
    await cms.reset();
    const response = await get('/who-we-are/?preview=true&p=1001&typeName=Post');
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/generate');
    expect(await cms.total()).toBe(0);
  });
});

describe('previews of a page the isolate holds', () => {
  it('hand off and show the draft, never the held public page; a query that asks for nothing still gets it', async () => {
    const path = '/goodfood-wins-magazine-of-the-year/';
    // Rendered, stored, then read back into the isolate's memory: the page is held (the hot path in front of the scope).
    await eventually(async () => expect((await get(path)).headers.get('server-timing')).toContain('page-hit'));
    expect((await get(path)).headers.get('server-timing')).toContain('page-hit');
    const handoff = await get(`${path}?preview=true&preview_id=1003&typeName=post`);
    expect(handoff.status).toBe(302);
    expect(new URL(handoff.headers.get('location')!).pathname).toBe('/generate');
    const { response, body } = await html(await previewUrl('1003'));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('server-timing')).not.toContain('page-hit');
    expect(body).toContain('crowned Magazine of the Year for a second time');
    const tracked = await get(`${path}?utm_source=newsletter`);
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get('server-timing')).toContain('page-hit');
  });
});

describe('verified preview', () => {
  it('shows the draft to an editor with a valid token, privately and unindexed', async () => {
    const { response, body } = await html(await previewUrl('1003'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(body).toContain('<title>Home - Immediate Media</title>');
    expect(body).toContain('crowned Magazine of the Year for a second time');
  });

  it('shows a preview bar: the draft, that it is a draft, when the link expires, and an exit to the published page', async () => {
    const { body } = await html(await previewUrl('1003'));
    const bar = /<section class="preview-banner" aria-labelledby="preview-bar-title">([\s\S]*?)<\/section>/.exec(body)?.[1] ?? '';
    expect(bar).toContain('Preview — draft content');
    expect(bar).toContain('BBC Good Food crowned Magazine of the Year for a second time');
    expect(bar).toContain('draft post 1003');
    expect(bar).toContain('is not visible to the public');
    expect(bar).toMatch(/expires(<!-- -->)? ?<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">[^<]+<\/time>/i);
    expect(bar).toContain('href="/goodfood-wins-magazine-of-the-year/"');
  });

  it('exits to the home page for a draft that was never published', async () => {
    const { body } = await html(await previewUrl('1001'));
    expect(body).toMatch(/class="preview-banner__exit" href="\/">Exit preview: go to the home page/);
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

  it('treats a numeric slug with a valid token as a preview id', async () => {
    const token = await signPreviewToken(env.PREVIEW_SECRET, '1002', 'page', inTenMinutes());
    const { response, body } = await html(`/1002/?post_type=page&token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toContain('Preview — draft content');
  });
});

describe('refused preview links', () => {
  const cases = async () => {
    const now = clockSeconds();
    return {
      missing: { token: '', says: 'is not valid' },
      garbage: { token: 'garbage', says: 'is not valid' },
      huge: { token: '99999999999.A', says: 'is not valid' },
      expired: { token: await signPreviewToken(env.PREVIEW_SECRET, '1003', 'post', now - 10), says: 'has expired' },
      forged: { token: await signPreviewToken('not-the-secret-at-all', '1003', 'post', now + 600), says: 'is not valid' },
      otherId: { token: await signPreviewToken(env.PREVIEW_SECRET, '1001', 'post', now + 600), says: 'is not valid' },
      otherType: { token: await signPreviewToken(env.PREVIEW_SECRET, '1003', 'page', now + 600), says: 'is not valid' },
    };
  };

  it('get 403 with a page that says why and how to get a new link, never cached or indexed, at no CMS API cost beyond the frame', async () => {
    await get('/'); // the site frame (menus) is cached, as for any public page
    for (const [name, { token, says }] of Object.entries(await cases())) {
      await cms.reset();
      const { response, body } = await html(`/preview?preview_id=1003&post_type=post&token=${encodeURIComponent(token)}`);
      expect(response.status, name).toBe(403);
      expect(response.headers.get('cache-control'), name).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), name).toBe('noindex, nofollow');
      expect(body, name).toContain(`This preview link ${says}`);
      expect(body, name).toContain('open the draft in the content system and choose Preview again');
      expect(body, name).not.toContain('for a second time');
      expect(await cms.total(), name).toBe(0);
    }
  });

  it('refuse /preview without any parameters, and a numeric slug with a bad token', async () => {
    for (const path of ['/preview', '/preview?preview_id=abc&token=1.A', '/1003/?token=garbage']) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      await response.text();
    }
  });

  it('give crawlers the status without the page', async () => {
    const { response, body } = await html('/preview?preview_id=1003&token=x', { ua: CRAWLER });
    expect(response.status).toBe(403);
    expect(body).toBe('403 Preview Link Refused');
  });
});

describe('job routes win over the numeric-slug rule', () => {
  it('serves /jobs/20417 as a job, indexable and cacheable', async () => {
    const { response, body } = await html('/jobs/20417');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(body).toContain('Data Analyst, Audience Insight');
    expect(body).not.toContain('Preview — draft content');
  });

  it('redirects /jobs/{id}/ to /jobs/{id} in one hop, query kept, without asking the CMS', async () => {
    await cms.reset();
    for (const [from, to] of [
      ['/jobs/20417/', '/jobs/20417'],
      ['/jobs/20417/?ref=x', '/jobs/20417?ref=x'],
      ['/jobs/senior-editor-bbc-good-food-1042/', '/jobs/senior-editor-bbc-good-food-1042'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    expect(await cms.total()).toBe(0);
  });
});
