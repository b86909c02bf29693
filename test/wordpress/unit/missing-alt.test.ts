/**
 * The pre-publish list of images without alternative text (wordpress/masthead-content/editor/src/sidebar/missing-alt.ts):
 * every kind of image block is found at any depth, named by its block and file, and an image with alt text, a
 * decorative-free block or a video's poster is never listed.
 */
import { describe, expect, it } from 'vitest';
import { type EditorBlock, fileOf, missingAlt } from '../../../wordpress/masthead-content/editor/src/sidebar/missing-alt';

let next = 0;
const block = (name: string, attributes: Record<string, unknown>, innerBlocks: EditorBlock[] = []): EditorBlock => ({
  clientId: `b${++next}`,
  name,
  attributes,
  innerBlocks,
});
const TITLES: Record<string, string> = {
  'core/image': 'Image',
  'core/cover': 'Cover',
  'core/media-text': 'Media & Text',
  'masthead/carousel': 'Carousel',
};
const titleOf = (name: string) => TITLES[name] ?? name;

describe('images without alt text', () => {
  it('lists each kind, in reading order, with its block and file, and nothing else', () => {
    const image = block('core/image', { url: '/wp-content/uploads/a.jpg', alt: '' });
    const described = block('core/image', { url: '/wp-content/uploads/ok.jpg', alt: 'A river' });
    const galleryFirst = block('core/image', { url: '/u/g1.jpg', alt: 'Described' });
    const gallerySecond = block('core/image', { url: '/u/g%20two.jpg?w=2', alt: '  ' });
    const gallery = block('core/gallery', {}, [galleryFirst, gallerySecond]);
    const legacy = block('core/gallery', { images: [{ url: '/u/l1.jpg', alt: 'x' }, { url: '/u/l2.jpg' }] });
    const cover = block('core/cover', { url: '/u/cover.jpg', alt: '' }, [block('core/paragraph', {})]);
    const coverVideo = block('core/cover', { url: '/u/clip.mp4', backgroundType: 'video' });
    const mediaText = block('core/media-text', { mediaUrl: '/u/side.png', mediaType: 'image' });
    const mediaVideo = block('core/media-text', { mediaUrl: '/u/side.mp4', mediaType: 'video' });
    const carousel = block('masthead/carousel', {
      slides: [
        { title: 'One', image: { src: '/media/s1.jpg', alt: 'First', width: 10, height: 10 } },
        { title: 'Two', image: { src: '/media/s2.jpg', alt: '', width: 10, height: 10 } },
      ],
    });
    const video = block('masthead/video', { src: '/media/v.mp4', poster: { src: '/media/p.jpg' } });
    const nested = block('core/group', {}, [block('core/columns', {}, [image])]);
    const found = missingAlt([nested, described, gallery, legacy, cover, coverVideo, mediaText, mediaVideo, carousel, video], titleOf);
    expect(found).toEqual([
      { clientId: image.clientId, label: 'Image', file: 'a.jpg' },
      { clientId: gallerySecond.clientId, label: 'Gallery image 2', file: 'g two.jpg' },
      { clientId: legacy.clientId, label: 'Gallery image 2', file: 'l2.jpg' },
      { clientId: cover.clientId, label: 'Cover image', file: 'cover.jpg' },
      { clientId: mediaText.clientId, label: 'Media & Text image', file: 'side.png' },
      { clientId: carousel.clientId, label: 'Carousel › slides › 2 › image', file: 's2.jpg' },
    ]);
  });

  it('an editor with no images, or with every image described, lists none', () => {
    expect(missingAlt([], titleOf)).toEqual([]);
    expect(missingAlt([block('core/image', { alt: '' }), block('core/image', { url: '/u/x.jpg', alt: 'x' })], titleOf)).toEqual([]);
  });

  it('names a file by the last segment of its address, decoded where it can be', () => {
    expect(fileOf('https://cms.example/wp-content/uploads/2026/11/Team%20photo.jpg#x')).toBe('Team photo.jpg');
    expect(fileOf('/u/100%.jpg')).toBe('100%.jpg');
  });
});
