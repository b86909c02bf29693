/**
 * Search cursors bound to their query (issue 54, worker/pipeline/search-cursor.ts) against the reference CMS:
 * the "More results" link pages on; a cursor the site did not seal (generated ones, the CMS's own cursor bare, a
 * real one with its MAC changed) or sealed for another query or kind is the 400 error page, as a page and as
 * `/__data`, and asks the CMS nothing.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { sealCursor } from '../../worker/pipeline/search-cursor';
import { cms } from '../helpers/cms';
import { runs } from '../helpers/property-runs';
import { get, html } from '../helpers/site';

/** Each request its own client address: the rate limit counts per client. */
function client(): RequestInit {
  return { headers: { 'cf-connecting-ip': `192.0.2.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID()}` } };
}

const QUERY = 'brand news media';
const page = (query: string, cursor: string, kind?: string) =>
  `/search/?q=${encodeURIComponent(query)}${kind ? `&kind=${kind}` : ''}&cursor=${encodeURIComponent(cursor)}`;

/** The sealed cursor of the first page's "More results" link. */
async function nextCursor(query: string, kind?: string): Promise<string> {
  const { response, body } = await html(`/search/?q=${encodeURIComponent(query)}${kind ? `&kind=${kind}` : ''}`, client());
  expect(response.status).toBe(200);
  const more = /<p class="search-more"><a href="([^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');
  expect(more, 'a second page').toBeDefined();
  return new URL(more!, 'https://site.test').searchParams.get('cursor')!;
}

/** Asks for `path`; expects the 400 error page and no CMS call. */
async function expectRefused(path: string): Promise<void> {
  const before = await cms.total();
  const { response, body } = await html(path, client());
  expect(response.status, path).toBe(400);
  expect(body).toContain('The page of results asked for is not valid.');
  const data = await get(`/__data?path=${encodeURIComponent(path)}`, client());
  expect(data.status, `/__data ${path}`).toBe(400);
  expect(((await data.json()) as { kind: string }).kind).toBe('error');
  expect(await cms.total(), `${path} asked the CMS`).toBe(before);
}

beforeEach(() => cms.reset());

describe('search cursors', () => {
  it('page on through the "More results" link, which carries a sealed cursor', async () => {
    const cursor = await nextCursor(QUERY);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9.-]+$/);
    const { response, body } = await html(page(QUERY, cursor), client());
    expect(response.status).toBe(200);
    expect(body).toMatch(/class="search-result__title"/);
    // The cursor is the site's: as typed differently, the same normalised query opens it.
    expect((await html(page('  Brand NEWS, media!', cursor), client())).response.status).toBe(200);
  });

  it('refuses a cursor sealed for another query or another kind', async () => {
    const cursor = await nextCursor(QUERY);
    await expectRefused(page('brand news podcast', cursor));
    await expectRefused(page(QUERY, cursor, 'news'));
    // The same position sealed by the site for the news kind: it opens there, and nowhere else.
    const news = await sealCursor(env.PURGE_SECRET, 'brand news media', 'news', cursor.slice(23));
    expect((await html(page(QUERY, news, 'news'), client())).response.status).toBe(200);
    await expectRefused(page(QUERY, news, 'page'));
    await expectRefused(page(QUERY, news));
  });

  it('refuses the CMS cursor bare, and a real one with another MAC or another position', async () => {
    const cursor = await nextCursor(QUERY);
    const [mac, inner] = [cursor.slice(0, 22), cursor.slice(23)];
    await expectRefused(page(QUERY, inner));
    await expectRefused(page(QUERY, `${mac}.1.2.3.4`));
    await expectRefused(page(QUERY, `${mac.slice(0, 21)}${mac.endsWith('A') ? 'B' : 'A'}.${inner}`));
    // Sealed with another secret (a key nobody has): refused.
    await expectRefused(page(QUERY, await sealCursor('another-secret-0123456789', 'brand news media', null, inner)));
  });

  it('refuses generated cursors with a 400 and no CMS call', async () => {
    const sealedLike = fc
      .tuple(
        fc.string({
          unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
          minLength: 22,
          maxLength: 22,
        }),
        fc.array(fc.integer({ min: -1e12 + 1, max: 1e12 - 1 }), { minLength: 1, maxLength: 6 }),
      )
      .map(([mac, numbers]) => `${mac}.${numbers.join('.')}`);
    const anything = fc.string({ unit: fc.constantFrom(...'AZaz09._-~!%'), minLength: 1, maxLength: 200 });
    await html(`/search/?q=${encodeURIComponent(QUERY)}`, client());
    await fc.assert(
      fc.asyncProperty(fc.oneof(sealedLike, anything), async (cursor) => {
        await expectRefused(page(QUERY, cursor));
      }),
      { numRuns: runs(200) },
    );
  });
});
