/**
 * How each image of a slot loads. The first node of the main slot is on the
 * first screen: its images load eagerly. The first large image of the page
 * (in the first two nodes) is the likely largest paint: it also gets high
 * fetch priority. Every other image loads lazily. Worked out once per slot
 * from the content, so the server and the hydrating client agree.
 * @module
 */
import { createContext, useContext } from 'react';
import type { ContentNode, Image } from '../../../contract/nodes';

/** Width from which an image counts as large (a hero, a lead photo; not a thumbnail). */
export const LARGE_IMAGE_WIDTH = 600;

export interface ImagePlan {
  priority: Image | null;
  eager: ReadonlySet<Image>;
}

export const NO_PLAN: ImagePlan = { priority: null, eager: new Set() };

function isImage(value: object): value is Image {
  const image = value as Partial<Image>;
  return (
    typeof image.src === 'string' && typeof image.width === 'number' && typeof image.height === 'number' && typeof image.alt === 'string'
  );
}

/** The images of a node, in document order, wherever they sit (hero, cards, slides, news items). */
export function imagesOf(value: unknown, found: Image[] = []): Image[] {
  if (Array.isArray(value)) for (const item of value) imagesOf(item, found);
  else if (value && typeof value === 'object') {
    if (isImage(value)) found.push(value);
    else for (const inner of Object.values(value)) imagesOf(inner, found);
  }
  return found;
}

export function imagePlan(nodes: ContentNode[]): ImagePlan {
  const eager = new Set(imagesOf(nodes[0]));
  const priority = imagesOf(nodes.slice(0, 2)).find((image) => image.width >= LARGE_IMAGE_WIDTH) ?? null;
  return { priority, eager };
}

export const ImagePlanContext = createContext<ImagePlan>(NO_PLAN);

export function useImageLoading(image: Image): { loading: 'eager' | 'lazy'; priority: boolean } {
  const plan = useContext(ImagePlanContext);
  const priority = plan.priority === image;
  return { loading: priority || plan.eager.has(image) ? 'eager' : 'lazy', priority };
}
