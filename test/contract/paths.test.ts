/**
 * Contract, for every CMS: `/site` and `/paths` (what lives at a path) answer
 * the sample pack's pages, posts, nested pages, home, redirects (relative,
 * external, a renamed article's old slug), a withdrawn page and nothing, as
 * docs/content-api.md says.
 */
import { describe, expect, it } from 'vitest';
import { PathLookupSchema } from '../../contract/api';
import { londonDate } from '../../contract/london-day';
import { parsePublishedDate } from '../../contract/published-date';
import { SiteSchema } from '../../contract/route';
import { api, cmses, expectOk, seen } from './api';
import { GONE, NOTHING, REDIRECTS, ROUTES } from './sample-pack';

describe.each(cmses())('$name CMS: /site and /paths', (cms) => {
  const lookup = async (path: string) => {
    const answer = await api(cms, `/paths?${new URLSearchParams({ path })}`);
    return { answer, value: expectOk(answer, PathLookupSchema) };
  };

  it('/site answers settings and menus', async () => {
    const site = expectOk(await api(cms, '/site'), SiteSchema);
    expect(site.menus.header.length, 'header menu items').toBeGreaterThan(0);
    expect(site.menus.footer.length, 'footer groups').toBeGreaterThan(0);
    expect(site.menus.legal.length, 'legal links').toBeGreaterThan(0);
    expect(site.settings.tagline, 'tagline').not.toBe('');
  });

  it.each(Object.entries(ROUTES))('a route: %s', async (_kind, expected) => {
    const { answer, value } = await lookup(expected.path);
    expect(value.redirect, seen(answer)).toBeNull();
    const route = value.route;
    expect(route?.path, seen(answer)).toBe(expected.path);
    expect(route!.meta.title).toBe(expected.title);
    expect(route!.meta.post_data.post_type).toBe(expected.postType);
    expect(route!.meta.post_data.has_parent, `has_parent of ${expected.path}`).toBe(expected.hasParent);
    expect(route!.meta.tags.ogType).toBe(expected.postType === 'post' ? 'article' : 'website');
    const { published_date, published, modified } = route!.meta.post_data;
    expect(parsePublishedDate(published_date), published_date).not.toBeNull();
    // The moment it was published (JSON-LD), on its London date; modified, when the CMS gives it, not before it.
    expect(published ? londonDate(Date.parse(published)) : 'no published moment', expected.path).toBe(parsePublishedDate(published_date));
    if (modified) expect(modified >= published!, `${expected.path} modified ${modified} after published ${published}`).toBe(true);
    expect(route!.meta.gone ?? false, `${expected.path} is not gone`).toBe(false);
  });

  it.each(Object.entries(REDIRECTS))('a redirect: %s', async (_kind, expected) => {
    const { answer, value } = await lookup(expected.from);
    expect(value.redirect, seen(answer)).toEqual({ to: expected.to, status: expected.status });
    expect(value.route, 'no page lives at these redirects’ paths').toBeNull();
  });

  it('a withdrawn page is a route flagged gone', async () => {
    const { answer, value } = await lookup(GONE);
    expect(value.redirect, seen(answer)).toBeNull();
    expect(value.route?.path, seen(answer)).toBe(GONE);
    expect(value.route?.meta.gone, seen(answer)).toBe(true);
  });

  it.each(NOTHING)('nothing lives at %s', async (path) => {
    const { answer, value } = await lookup(path);
    expect(value, seen(answer)).toEqual({ redirect: null, route: null });
  });

  it('a path without its trailing slash is not the page (the site asks with the slash)', async () => {
    const { answer, value } = await lookup(ROUTES.page.path.replace(/\/$/, ''));
    expect(value.route?.path === ROUTES.page.path, `a route whose path is not the one asked: ${seen(answer)}`).toBe(false);
  });
});
