/**
 * Journalists' press kit (issue 42): /news/press-kit/ offers every logo of cms/content/press-kit.ts as an SVG
 * and a PNG download (with `download`, so the client router leaves them to the browser), the press office's
 * number as a tel: link, and every press release and news story sends journalists there from its notes to
 * editors. test/ops/press-kit.test.ts checks the files themselves.
 */
import { describe, expect, it } from 'vitest';
import { pack } from '../../cms/content/index';
import { PRESS_TEL } from '../../cms/content/press';
import { PRESS_KIT_LOGOS, PRESS_KIT_PATH } from '../../cms/content/press-kit';
import { html } from '../helpers/site';

const ARTICLES = pack.pages
  .filter((page) => page.route.meta.post_data.post_type === 'post' && !('gone' in page.route.meta))
  .map((page) => page.route.path);

describe('the press kit', () => {
  it('offers every logo as SVG and PNG downloads, and the press office', async () => {
    const { response, body } = await html(PRESS_KIT_PATH);
    expect(response.status).toBe(200);
    for (const logo of PRESS_KIT_LOGOS) {
      for (const format of ['svg', 'png']) {
        expect(body, `${logo.slug} ${format}`).toMatch(
          new RegExp(
            `<a href="/press-kit/${logo.slug}-logo\\.${format}" class="card__link download__link" download="">${logo.name.replace('&', '&amp;')} logo`,
          ),
        );
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
