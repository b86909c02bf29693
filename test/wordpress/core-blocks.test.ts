/**
 * Core blocks as WordPress writes them, published over the REST API the block editor uses, drawn by the site
 * (wordpress/masthead-content/includes/block-nodes.php): Pullquote as the site's quote, Cover as its picture
 * beside its text, a Table whose cells hold bold, italics and links with that markup kept, a YouTube embed as a link
 * to the video (nothing loaded from YouTube until a reader follows it).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { wordpressAuth, wordpressRest } from '../contract/adapters';
import { api, cmses, eventually, get } from '../contract/api';
import { uploadPng } from './png';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const made: string[] = [];

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('core blocks on a published page', () => {
  it('Pullquote, Cover, a Table with inline markup and a video embed are drawn, nothing lost', async () => {
    const upload = await uploadPng(wordpress().url, wordpressAuth(), `cover-${STAMP}.png`, 1200, 600);
    expect(upload.status).toBe(201);
    const media = (await upload.json()) as { id: number; source_url: string };
    made.push(`media/${media.id}`);

    const content = [
      `<!-- wp:pullquote --><figure class="wp-block-pullquote"><blockquote><p>Pulled ${STAMP}</p><cite>An editor</cite></blockquote></figure><!-- /wp:pullquote -->`,
      `<!-- wp:cover {"url":"${media.source_url}","id":${media.id},"dimRatio":50} --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-${media.id}" alt="" src="${media.source_url}" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Covered ${STAMP}</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->`,
      `<!-- wp:table --><figure class="wp-block-table"><table><tbody><tr><td><strong>Bold ${STAMP}</strong></td><td><a href="/contact/">Linked ${STAMP}</a></td></tr></tbody></table></figure><!-- /wp:table -->`,
      `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=${STAMP}","type":"video","providerNameSlug":"youtube","responsive":true} --><figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=${STAMP}\n</div><figcaption class="wp-element-caption">Filmed ${STAMP}</figcaption></figure><!-- /wp:embed -->`,
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
    expect(main[2]!.html).toContain(`<p><a href="https://www.youtube.com/watch?v=${STAMP}">Filmed ${STAMP}: watch on YouTube</a></p>`);

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
    expect(answer.text).toMatch(
      new RegExp(`<a [^>]*href="https://www.youtube.com/watch\\?v=${STAMP}"[^>]*>Filmed ${STAMP}: watch on YouTube</a>`),
    );
    expect(answer.text, 'no player, nothing from YouTube on the page').not.toMatch(/<iframe|youtube-nocookie|ytimg/);
  });
});
