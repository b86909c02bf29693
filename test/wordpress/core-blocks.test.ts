/**
 * Core blocks as WordPress writes them, published over the REST API the block editor uses, drawn by the site
 * (wordpress/masthead-content/includes/block-nodes.php): Pullquote as the site's quote, Cover as its picture
 * beside its text, a Table whose cells hold bold, italics and links with that markup kept, an embed whose address
 * names no video as a link to it; Columns side by side, a Gallery's grid and Buttons as the site's calls to action;
 * Video and Audio from the uploads with their captions, and a YouTube video as a
 * facade (nothing loaded from YouTube until a reader clicks: test/e2e/embed-facade.test.ts clicks).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MEDIA_SAMPLES, SAMPLE_CAPTIONS } from '../../cms/content/media-samples';
import { wordpressAuth, wordpressRest } from '../contract/adapters';
import { api, cmses, eventually, get } from '../contract/api';
import { testBrowser } from '../e2e/browser';
import { uploadPng } from './png';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const made: string[] = [];
const browser = testBrowser();

/** Uploads a file to the media library as the editor's upload does; its id and address. */
async function upload(fileName: string, type: string, bytes: Uint8Array): Promise<{ id: number; source_url: string }> {
  const response = await fetch(`${wordpress().url}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: { authorization: wordpressAuth(), 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
    body: new Uint8Array(bytes), // A copy typed as an ArrayBuffer view, as fetch's typings want.
  });
  expect(response.status, `upload ${fileName}`).toBe(201);
  const media = (await response.json()) as { id: number; source_url: string };
  made.push(`media/${media.id}`);
  return media;
}

const sample = (name: string) => Uint8Array.from(atob(MEDIA_SAMPLES[name]!.base64), (char) => char.charCodeAt(0));

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

  it('a block its editor hid is in no node and not on the page, at any depth (issue 56)', async () => {
    const hidden = '{"metadata":{"blockVisibility":false}}';
    const content = [
      `<!-- wp:paragraph --><p>Shown ${STAMP}</p><!-- /wp:paragraph -->`,
      `<!-- wp:paragraph ${hidden} --><p>Hidden paragraph ${STAMP}</p><!-- /wp:paragraph -->`,
      `<!-- wp:paragraph --><p>Also shown ${STAMP}</p><!-- /wp:paragraph -->`,
      `<!-- wp:quote ${hidden} --><blockquote class="wp-block-quote"><p>Hidden quote ${STAMP}</p></blockquote><!-- /wp:quote -->`,
      `<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph ${hidden} --><p>Hidden in a group ${STAMP}</p><!-- /wp:paragraph --><!-- wp:details --><details class="wp-block-details"><summary>Asked ${STAMP}</summary><!-- wp:paragraph --><p>Answered ${STAMP}</p><!-- /wp:paragraph --><!-- wp:paragraph ${hidden} --><p>Hidden answer ${STAMP}</p><!-- /wp:paragraph --></details><!-- /wp:details --></div><!-- /wp:group -->`,
    ].join('\n\n');
    const slug = `core-hidden-${STAMP}`;
    const page = await wordpressRest<{ id: number }>('POST', 'pages', { slug, status: 'publish', title: `Core hidden ${STAMP}`, content });
    made.push(`pages/${page.id}`);
    const path = `/${slug}/`;
    const nodes = (await api(cms(), `/nodes?slug=${slug}&path=${encodeURIComponent(path)}`)).json as Record<
      string,
      Record<string, unknown>
    >;
    expect(nodes[slug]).toEqual({
      main: [
        { type: 'rich-text', html: `<p>Shown ${STAMP}</p><p>Also shown ${STAMP}</p>` },
        { type: 'accordion', items: [{ title: `Asked ${STAMP}`, html: `<p>Answered ${STAMP}</p>` }] },
      ],
    });
    const answer = await eventually(
      () => get(`${cms().site}${path}`, { headers: { accept: 'text/html' } }),
      (response) => response.status === 200,
    );
    expect(answer.text).toContain(`Also shown ${STAMP}`);
    for (const text of ['Hidden paragraph', 'Hidden quote', 'Hidden in a group', 'Hidden answer']) {
      expect(answer.text).not.toContain(`${text} ${STAMP}`);
    }
  });

  it('Columns side by side with their widths and photos, a Gallery as a grid with captions and every width, Buttons as calls to action', async () => {
    const photos: { id: number; source_url: string }[] = [];
    for (const name of ['left', 'right']) {
      const response = await uploadPng(wordpress().url, wordpressAuth(), `gallery-${name}-${STAMP}.png`, 1200, 900);
      expect(response.status).toBe(201);
      const photo = (await response.json()) as { id: number; source_url: string };
      made.push(`media/${photo.id}`);
      photos.push(photo);
    }
    const figure = (photo: { id: number; source_url: string }, caption: string) =>
      `<!-- wp:image {"id":${photo.id},"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="${photo.source_url}" alt="Photo ${caption}" class="wp-image-${photo.id}"/><figcaption class="wp-element-caption">${caption}</figcaption></figure><!-- /wp:image -->`;
    const content = [
      `<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column {"width":"33.33%"} --><div class="wp-block-column" style="flex-basis:33.33%"><!-- wp:paragraph --><p>Narrow ${STAMP}</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column {"width":"66.66%"} --><div class="wp-block-column" style="flex-basis:66.66%"><!-- wp:heading --><h2 class="wp-block-heading">Wide ${STAMP}</h2><!-- /wp:heading --></div><!-- /wp:column --></div><!-- /wp:columns -->`,
      `<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Told ${STAMP}</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column">${figure(photos[0]!, `Column ${STAMP}`)}</div><!-- /wp:column --></div><!-- /wp:columns -->`,
      `<!-- wp:gallery {"columns":2,"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-2 is-cropped">${figure(photos[0]!, `Left ${STAMP}`)}${figure(photos[1]!, `Right ${STAMP}`)}</figure><!-- /wp:gallery -->`,
      `<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Talk ${STAMP}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`,
    ].join('\n\n');
    const slug = `core-layout-${STAMP}`;
    const page = await wordpressRest<{ id: number }>('POST', 'pages', { slug, status: 'publish', title: `Core layout ${STAMP}`, content });
    made.push(`pages/${page.id}`);
    const path = `/${slug}/`;

    const answer = await eventually(
      () => get(`${cms().site}${path}`, { headers: { accept: 'text/html' } }),
      (response) => response.status === 200,
    );
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).toContain(
      `<div class="content-columns"><div class="content-column content-column--33"><p>Narrow ${STAMP}</p></div><div class="content-column content-column--66"><h2`,
    );
    const gallery = new RegExp(
      `<div class="content-gallery content-gallery--2"><figure><img src="(/media/[^"]+)" srcset="[^"]+" sizes="\\(min-width: 1280px\\) 600px, \\(min-width: 700px\\) 46vw, 46vw" alt="Photo Left ${STAMP}" width="(\\d+)" height="\\d+"><figcaption>Left ${STAMP}</figcaption></figure><figure><img [^>]*alt="Photo Right ${STAMP}"[^>]*><figcaption>Right ${STAMP}</figcaption></figure></div>`,
    ).exec(html);
    expect(gallery, 'the gallery as a grid of its two columns, each photo with its caption').not.toBeNull();
    expect(Number(gallery![2]), 'a size of the upload for a grid cell, not the full photo').toBeLessThan(1200);
    expect((await fetch(`${cms().site}${gallery![1]}`)).status).toBe(200);
    // The photo beside the text, as the editor placed it, at half the width where they stand side by side.
    const column = new RegExp(
      `<div class="content-columns"><div class="content-column"><p>Told ${STAMP}</p></div><div class="content-column"><figure><img src="/media/[^"]+" srcset="([^"]+)" sizes="\\(min-width: 1280px\\) 600px, [^"]+" alt="Photo Column ${STAMP}"`,
    ).exec(html);
    expect(column, 'the photo in its column, beside the text').not.toBeNull();
    // Every width WordPress made of the photo, for the reader's screen: not its square thumbnail, each one served.
    for (const set of [
      column![1]!,
      ...[...html.matchAll(/<div class="content-gallery[^"]*">.*?<\/div>/g)].flatMap(([grid]) =>
        [...grid.matchAll(/srcset="([^"]+)"/g)].map((match) => match[1]!),
      ),
    ]) {
      const candidates = set.split(', ').map((candidate) => candidate.split(' '));
      expect(
        candidates.map(([, width]) => width),
        set,
      ).toEqual(['300w', '768w', '1024w', '1200w']);
      for (const [src] of candidates) expect((await fetch(`${cms().site}${src}`)).status, src).toBe(200);
    }
    expect(html.match(/<img [^>]*srcset=/g)?.length, 'the column photo and both gallery photos').toBe(3);
    expect(html).toContain(`<p class="content-buttons"><a class="button button--primary" href="/contact/">Talk ${STAMP}</a></p>`);

    // As a reader sees it: side by side at 1280 px (the editor's 33/66), one under another on a phone.
    const layout = (width: number) =>
      browser.withPage(
        async ({ page: tab }) => {
          await tab.goto(`${cms().site}${path}`);
          const box = async (selector: string) => (await tab.locator(selector).boundingBox())!;
          const [narrow, wide] = [await box('.content-column--33'), await box('.content-column--66')];
          const [left, right] = [await box('.content-gallery figure >> nth=0'), await box('.content-gallery figure >> nth=1')];
          const [told, photo] = [await box(`p:text-is("Told ${STAMP}")`), await box('.content-column figure')];
          const button = await tab.locator('.content-buttons a').evaluate((link) => {
            const style = getComputedStyle(link);
            return { underline: style.textDecorationLine, radius: style.borderTopLeftRadius, background: style.backgroundColor };
          });
          return { narrow, wide, left, right, told, photo, button };
        },
        { viewport: { width, height: 900 } },
      );
    const desktop = await layout(1280);
    expect(desktop.narrow.y).toBe(desktop.wide.y);
    expect(desktop.wide.width / desktop.narrow.width).toBeCloseTo(2, 0);
    expect(desktop.left.y).toBe(desktop.right.y);
    expect(desktop.photo.x, 'the column photo beside its text').toBeGreaterThan(desktop.told.x + desktop.told.width);
    expect(desktop.button.underline).toBe('none');
    expect(desktop.button.radius).not.toBe('0px');
    expect(desktop.button.background).not.toBe('rgba(0, 0, 0, 0)');
    const phone = await layout(390);
    expect(phone.wide.y).toBeGreaterThanOrEqual(phone.narrow.y + phone.narrow.height);
    expect(phone.photo.y, 'the column photo under its text on a phone').toBeGreaterThanOrEqual(phone.told.y + phone.told.height);
    expect(phone.left.y, 'a gallery keeps two photos side by side on a phone').toBe(phone.right.y);
  });

  it('Video and Audio from the uploads and a YouTube video as a facade are drawn, nothing asked of YouTube', async () => {
    const video = await upload(`clip-${STAMP}.webm`, 'video/webm', sample('square.webm'));
    const audio = await upload(`chime-${STAMP}.mp3`, 'audio/mpeg', sample('chime.mp3'));
    const captions = await upload(`clip-${STAMP}-en.vtt`, 'text/vtt', new TextEncoder().encode(SAMPLE_CAPTIONS.text));
    const youtube = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
    const content = [
      `<!-- wp:video {"id":${video.id}} --><figure class="wp-block-video"><video controls src="${video.source_url}"><track src="${captions.source_url}" kind="captions" srclang="en" label="English"/></video><figcaption class="wp-element-caption">Clip ${STAMP}</figcaption></figure><!-- /wp:video -->`,
      `<!-- wp:audio {"id":${audio.id}} --><figure class="wp-block-audio"><audio controls src="${audio.source_url}"></audio><figcaption class="wp-element-caption">Chime ${STAMP}</figcaption></figure><!-- /wp:audio -->`,
      `<!-- wp:embed {"url":"${youtube}","type":"video","providerNameSlug":"youtube","responsive":true} --><figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\n${youtube}\n</div><figcaption class="wp-element-caption">Bunny ${STAMP}</figcaption></figure><!-- /wp:embed -->`,
    ].join('\n\n');
    const slug = `core-media-${STAMP}`;
    const page = await wordpressRest<{ id: number }>('POST', 'pages', { slug, status: 'publish', title: `Core media ${STAMP}`, content });
    made.push(`pages/${page.id}`);
    const path = `/${slug}/`;

    const nodes = (await api(cms(), `/nodes?slug=${slug}&path=${encodeURIComponent(path)}`)).json as Record<
      string,
      { main: Record<string, unknown>[] }
    >;
    const main = nodes[slug]!.main;
    const mediaPath = (url: string) => `/media/${url.split('/wp-content/uploads/')[1]}`;
    expect(main).toEqual([
      {
        type: 'video',
        src: mediaPath(video.source_url),
        caption: `Clip ${STAMP}`,
        tracks: [{ src: mediaPath(captions.source_url), kind: 'captions', srclang: 'en', label: 'English' }],
      },
      { type: 'audio', src: mediaPath(audio.source_url), caption: `Chime ${STAMP}`, tracks: [] },
      { type: 'embed', provider: 'youtube', videoId: 'aqz-KE-bpKQ', href: youtube, caption: `Bunny ${STAMP}` },
    ]);

    const answer = await eventually(
      () => get(`${cms().site}${path}`, { headers: { accept: 'text/html' } }),
      (response) => response.status === 200,
    );
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).toMatch(new RegExp(`<video [^>]*src="${mediaPath(video.source_url)}"[^>]*preload="none"`));
    expect(html).toMatch(new RegExp(`<track [^>]*src="${mediaPath(captions.source_url)}"[^>]*kind="captions"`));
    expect(html).toMatch(new RegExp(`<audio [^>]*src="${mediaPath(audio.source_url)}"[^>]*preload="none"`));
    for (const caption of [`Clip ${STAMP}`, `Chime ${STAMP}`, `Bunny ${STAMP}`]) expect(html).toContain(`${caption}</figcaption>`);
    expect(html).toContain('data-embed-player="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"');
    expect(html).toMatch(/<a class="embed__link" href="https:\/\/www\.youtube\.com\/watch\?v=aqz-KE-bpKQ"/);
    expect(html, 'no player and no picture from YouTube before a click').not.toMatch(/<iframe|ytimg|<img[^>]+youtube/);

    // The files themselves, from the site's /media/ with their types.
    for (const [file, type, bytes] of [
      [video, 'video/webm', sample('square.webm')],
      [audio, 'audio/mpeg', sample('chime.mp3')],
    ] as const) {
      const served = await fetch(`${cms().site}${mediaPath(file.source_url)}`);
      expect(served.status, file.source_url).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    const track = await fetch(`${cms().site}${mediaPath(captions.source_url)}`);
    expect(track.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await track.text()).toBe(SAMPLE_CAPTIONS.text);
  });
});
