/**
 * Vite plugin: replaces Vite's preload helper with a minimal one. Vite wraps
 * every dynamic `import()` of a client build in `__vitePreload`, a 1.3 KB
 * helper that injects `<link rel=modulepreload>` and CSS links for the
 * chunk's dependencies. This build has no per-chunk CSS and the worker writes
 * the modulepreload links itself (`modulePreload: false`), so the helper's
 * work is always empty; what remains is the `vite:preloadError` event that
 * build-freshness.ts listens to when a chunk fails to load.
 * @module
 */
import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

const CODE = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;

export function minimalPreloadHelper(): Plugin {
  return {
    name: 'masthead-minimal-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === HELPER ? HELPER : undefined;
    },
    load(id) {
      return id === HELPER ? CODE : undefined;
    },
  };
}
