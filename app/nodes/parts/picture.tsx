/**
 * Content images: intrinsic size always set (no layout shift), lazy and async
 * by default; the page's lead image loads eagerly with high priority.
 * @module
 */
import type { Image } from '../../content/nodes';

export interface PictureProps {
  image: Image;
  className?: string;
  /** The lead image of the page (LCP candidate). */
  priority?: boolean;
}

/** No `sizes`: it is only valid with a `srcset`, and the CMS sends one size per image. */
export function Picture({ image, className, priority = false }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
