/**
 * The Cache API of this location. Tests hand in a wrapped cache as
 * `EDGE_CACHE` on the env to inject faults at the binding boundary (it is
 * not a real binding: production always uses `caches.default`).
 * @module
 */
export function edgeCache(env: Env): Cache {
  return (env as { EDGE_CACHE?: Cache }).EDGE_CACHE ?? caches.default;
}
