/**
 * Property: nothing an anonymous client adds to a URL makes it a preview or
 * lets it skip a cache. Against a warm site, any mix of the preview
 * parameters (`preview`, `preview_id`, `page_id`, `p`, `typeName`,
 * `post_type`, `token`) on public pages, numeric slugs and `/preview` never
 * gives a 5xx, never shows draft content, and costs the CMS no extra call.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oldPostIdOf } from '../../contract/old-post-id';
import { cms } from '../helpers/cms';
import { runs } from '../helpers/property-runs';
import { get } from '../helpers/site';

const PAGES = [
  '/',
  '/news/',
  '/who-we-are/',
  '/our-brands/goodfood/',
  '/goodfood-wins-magazine-of-the-year/',
  '/jobs/',
  '/jobs/20417',
  '/no-such-page/',
];
/** Text that only drafts contain (sample pack: cms/content/drafts.ts). */
const DRAFT_MARKERS = [
  'for a second time',
  'Good Food Festival in Bristol',
  'Draft for review by the digital team',
  'Preview — draft content',
];

const value = fc.oneof(
  fc.constantFrom('1001', '1002', '1003', 'true', 'false', 'post', 'page', 'Post', '', '99999999999.A', '1.AAAA'),
  fc.string({ maxLength: 24 }),
  fc.integer({ min: 0, max: 1e12 }).map(String),
);
const params = fc.array(
  fc.tuple(fc.constantFrom('preview_id', 'page_id', 'p', 'typeName', 'post_type', 'token', 'parent_post_type', 'preview'), value),
  { maxLength: 5 },
);

function withQuery(path: string, pairs: [string, string][]): string {
  const search = new URLSearchParams(pairs).toString();
  return search ? `${path}?${search}` : path;
}

async function warm(paths: string[]): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const path of paths) await (await get(path)).text();
  }
}

async function check(path: string): Promise<number> {
  const response = await get(path);
  const body = await response.text();
  expect(response.status, path).toBeLessThan(500);
  for (const marker of DRAFT_MARKERS) expect(body, path).not.toContain(marker);
  return response.status;
}

describe('property: unverified preview parameters take the public path', () => {
  it('query-only variations of public pages: no 5xx, no draft, no CMS call but one per old post id', async () => {
    await warm(PAGES);
    await cms.reset();
    // `/?p=<id>` is a publisher's old address: its one lookup is an unseen path's, made once per id.
    const oldIds = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), params, async (path, pairs) => {
        const id = path === '/' ? oldPostIdOf(new URLSearchParams(pairs)) : null;
        if (id) oldIds.add(id);
        // `?preview=true` with an id is the hand-off (a redirect to the CMS's /generate, no API call).
        await check(withQuery(path, pairs));
      }),
      { numRuns: runs(150) },
    );
    expect(await cms.counts()).toEqual(oldIds.size ? { '/paths': oldIds.size } : {});
  });

  it('numeric slugs and /preview without a verified token: no 5xx, no draft, 0 CMS calls', async () => {
    await warm(['/']);
    await cms.reset();
    const path = fc.oneof(
      fc.integer({ min: 0, max: 1e12 }).map((id) => `/${id}/`),
      fc.integer({ min: 0, max: 1e6 }).map((id) => `/news/${id}/`),
      fc.constant('/preview'),
    );
    await fc.assert(
      fc.asyncProperty(path, params, async (base, pairs) => {
        const status = await check(withQuery(base, pairs));
        expect([302, 403, 404], `${base} ${status}`).toContain(status);
      }),
      { numRuns: runs(150) },
    );
    expect(await cms.counts()).toEqual({});
  });
});
