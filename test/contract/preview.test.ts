/**
 * Contract, for every CMS: previews. A token signed with the shared preview
 * secret for the draft's id and post type opens the draft (its nodes and
 * `draft.title`); forged, expired, other-id, other-post-type and missing
 * tokens are 401 error bodies. `/generate` sends a signed-in editor to the
 * site's `/preview` with a token that verifies and a page that shows the
 * draft; WordPress first sends an anonymous browser to its login page.
 */

import { describe, expect, inject, it } from 'vitest';
import { NodeSchema, PreviewNodesResponseSchema } from '../../contract/nodes';
import { signPreviewToken, verifyPreviewToken } from '../../contract/preview-token.server';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { adapterFor } from './adapters';
import { type Answer, api, cmses, expectError, expectOk, get, seen, type TestCms } from './api';
import { DRAFTS, type DraftKind } from './sample-pack';

const now = () => Math.floor(runNow() / 1000);

function sign(id: string, postType: string, expires = now() + 600, secret = inject('secrets').preview): Promise<string> {
  return signPreviewToken(secret, id, postType, expires);
}

function preview(cms: TestCms, id: string, postType: string, token: string | null) {
  const query = new URLSearchParams({ preview_id: id, post_type: postType, parent_post_type: '', t: String(now()) });
  return api(cms, `/nodes?${query}`, token === null ? {} : { headers: { authorization: `Bearer ${token}` } });
}

describe.each(cmses())('$name CMS: preview', (cms) => {
  const adapter = adapterFor(cms);

  /** Checks a preview answer: the draft's title, its nodes each valid, the published page it revises. */
  function expectDraft(answer: Answer, id: string, kind: DraftKind): void {
    const draft = DRAFTS[kind];
    const value = expectOk(answer, PreviewNodesResponseSchema);
    expect(value.draft?.title, seen(answer)).toBe(draft.title);
    if ('publishedPath' in draft) expect(value.draft?.published_path, 'the published page it revises').toBe(draft.publishedPath);
    // The page as it will be published: its route entry, with the draft's headline.
    expect(value.draft?.route?.meta.title, `the draft's route: ${seen(answer)}`).toBe(draft.title);
    expect(value.draft?.route?.meta.post_data.post_type).toBe(draft.postType);
    const slots = value[id] as Record<string, unknown[]> | undefined;
    expect(slots?.main?.length, `nodes under "${id}": ${seen(answer)}`).toBeGreaterThan(0);
    for (const node of Object.values(slots!).flat()) {
      const check = NodeSchema.safeParse(node);
      expect(check.success, `${JSON.stringify(node).slice(0, 120)}: ${JSON.stringify(check.error?.issues[0])}`).toBe(true);
    }
  }

  it.each(['post', 'page'] as const)('a token signed with the shared secret opens the %s draft', async (kind) => {
    const id = adapter.draftId(kind);
    const { postType } = DRAFTS[kind];
    expectDraft(await preview(cms, id, postType, await sign(id, postType)), id, kind);
  });

  // The revision is an autosave, and an autosave belongs to the editor who made it: the token must come
  // from /generate, where the CMS knows which editor asked (decision 011).
  it('a token from /generate opens the unpublished revision of a published article', async () => {
    const id = adapter.draftId('revision');
    const { postType } = DRAFTS.revision;
    await adapter.freshenRevision(id);
    const handOff = await adapter.generateAsEditor(id, postType);
    const token = new URL(handOff.location ?? '/', cms.publicOrigin).searchParams.get('token');
    expect(token, `a token in ${seen(handOff)} ${handOff.location}`).toBeTruthy();
    expectDraft(await preview(cms, id, postType, token), id, 'revision');
  });

  it('refuses forged, expired, other-id, other-post-type, other-secret and missing tokens with 401', async () => {
    const id = adapter.draftId('post');
    const exp = now() + 600;
    const refused: [string, string, string, string | null][] = [
      ['forged', id, 'post', `${exp}.${'A'.repeat(43)}`],
      ['malformed', id, 'post', 'not-a-token'],
      ['expired', id, 'post', await sign(id, 'post', now() - 5)],
      ['other id', id, 'post', await sign(String(Number(id) + 1), 'post')],
      ['other post type', id, 'post', await sign(id, 'page')],
      ['other secret', id, 'post', await sign(id, 'post', exp, 'another-secret-of-sixteen-chars')],
      ['missing', id, 'post', null],
    ];
    for (const [what, draftId, postType, token] of refused) {
      const answer = await preview(cms, draftId, postType, token);
      expect(answer.status, `${what} token: ${seen(answer)}`).toBe(401);
      expectError(answer, 401);
      expect(answer.text, `${what} token leaked the draft`).not.toContain(DRAFTS.post.title);
    }
  });

  it('a valid token for an id without a draft is a 404 error body', async () => {
    const id = '987654321';
    expectError(await preview(cms, id, 'post', await sign(id, 'post')), 404);
  });

  it('/generate sends the editor to the site with a token that verifies, and the site shows the draft', async () => {
    const id = adapter.draftId('post');
    const answer = await adapter.generateAsEditor(id, 'post');
    expect(answer.status, seen(answer)).toBe(302);
    const location = new URL(answer.location ?? '', cms.publicOrigin);
    expect(`${location.origin}${location.pathname}`, `Location ${answer.location}`).toBe(`${cms.site}/preview`);
    expect(location.searchParams.get('preview_id')).toBe(id);
    expect(location.searchParams.get('post_type')).toBe('post');
    const token = location.searchParams.get('token') ?? '';
    expect(await verifyPreviewToken(inject('secrets').preview, token, id, 'post', now()), `token ${token} verifies`).toBe(true);
    const page = await get(location.toString(), { headers: { accept: 'text/html' } });
    expect(page.status, seen(page)).toBe(200);
    expect(page.text, `the site's preview of ${id}`).toContain(DRAFTS.post.title);
    // Drawn as the published page will be (the draft's headline), in a document titled as the specification says.
    expect(page.text).toContain('<title>Home - Immediate Media</title>');
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${DRAFTS.post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  });

  it('/generate refuses an id that is not a number', async () => {
    const answer = await adapter.generateAsEditor('abc', 'post');
    expect(answer.status, seen(answer)).toBeGreaterThanOrEqual(400);
    expect(answer.status, seen(answer)).toBeLessThan(500);
  });

  it('/generate without a login: WordPress asks for one first; the reference CMS (sample code) signs for anyone', async () => {
    const answer = await get(`${cms.publicOrigin}/generate?id=${adapter.draftId('post')}&post_type=post`);
    expect(answer.status, seen(answer)).toBe(302);
    const location = new URL(answer.location ?? '', cms.publicOrigin);
    if (adapter.loginRequired) {
      expect(location.pathname, `Location ${answer.location}`).toMatch(/\/wp-login\.php$/);
      expect(location.searchParams.get('redirect_to') ?? '', 'back to /generate after login').toContain('/generate');
      expect(answer.location, 'no token for an anonymous browser').not.toContain('token=');
    } else {
      expect(`${location.origin}${location.pathname}`, `Location ${answer.location}`).toBe(`${cms.site}/preview`);
    }
  });
});
