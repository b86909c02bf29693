/**
 * The Cache API of this location, as a getter: a cache layer asks for it
 * only when the isolate's memory misses. Tests hand in a wrapped cache as
 * `EDGE_CACHE` on the env to inject faults at the binding boundary (it is
 * not a real binding: production always uses `caches.default`).
 * @module
 */
export const defaultEdgeCache = (): Cache => caches.default;

export function edgeCache(env: Env): () => Cache {
  const injected = (env as { EDGE_CACHE?: Cache }).EDGE_CACHE;
  return injected ? () => injected : defaultEdgeCache;
}
