/**
 * The featured image (wordpress/masthead-content/includes/featured-image.php) and upload names (uploads.php),
 * over the REST API the block editor uses: a photo named as a phone names it is stored under a name the site's
 * media paths take; a post with that featured image and no Article header block leads with a header made from
 * its title, category, date and the picture, shows it on its news card, and gives it as og:image: at 1200×630, or
 * at its real size when WordPress makes no such crop (an upload that size, smaller, or portrait); the site serves the file.
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

describe('a featured image', () => {
  it('leads a post without a header of its own, shows on its news card and is its og:image at 1200×630', async () => {
    const upload = await uploadPng(wordpress().url, wordpressAuth(), `IMG_${STAMP.toUpperCase()}.PNG`, 1600, 900);
    expect(upload.status, await upload.clone().text()).toBe(201);
    const media = (await upload.json()) as { id: number; source_url: string };
    made.push(`media/${media.id}`);
    expect(new URL(media.source_url).pathname, 'the phone’s name, as the site’s media paths take it').toMatch(
      new RegExp(`/img-${STAMP}\\.png$`),
    );
    await wordpressRest('POST', `media/${media.id}`, { alt_text: 'A blue square' });

    const slug = `featured-image-${STAMP}`;
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug,
      status: 'publish',
      title: `Featured image check ${STAMP}`,
      excerpt: 'A post with a featured image and no header block.',
      content: '<!-- wp:paragraph --><p>Only text.</p><!-- /wp:paragraph -->',
      featured_media: media.id,
    });
    made.push(`posts/${post.id}`);
    const path = `/${slug}/`;

    const nodes = (await api(cms(), `/nodes?slug=${slug}&path=${encodeURIComponent(path)}`)).json as Record<
      string,
      { main: Record<string, unknown>[] }
    >;
    const header = nodes[slug]!.main[0]!;
    expect(header).toMatchObject({
      type: 'article-header',
      title: `Featured image check ${STAMP}`,
      standfirst: 'A post with a featured image and no header block.',
    });
    const image = header.image as { src: string; alt: string; width: number; height: number };
    expect(image).toMatchObject({ alt: 'A blue square', width: 1600, height: 900 });
    expect(image.src).toMatch(new RegExp(`^/media/.+/img-${STAMP}\\.png$`));
    expect(nodes[slug]!.main[1]).toMatchObject({ type: 'rich-text' });

    const news = (await api(cms(), '/news?page=1&limit=50')).json as { items: { href: string; image?: { src: string } }[] };
    expect(news.items.find((item) => item.href === path)?.image?.src, 'the news card').toBe(image.src);

    const page = await eventually(
      () => get(`${cms().site}${path}`, { headers: { accept: 'text/html' } }),
      (answer) => answer.status === 200,
    );
    expect(page.text).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/media/[^"]*img-${STAMP}-1200x630\\.png"`));
    expect(page.text).toContain('<meta property="og:image:width" content="1200"');
    expect(page.text).toContain('<meta property="og:image:height" content="630"');
    const served = await fetch(`${cms().site}${image.src}`);
    expect(served.status, `${image.src} on the site`).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  // WordPress makes no crop of an upload exactly the social size or smaller, and of a portrait only a crop as wide as it.
  it.each([
    { name: 'exactly 1200×630', width: 1200, height: 630, file: (stem: string) => `${stem}.png`, og: [1200, 630] },
    { name: 'smaller', width: 600, height: 400, file: (stem: string) => `${stem}.png`, og: [600, 400] },
    { name: 'portrait', width: 800, height: 1200, file: (stem: string) => `${stem}-800x630.png`, og: [800, 630] },
  ])('an upload $name gives a working og:image at its real size', async ({ name, width, height, file, og: [ogWidth, ogHeight] }) => {
    const stem = `card-${name.replace(/\W+/g, '-')}-${STAMP}`.toLowerCase();
    const upload = await uploadPng(wordpress().url, wordpressAuth(), `${stem}.png`, width, height);
    expect(upload.status, await upload.clone().text()).toBe(201);
    const media = (await upload.json()) as { id: number };
    made.push(`media/${media.id}`);
    const slug = `social-${stem}`;
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug,
      status: 'publish',
      title: `Social size check ${name} ${STAMP}`,
      content: '<!-- wp:paragraph --><p>Only text.</p><!-- /wp:paragraph -->',
      featured_media: media.id,
    });
    made.push(`posts/${post.id}`);
    const page = await eventually(
      () => get(`${cms().site}/${slug}/`, { headers: { accept: 'text/html' } }),
      (answer) => answer.status === 200,
    );
    const src = page.text.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(src, 'og:image').toMatch(new RegExp(`/media/[^"]*/${file(stem)}$`));
    expect(page.text).toContain(`<meta property="og:image:width" content="${ogWidth}"`);
    expect(page.text).toContain(`<meta property="og:image:height" content="${ogHeight}"`);
    const served = await fetch(new URL(new URL(src!, cms().site).pathname, cms().site));
    expect(served.status, `${src} on the site`).toBe(200);
  });
});
