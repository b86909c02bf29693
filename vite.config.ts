/**
 * Client build: hashed chunks and CSS under assets/_app/ (served by Workers
 * Static Assets as immutable), plus the build meta (scripts/vite-build-meta.ts).
 * In `npm run dev`, Vite's dev server serves the client from source with hot
 * updates instead (scripts/vite-dev-client.ts, started by scripts/start.ts).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_BASE } from './contract/routing/build-paths';
import { productionOrigin } from './scripts/lib/site-origin.ts';
import { buildMeta } from './scripts/vite-build-meta';
import { devClient } from './scripts/vite-dev-client.ts';
import { minimalPreloadHelper } from './scripts/vite-no-preload-helper';
import { serverOnlyGuard } from './scripts/vite-server-only.ts';

const root = import.meta.dirname;

export default defineConfig({
  base: APP_BASE,
  // The release label (a commit or tag, from MASTHEAD_RELEASE) is baked into the client and shown on <html data-release>,
  // so ops can tell which release a tab runs; a new label is new content and so a new build id.
  define: { __MASTHEAD_RELEASE__: JSON.stringify(process.env.MASTHEAD_RELEASE ?? 'local') },
  publicDir: false,
  plugins: [
    serverOnlyGuard(),
    devClient(),
    react(),
    minimalPreloadHelper(),
    buildMeta({ root, base: APP_BASE, siteOrigin: productionOrigin() }),
  ],
  build: {
    outDir: 'assets/_app',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    // The worker emits the modulepreload links; Vite's preload wrapper around every dynamic import is dead weight.
    modulePreload: false,
    rollupOptions: {
      input: 'app/client/entry.tsx',
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
});
