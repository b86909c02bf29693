/**
 * Operations tests (`npm run test:ops`, part of `npm test`): plain Node, no
 * workerd and no servers. They read the committed wrangler.jsonc and the
 * operator scripts' pure parts (deploy config checks, address kinds).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/ops/**/*.test.ts'],
    environment: 'node',
  },
});
