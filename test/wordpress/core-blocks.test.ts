/**
 * Core blocks as WordPress writes them, published over the REST API the block editor uses, drawn by the site
 * (wordpress/masthead-content/includes/block-nodes.php): Pullquote as the site's quote, Cover as its picture
 * beside its text, a Table whose cells hold bold, italics and links with that markup kept.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { wordpressAuth, wordpressRest } from '../contract/adapters';
import { api, cmses, eventually, get } from '../contract/api';
import { png } from './png';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const made: string[] = [];

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('core blocks on a published page', () => {
  it('Pullquote, Cover and a Table with inline markup are drawn as the editor shows them', async () => {
    const upload = await fetch(`${wordpress().url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        authorization: wordpressAuth(),
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="cover-${STAMP}.png"`,
      },
      body: new Uint8Array(png(1200, 600)),
    });
    expect(upload.status).toBe(201);
    const media = (await upload.json()) as { id: number; source_url: string };
    made.push(`media/${media.id}`);

    const content = [
      `<!-- wp:pullquote --><figure class="wp-block-pullquote"><blockquote><p>Pulled ${STAMP}</p><cite>An editor</cite></blockquote></figure><!-- /wp:pullquote -->`,
      `<!-- wp:cover {"url":"${media.source_url}","id":${media.id},"dimRatio":50} --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-${media.id}" alt="" src="${media.source_url}" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Covered ${STAMP}</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->`,
      `<!-- wp:table --><figure class="wp-block-table"><table><tbody><tr><td><strong>Bold ${STAMP}</strong></td><td><a href="/contact/">Linked ${STAMP}</a></td></tr></tbody></table></figure><!-- /wp:table -->`,
    ].join('\n\n');
    const slug = `core-blocks-${STAMP}`;
    const page = await wordpressRest<{ id: number }>('POST', 'pages', { slug, status: 'publish', title: `Core blocks ${STAMP}`, content });
    made.push(`pages/${page.id}`);
    const path = `/${slug}/`;

    const nodes = (await api(cms(), `/nodes?slug=${slug}&path=${encodeURIComponent(path)}`)).json as Record<
      string,
      { main: Record<string, unknown>[] }
    >;
    const main = nodes[slug]!.main;
    expect(main[0]).toEqual({ type: 'quote', quote: `Pulled ${STAMP}`, attribution: 'An editor' });
    expect(main[1]).toMatchObject({ type: 'image-with-text', html: `<p>Covered ${STAMP}</p>`, image: { width: 1200, height: 600 } });
    expect((main[1]!.image as { src: string }).src).toMatch(new RegExp(`^/media/.+/cover-${STAMP}\\.png$`));
    expect(main[2]).toMatchObject({ type: 'rich-text' });

    const answer = await eventually(
      () => get(`${cms().site}${path}`, { headers: { accept: 'text/html' } }),
      (response) => response.status === 200,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(new RegExp(`<blockquote[^>]*>[\\s\\S]*Pulled ${STAMP}[\\s\\S]*An editor`));
    expect(answer.text).toMatch(new RegExp(`<img[^>]+src="/media/[^"]*cover-${STAMP}\\.png"`));
    expect(answer.text).toContain(`Covered ${STAMP}`);
    expect(answer.text).toMatch(new RegExp(`<td><strong>Bold ${STAMP}</strong></td>`));
    expect(answer.text).toMatch(new RegExp(`<td><a [^>]*href="/contact/"[^>]*>Linked ${STAMP}</a></td>`));
  });
});
