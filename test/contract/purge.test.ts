/**
 * Contract, for every CMS: the purge webhook. An editor changes a published
 * page's title in the CMS (each CMS's own way, test/contract/adapters.ts);
 * the site, which held the page in its caches, shows the new title on the
 * next request. Without a signed purge that the site accepted, the cached
 * page would stay for its fresh window (30 s) and more. The title is put back
 * the same way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PathLookupSchema } from '../../contract/api';
import { htmlFacts } from '../../scripts/lib/page-facts.ts';
import { adapterFor } from './adapters';
import { api, cmses, eventually, expectOk, get } from './api';

/**
 * A page whose hero heading is its title: the reference CMS's title edit rewrites the hero heading too, so
 * putting the title back restores the page exactly (a page with another heading would keep the title there).
 */
const PATH = '/code-of-conduct/';
const SITE_NAME = 'Immediate Media';

describe.each(cmses())('$name CMS: the purge webhook', (cms) => {
  const adapter = adapterFor(cms);
  let original: string | undefined;

  /** The page's document title on the site, as a reader gets it now. */
  async function onSite(): Promise<{ title: string | null; status: number }> {
    const page = await get(`${cms.site}${PATH}`, { headers: { accept: 'text/html' } });
    return { status: page.status, title: htmlFacts(page.text, cms.site).title };
  }

  afterAll(async () => {
    if (original !== undefined) await adapter.setTitle(PATH, original);
  });

  it('an edit in the CMS shows on the site on the next request, and so does putting it back', async () => {
    original = expectOk(await api(cms, `/paths?path=${PATH}`), PathLookupSchema).route!.meta.title;
    // Twice: the first request renders and stores the page, the second is served from the caches.
    await onSite();
    const before = await onSite();
    expect(before.title, `${cms.site}${PATH} before the edit`).toBe(`${original} - ${SITE_NAME}`);

    const edited = `Purge check ${Date.now()}`;
    await adapter.setTitle(PATH, edited);
    const after = await eventually(onSite, (page) => page.title === `${edited} - ${SITE_NAME}`);
    expect(after.title, `${cms.site}${PATH} after the edit (the site still served its cached page)`).toBe(`${edited} - ${SITE_NAME}`);
    expect(expectOk(await api(cms, `/paths?path=${PATH}`), PathLookupSchema).route?.meta.title, 'the CMS answers the edit').toBe(edited);

    await adapter.setTitle(PATH, original);
    const restored = await eventually(onSite, (page) => page.title === `${original} - ${SITE_NAME}`);
    expect(restored.title, `${cms.site}${PATH} after putting the title back`).toBe(`${original} - ${SITE_NAME}`);
    original = undefined;
  });
});
