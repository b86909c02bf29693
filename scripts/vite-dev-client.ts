/**
 * Vite plugin, `npm run dev` only (Vite's dev server in backend-integration mode, started by scripts/start.ts):
 * the client is served from source with hot updates while the worker, in `wrangler dev`, renders the pages.
 * With DEV_CLIENT_ORIGIN set, the worker's document links the two files below from the dev server instead of the
 * built entry, preloads and CSS (worker/render/document.ts `devClientBuild`), and its CSP allows that origin.
 *
 * - `DEV_ENTRY` is the page's one module: React Fast Refresh's preamble (an external module, so the CSP needs no
 *   inline script), the dev refresh of server-drawn markup (app/client/dev-reload.ts, which brings Vite's client
 *   for hot updates), then the client entry.
 * - `DEV_STYLESHEET` is the site's stylesheet as a `<link>`: Vite swaps the link when a style changes. The entry's
 *   `import` of a stylesheet becomes an empty module here, because Vite would otherwise inject the CSS as a
 *   `<style>` element, which the CSP (no 'unsafe-inline') refuses.
 * - The error overlay is off: it styles itself with an inline `<style>`. Errors show in the terminal and console.
 * @module
 */
import type { Plugin } from 'vite';

/** Relative to the client's base (`/_app/`); worker/render/document.ts names the same two paths. */
export const DEV_ENTRY = '@masthead/dev-entry.js';
export const DEV_STYLESHEET = 'app/styles/index.css';

const ENTRY_ID = `/${DEV_ENTRY}`;
const LINKED_CSS = '\0masthead-linked-css';

// Vite's client (`/@vite/client`) comes with the first module that uses `import.meta.hot` (dev-reload.ts).
const ENTRY_CODE = [
  "import '@vitejs/plugin-react/preamble';",
  "import '/app/client/dev-reload.ts';",
  "import '/app/client/entry.tsx';",
].join('\n');

export function devClient(): Plugin {
  return {
    name: 'masthead-dev-client',
    apply: 'serve',
    enforce: 'pre',
    config: () => ({
      // No index.html: the dependency scan starts at the entry, so React is pre-bundled before the first page.
      optimizeDeps: { entries: ['app/client/entry.tsx'] },
      server: { hmr: { overlay: false }, warmup: { clientFiles: ['app/client/entry.tsx'] } },
    }),
    resolveId(source, importer) {
      if (source === ENTRY_ID) return ENTRY_ID;
      // A stylesheet imported by a module (not by another stylesheet): the document links it instead.
      if (importer && /\.css$/.test(source) && !/\.css(\?|$)/.test(importer)) return LINKED_CSS;
      return undefined;
    },
    load(id) {
      if (id === ENTRY_ID) return ENTRY_CODE;
      if (id === LINKED_CSS) return 'export {};';
      return undefined;
    },
  };
}
