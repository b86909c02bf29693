/**
 * Content images: intrinsic size always set (no layout shift), a `srcset`
 * with `sizes` when the CMS has other widths of the image, and loading as the
 * slot's image plan says (eager and high priority on the first screen, lazy
 * below it). An image whose source the worker refused (not CMS media) has an
 * empty `src` and is left out.
 * @module
 */
import type { Image } from '../../../contract/nodes';
import { useImageLoading } from './image-plan';

/** `sizes` values for the places images are drawn: the content column, half of it, a card. */
export const DISPLAY_WIDTH = {
  content: '(min-width: 1280px) 1200px, 92vw',
  half: '(min-width: 900px) 600px, 92vw',
  card: '(min-width: 900px) 400px, (min-width: 600px) 46vw, 92vw',
} as const;

export interface PictureProps {
  image: Image;
  className?: string;
  /** The `sizes` attribute: how wide the image is drawn. Used only with a `srcset`. */
  displayWidth?: string;
}

/** `srcset` from the image and its other widths, narrowest first, one entry per width. */
export function srcsetOf(image: Image): string | undefined {
  if (!image.sizes?.length) return undefined;
  const byWidth = new Map<number, string>();
  for (const size of [...image.sizes, { src: image.src, width: image.width }]) {
    if (size.src) byWidth.set(size.width, size.src);
  }
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, src]) => `${src} ${width}w`)
    .join(', ');
}

export function Picture({ image, className, displayWidth = DISPLAY_WIDTH.content }: PictureProps) {
  const { loading, priority } = useImageLoading(image);
  if (!image.src) return null;
  const srcSet = srcsetOf(image);
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? displayWidth : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={loading}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
