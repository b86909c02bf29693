/**
 * Old `/?p=<id>` addresses (WordPress's plain links, issue 56): the site asks the CMS's path lookup for the id
 * (`/paths?path=/?p=<id>`) and answers its redirect, one hop, the id left out of the query it keeps; an id the CMS
 * names no page for is a 404, whatever the home page’s cache holds. Each id is one cached lookup, as any unseen
 * path is. The reference CMS knows no ids: a `redirectTo` fault stands in for WordPress's answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cms } from '../helpers/cms';
import { get } from '../helpers/site';

afterEach(async () => {
  await cms.reset();
});

describe('/?p=<id>', () => {
  it('is a 404 when the CMS names nothing for the id, whatever the home page’s cache holds', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
    const answer = await get('/?p=424242');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
    // Other queries on the home page are the home page.
    expect((await get('/?utm_source=press')).status).toBe(200);
    expect((await get('/?p=abc')).status).toBe(200);
  });

  it('redirects where the CMS says the post lives, keeping the rest of the query, once per id', async () => {
    await cms.faults({ paths: ['/paths'], redirectTo: '/who-we-are/' });
    const before = (await cms.counts())['/paths'] ?? 0;
    const first = await get('/?p=515151&utm_source=press');
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe('/who-we-are/?utm_source=press');
    const again = await get('/?page_id=515151');
    expect(again.status).toBe(301);
    expect(again.headers.get('location')).toBe('/who-we-are/');
    // The id's one lookup, cached: the second request (another spelling of the same id) asks nothing.
    expect(((await cms.counts())['/paths'] ?? 0) - before).toBe(1);
  });
});
