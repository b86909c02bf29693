/**
 * The renderers of islands (app/nodes/island-types.ts), one chunk each
 * (literal `import()`s). The page hydrates without them: each island's
 * Suspense boundary hydrates when its chunk arrives (node-registry.tsx), and
 * the entry starts these loads before hydrating.
 * @module
 */
import type { NodeComponent } from '../nodes/node-registry';

const ISLAND_LOADERS: Record<string, () => Promise<NodeComponent>> = {
  carousel: () => import('../nodes/carousel').then((module) => module.Carousel as NodeComponent),
};

const loading = new Map<string, Promise<NodeComponent>>();

/** Loads an island's renderer (once; a failed load is retried on the next call). */
export function loadIsland(type: string): Promise<NodeComponent> {
  let pending = loading.get(type);
  if (!pending) {
    const loader = ISLAND_LOADERS[type];
    pending = loader ? loader() : Promise.reject(new Error(`no island ${type}`));
    loading.set(type, pending);
    pending.catch(() => loading.delete(type));
  }
  return pending;
}
