/**
 * Files uploaded before uploads were renamed (wordpress/masthead-content/includes/upload-renames.php): a photo a
 * site already holds under the camera's name (`IMG_….PNG`, made by wordpress/local/legacy-upload.php as WordPress
 * named uploads then) is renamed on the next request, with its sizes, its metadata and the post that shows it, so
 * the site's media paths take it: the Image block, the File block, the featured image and the news card all name
 * the new files, and the site serves them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { mediaFileAt } from '../../contract/media-types';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { wordpressRest } from '../contract/adapters';
import { api, cmses, get } from '../contract/api';
import { png } from './png';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const made: string[] = [];

interface Legacy {
  attachment: number;
  post: number;
  file: string;
  imageUrl: string;
  backups: string[];
}

interface AttachmentFiles {
  file: string;
  sizes: string[];
  backups: string[];
  onDisk: Record<string, boolean>;
}

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('files uploaded before uploads were renamed', () => {
  it('are renamed with their sizes, and the posts showing them name the new files', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'masthead-legacy-'));
    writeFileSync(join(folder, 'photo.png'), png(1600, 900));
    const name = `IMG_${STAMP.toUpperCase()}.PNG`;
    const slug = `old-upload-${STAMP}`;
    const legacy = JSON.parse(
      phpInInstance(state(), 'wordpress/local/legacy-upload.php', [join(folder, 'photo.png'), name, slug]),
    ) as Legacy;
    made.push(`media/${legacy.attachment}`, `posts/${legacy.post}`);
    expect(legacy.file, 'stored as WordPress named uploads before').toMatch(new RegExp(`/IMG_${STAMP.toUpperCase()}\\.png$`, 'i'));
    expect(legacy.imageUrl).toMatch(new RegExp(`/IMG_${STAMP.toUpperCase()}-300x169\\.png$`, 'i'));

    // The next request renames it (upload-renames.php runs on init).
    const path = `/${slug}/`;
    const nodes = (await api(cms(), `/nodes?slug=${slug}&path=${encodeURIComponent(path)}`)).json as Record<
      string,
      { main: Record<string, unknown>[] }
    >;
    const [header, image, downloads] = nodes[slug]!.main as [
      { type: string; image: { src: string } },
      { type: string; image: { src: string; width: number; height: number }; caption: string },
      { type: string; files: { href: string; size?: string }[] },
    ];
    const directory = legacy.file.replace(/\/[^/]+$/, '');
    expect(header.type).toBe('article-header');
    expect(header.image.src, 'the featured image').toBe(`/media/${directory}/img-${STAMP}.png`);
    expect(image).toMatchObject({ type: 'image', caption: 'Taken on a phone' });
    expect(image.image).toMatchObject({ src: `/media/${directory}/img-${STAMP}-300x169.png`, width: 300, height: 169 });
    expect(downloads.type).toBe('downloads');
    expect(downloads.files[0]).toMatchObject({ href: `/media/${directory}/img-${STAMP}.png`, size: expect.stringMatching(/KB$/) });
    for (const src of [header.image.src, image.image.src]) expect(mediaFileAt(src), src).not.toBeNull();

    const media = await wordpressRest<{ source_url: string; media_details: { file: string; sizes: Record<string, { file: string }> } }>(
      'GET',
      `media/${legacy.attachment}?context=edit`,
    );
    expect(media.media_details.file).toBe(`${directory}/img-${STAMP}.png`);
    expect(new URL(media.source_url).pathname).toMatch(new RegExp(`/img-${STAMP}\\.png$`));
    for (const [size, { file }] of Object.entries(media.media_details.sizes))
      if (size !== 'full') expect(file, size).toMatch(new RegExp(`^img-${STAMP}-\\d+x\\d+\\.png$`));

    const news = (await api(cms(), '/news?page=1&limit=50')).json as { items: { href: string; image?: { src: string } }[] };
    expect(news.items.find((item) => item.href === path)?.image?.src, 'the news card').toBe(header.image.src);

    for (const src of [header.image.src, image.image.src]) {
      const served = await get(`${cms().site}${src}`, { headers: { accept: 'image/png' } });
      expect(served.status, `${src} on the site`).toBe(200);
      expect(served.contentType).toBe('image/png');
    }
  });

  it('an image edited in WordPress has its edited file, its sizes and the originals the edit kept renamed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'masthead-legacy-'));
    writeFileSync(join(folder, 'photo.png'), png(1600, 900));
    const stamp = `${STAMP}e`;
    const name = `IMG_${stamp.toUpperCase()}.PNG`;
    const slug = `old-edited-upload-${stamp}`;
    const legacy = JSON.parse(
      phpInInstance(state(), 'wordpress/local/legacy-upload.php', [join(folder, 'photo.png'), name, slug, 'edited']),
    ) as Legacy;
    made.push(`media/${legacy.attachment}`, `posts/${legacy.post}`);
    expect(legacy.file, 'the edit names the file anew').toMatch(new RegExp(`/IMG_${stamp}-e\\d+\\.png$`, 'i'));
    expect(
      legacy.backups.map((file) => file.toLowerCase()),
      'the originals the edit kept',
    ).toEqual(expect.arrayContaining([`img_${stamp}.png`, `img_${stamp}-300x169.png`]));

    // The next request renames it; the post's File block still names the original, as it did before the edit.
    const path = `/${slug}/`;
    const nodes = (await api(cms(), `/nodes?slug=${slug}&path=${encodeURIComponent(path)}`)).json as Record<
      string,
      { main: { type: string; files?: { href: string }[]; image?: Record<string, unknown> }[] }
    >;
    const files = JSON.parse(
      phpInInstance(state(), 'wordpress/local/attachment-files.php', [String(legacy.attachment)]),
    ) as AttachmentFiles;
    const directory = legacy.file.replace(/\/[^/]+$/, '');
    expect(files.file).toMatch(new RegExp(`^${directory}/img-${stamp}-e\\d+\\.png$`));
    for (const size of files.sizes) expect(size).toMatch(new RegExp(`^img-${stamp}-e\\d+-\\d+x\\d+\\.png$`));
    expect(files.backups.length).toBe(legacy.backups.length);
    expect(files.backups).toEqual(expect.arrayContaining([`img-${stamp}.png`, `img-${stamp}-300x169.png`]));
    for (const backup of files.backups) expect(backup, 'a media path takes it').toMatch(new RegExp(`^img-${stamp}(-\\d+x\\d+)?\\.png$`));
    for (const [file, present] of Object.entries(files.onDisk)) expect(present, `${file} on disk`).toBe(true);

    const downloads = nodes[slug]!.main.find((node) => node.type === 'downloads');
    const original = `/media/${directory}/img-${stamp}.png`;
    expect(downloads?.files?.[0]?.href, 'the post names the renamed original').toBe(original);
    const served = await get(`${cms().site}${original}`, { headers: { accept: 'image/png' } });
    expect(served.status, 'the original on the site').toBe(200);

    // The Image block placed before the edit names a size the edit kept as a backup: still the picture, at its size.
    const picture = nodes[slug]!.main.find((node) => node.type === 'image');
    const placed = `/media/${directory}/img-${stamp}-300x169.png`;
    expect(picture?.image, 'the picture placed before the edit').toEqual({ src: placed, alt: 'An old upload', width: 300, height: 169 });
    expect((await get(`${cms().site}${placed}`, { headers: { accept: 'image/png' } })).status, 'on the site').toBe(200);
  });
});
