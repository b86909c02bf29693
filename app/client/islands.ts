/**
 * The renderers of islands (app/nodes/island-types.ts), one chunk each
 * (literal `import()`s). The page hydrates without them: each island's
 * Suspense boundary hydrates when its chunk arrives (render-kit.tsx `Island`), and
 * the entry starts these loads before hydrating.
 * @module
 */
import type { NodeComponent } from '../render/render-kit';
import { reloadOnce } from './reload-guard';

const ISLAND_LOADERS: Record<string, () => Promise<NodeComponent>> = {
  carousel: () => import('../nodes/carousel').then((module) => module.Carousel as NodeComponent),
};

const loading = new Map<string, Promise<NodeComponent>>();

/**
 * Loads an island's renderer, once. When its chunk fails to load (a deploy
 * replaced it) the page reloads once, within the guard; until then, or if the
 * guard holds, the island never resolves: its Suspense boundary keeps the
 * server's markup, which works without script (the carousel scrolls).
 */
export function loadIsland(type: string): Promise<NodeComponent> {
  let pending = loading.get(type);
  if (!pending) {
    const loader = ISLAND_LOADERS[type];
    pending = (loader ? loader() : Promise.reject(new Error(`no island ${type}`))).catch((error: unknown) => {
      console.error(`[masthead] the ${type} island could not load:`, error);
      reloadOnce(`the ${type} island failed to load`);
      return new Promise<never>(() => undefined);
    });
    loading.set(type, pending);
  }
  return pending;
}
