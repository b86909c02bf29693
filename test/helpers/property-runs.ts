/**
 * How many cases a property test generates: a tenth of its full count (at least 50) under `npm test`, so a slow
 * or busy machine finishes well inside the time limit; the full count under `npm run test:properties`
 * (PROPERTY_RUNS=full, a binding vitest.config.ts passes on).
 */
import { env } from 'cloudflare:workers';

export function runs(full: number): number {
  return (env as { PROPERTY_RUNS?: string }).PROPERTY_RUNS === 'full' ? full : Math.min(full, Math.max(50, Math.ceil(full / 10)));
}
