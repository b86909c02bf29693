/**
 * Journalists' press kit (issue 42): /news/press-kit/ offers every logo of cms/content/press-kit.ts as an SVG
 * and a PNG download from the CMS's media, its size as the CMS states it (with `download`, so the client router
 * leaves them to the browser), the press office's
 * number as a tel: link, and every press release and news story sends journalists there from its notes to
 * editors. test/ops/press-kit.test.ts checks the files themselves.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../cms/content/brand-data';
import { pack } from '../../cms/content/index';
import { PRESS_TEL } from '../../cms/content/press';
import { PRESS_KIT_LOGOS, PRESS_KIT_PATH } from '../../cms/content/press-kit';
import { PRESS_KIT_FILE_DATA } from '../../cms/content/press-kit-files';
import { formatFileSize } from '../../cms/server/documents';
import { get, html } from '../helpers/site';

const ARTICLES = pack.pages
  .filter((page) => page.route.meta.post_data.post_type === 'post' && !('gone' in page.route.meta))
  .map((page) => page.route.path);

describe('the press kit', () => {
  it('offers every logo as SVG and PNG downloads, each shown small, and the press office', async () => {
    const { response, body } = await html(PRESS_KIT_PATH);
    expect(response.status).toBe(200);
    for (const logo of PRESS_KIT_LOGOS) {
      for (const [format, type] of [
        ['svg', 'SVG'],
        ['png', 'PNG'],
      ] as const) {
        const name = `press-kit-${logo.slug}-logo.${format}`;
        // The CMS's media, with the size the CMS states from the file itself.
        const size = formatFileSize(atob(PRESS_KIT_FILE_DATA[name]!.base64).length);
        expect(body, name).toMatch(
          new RegExp(
            `<a href="/media/files/${name.replace(/\./g, '\\.')}" class="card__link download__link" download="">${logo.name.replace('&', '&amp;')} logo[^<]*<span class="visually-hidden"> \\((<!-- -->)?${type}, ${size}(<!-- -->)?\\)`,
          ),
        );
        // The logo itself shows small beside its link, from the same file.
        expect(body, `${name} preview`).toContain(`<img src="/media/files/${name}" alt="" width="160" height="100" loading="lazy"`);
        const file = await get(`/media/files/${name}`);
        expect(file.status, name).toBe(200);
        expect(file.headers.get('content-type'), name).toBe(PRESS_KIT_FILE_DATA[name]!.contentType);
        expect(new Uint8Array(await file.arrayBuffer()).length, name).toBe(atob(PRESS_KIT_FILE_DATA[name]!.base64).length);
      }
    }
    expect(body).toContain(`href="${PRESS_TEL}"`);
    expect(body).toContain('<a href="/news/press-releases/feed.xml">RSS feed of press releases</a>');
  });

  it.each(ARTICLES)('is linked from the notes to editors of %s', async (path) => {
    const { response, body } = await html(path);
    expect(response.status).toBe(200);
    expect(body).toMatch(
      /Images for this story are available from the press office; logos and a fact sheet are in our <a href="\/news\/press-kit\/">press kit<\/a>/,
    );
  });
});

describe('every brand page', () => {
  it.each(BRANDS.map((brand) => brand.slug))(
    '/our-brands/%s/ links its own news and press releases and their feeds, and its logos',
    async (slug) => {
      const { response, body } = await html(`/our-brands/${slug}/`);
      expect(response.status).toBe(200);
      // Its own list of all news and of press releases when a story is in it (no link to a 404), else the site's.
      for (const [own, site] of [
        [`/news/${slug}/`, '/news/'],
        [`/news/${slug}/press-releases/`, '/news/press-releases/'],
      ] as const) {
        const list = (await get(own)).status === 200 ? own : site;
        expect(body, slug).toContain(`href="${list}"`);
        expect(body, slug).toContain(`href="${list}feed.xml"`);
        if (list === site) expect(body, slug).not.toContain(`href="${own}"`);
      }
      expect(body, slug).toContain('href="/news/press-kit/"');
      for (const ext of ['svg', 'png'])
        expect(body, slug).toMatch(new RegExp(`<img src="/media/files/press-kit-${slug}-logo.${ext}" alt="" width="160"`));
    },
  );
});
