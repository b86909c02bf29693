/**
 * Worker, app and CMS tests run inside workerd through the Workers Vitest
 * plugin, with the site worker from wrangler.toml (real KV, real Cache API)
 * and the reference CMS as an auxiliary worker that receives every outbound
 * fetch of the site: real HTTP semantics, no hand-written fetch mock.
 * Run `npm run build` first (the CMS bundle and the client build info).
 */
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export const TEST_SECRETS = {
  PREVIEW_SECRET: 'test-preview-secret-0123456789',
  PURGE_SECRET: 'test-purge-secret-0123456789',
};

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // The canonical origin the tests request on (wrangler.toml's top level is local development).
        bindings: { ...TEST_SECRETS, SITE_ORIGIN: 'https://www.immediate.co.uk', NODE_ENV: 'test' },
        outboundService: 'cms',
        workers: [
          {
            name: 'cms',
            modules: true,
            scriptPath: './.build/cms/index.js',
            compatibilityDate: '2026-11-01',
            bindings: {
              SITE_PUBLIC_ORIGIN: 'https://www.immediate.co.uk',
              PREVIEW_SECRET: TEST_SECRETS.PREVIEW_SECRET,
              PREVIEW_TOKEN_TTL_SECONDS: '3600',
            },
          },
        ],
      },
    }),
  ],
  test: {
    include: ['test/{worker,app,cms}/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/helpers/setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
