/**
 * Which images in the editor's blocks have no alternative text (issue 57), for the pre-publish panel's list: core's
 * Image (a gallery's images too, as inner blocks or, in galleries saved before WordPress 5.9, as its `images`), Cover
 * and Media & Text, and any Masthead block's image fields (an object with `src` and `alt`, at any depth: a carousel's
 * slides). Plain data, so the rules are tested without an editor.
 * @module
 */

export interface EditorBlock {
  clientId: string;
  name: string;
  attributes: Record<string, unknown>;
  innerBlocks: EditorBlock[];
}

export interface MissingAlt {
  /** The block to select. */
  clientId: string;
  /** What the image is to an editor: "Gallery image 2", "Carousel › slides 3 › image". */
  label: string;
  /** The image's file name, from its address. */
  file: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The last segment of an image's address, decoded: what the media library calls it. */
export function fileOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

/** A Masthead block's image fields without alt text, named by where they sit in the block. */
function fieldImages(value: unknown, where: string[], out: { where: string[]; src: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      fieldImages(item, [...where, String(index + 1)], out);
    });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // The site's Image (contract/nodes.ts): `src`, `alt` and a size; a video's poster has no `alt` to give.
  if (text(record.src) && ('alt' in record || 'height' in record)) {
    if (!text(record.alt)) out.push({ where, src: text(record.src) });
    return;
  }
  for (const [key, inner] of Object.entries(record)) fieldImages(inner, [...where, key], out);
}

function imagesOf(block: EditorBlock, title: string, parent: EditorBlock | undefined, out: MissingAlt[]): void {
  const { attributes: a, clientId } = block;
  const add = (label: string, url: string) => out.push({ clientId, label, file: fileOf(url) });
  switch (block.name) {
    case 'core/image':
      if (text(a.url) && !text(a.alt)) {
        const index = parent?.name === 'core/gallery' ? parent.innerBlocks.indexOf(block) + 1 : 0;
        add(index ? `Gallery image ${index}` : title, text(a.url));
      }
      return;
    case 'core/gallery':
      if (Array.isArray(a.images))
        a.images.forEach((image: Record<string, unknown>, index) => {
          if (text(image?.url) && !text(image?.alt)) add(`Gallery image ${index + 1}`, text(image.url));
        });
      return;
    case 'core/cover':
      if (text(a.url) && (a.backgroundType ?? 'image') === 'image' && !text(a.alt)) add(`${title} image`, text(a.url));
      return;
    case 'core/media-text':
      if (text(a.mediaUrl) && (a.mediaType ?? 'image') === 'image' && !text(a.mediaAlt)) add(`${title} image`, text(a.mediaUrl));
      return;
  }
  if (!block.name.startsWith('masthead/')) return;
  const found: { where: string[]; src: string }[] = [];
  fieldImages(a, [], found);
  for (const image of found) add([title, ...image.where].join(' › '), image.src);
}

/** Every image without alt text in the blocks, in the order an editor reads them. */
export function missingAlt(blocks: EditorBlock[], titleOf: (name: string) => string, parent?: EditorBlock): MissingAlt[] {
  const out: MissingAlt[] = [];
  for (const block of blocks) {
    imagesOf(block, titleOf(block.name), parent, out);
    out.push(...missingAlt(block.innerBlocks ?? [], titleOf, block));
  }
  return out;
}
