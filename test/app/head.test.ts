/**
 * Open Graph images in the head (worker/head/build-head.ts): the CMS lists images for
 * Facebook and for LinkedIn, often the same one; each image is named once,
 * with its size, and distinct images are all kept, Facebook's first.
 */
import { describe, expect, it } from 'vitest';
import type { AppState } from '../../contract/page-state';
import type { OgImage, RouteEntry } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';
import { buildHead } from '../../worker/head/build-head';

const ORIGIN = 'https://www.example.test';

function headWith(fb: OgImage[] | undefined, linkedin: OgImage[] | undefined) {
  const route = routeEntry({ path: '/x/', title: 'X', description: 'About x', kind: 'post', origin: ORIGIN, publishedIso: '2024-07-30' });
  const tags = { ...route.meta.tags, ogImageFb: fb, ogImageLinkedin: linkedin };
  const state: AppState = {
    buildId: 'b',
    site: {
      name: 'Site',
      origin: ORIGIN,
      settings: { legalLine: '', tagline: '' },
      year: 2026,
      menus: { header: [], footer: [], legal: [], social: [] },
    },
    page: { kind: 'content', path: '/x/', route: { ...route, meta: { ...route.meta, tags } }, slots: {} },
  };
  return buildHead(state).meta.filter((tag) => tag.property?.startsWith('og:image') || tag.name === 'twitter:image');
}

const image = (src: string, width = 1200, height = 630): OgImage => ({ ogImage: src, ogImageWidth: width, ogImageHeight: height });

describe('Open Graph images', () => {
  it('names an image listed for both networks once, with its size', () => {
    expect(headWith([image('/media/og/x.svg')], [image('/media/og/x.svg')])).toEqual([
      { property: 'og:image', content: `${ORIGIN}/media/og/x.svg` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { name: 'twitter:image', content: `${ORIGIN}/media/og/x.svg` },
    ]);
  });

  it('keeps distinct images, Facebook first, and an absolute address as given', () => {
    const tags = headWith([image('/media/og/fb.svg')], [image('https://cdn.example.test/li.png', 1200, 627), image('/media/og/fb.svg')]);
    expect(tags.filter((tag) => tag.property === 'og:image').map((tag) => tag.content)).toEqual([
      `${ORIGIN}/media/og/fb.svg`,
      'https://cdn.example.test/li.png',
    ]);
    expect(tags.filter((tag) => tag.property === 'og:image:height').map((tag) => tag.content)).toEqual(['630', '627']);
    expect(tags.find((tag) => tag.name === 'twitter:image')?.content).toBe(`${ORIGIN}/media/og/fb.svg`);
  });

  it('names none without images', () => {
    expect(headWith(undefined, [])).toEqual([]);
  });
});

describe('the SEO team’s head fields', () => {
  function stateWith(tags: Partial<RouteEntry['meta']['tags']>, documentTitle?: string): AppState {
    const route = routeEntry({ path: '/x/', title: 'X', description: 'About x', kind: 'post', origin: ORIGIN, publishedIso: '2024-07-30' });
    return {
      buildId: 'b',
      site: {
        name: 'Site',
        origin: ORIGIN,
        settings: { legalLine: '', tagline: '' },
        year: 2026,
        menus: { header: [], footer: [], legal: [], social: [] },
      },
      page: {
        kind: 'content',
        path: '/x/',
        route: { ...route, meta: { ...route.meta, ...(documentTitle ? { documentTitle } : {}), tags: { ...route.meta.tags, ...tags } } },
        slots: {},
      },
    };
  }
  const content = (state: AppState, key: string) => buildHead(state).meta.find((tag) => (tag.name ?? tag.property) === key)?.content;

  it('takes the whole title, Twitter’s own description and image, and a robots value with nofollow alone', () => {
    const state = stateWith({
      title: 'X | Site desk',
      twitterDescription: 'For Twitter',
      twitterImage: '/media/tw.png',
      robots: 'index, nofollow',
    });
    expect(buildHead(state).title).toBe('X | Site desk');
    expect(content(state, 'twitter:description')).toBe('For Twitter');
    expect(content(state, 'twitter:image')).toBe(`${ORIGIN}/media/tw.png`);
    expect(content(state, 'twitter:card')).toBe('summary_large_image');
    expect(content(state, 'og:description')).toBe('About x');
    expect(content(state, 'robots')).toBe('index, nofollow');
  });

  it('keeps the specification’s format without them, and the site’s closer title where it names one', () => {
    expect(buildHead(stateWith({})).title).toBe('X - Site');
    expect(content(stateWith({}), 'twitter:description')).toBe('About x');
    expect(buildHead(stateWith({ title: 'X | Site desk' }, 'Role - Jobs')).title).toBe('Role - Jobs - Site');
  });
});
