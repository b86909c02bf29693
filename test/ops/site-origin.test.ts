/**
 * The canonical origin has one source, wrangler.jsonc's production
 * SITE_ORIGIN: the Node configs read it (scripts/lib/site-origin.ts), and the
 * sample CMS pack, which is content written for that host, agrees with it.
 */
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../cms/content/build';
import { envConfig, readWranglerConfig } from '../../scripts/lib/deploy-config.ts';
import { productionOrigin } from '../../scripts/lib/site-origin.ts';

describe('the canonical origin', () => {
  it('is production SITE_ORIGIN from wrangler.jsonc', () => {
    expect(productionOrigin()).toBe(envConfig(readWranglerConfig(), 'production').vars!.SITE_ORIGIN);
    expect(productionOrigin()).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it('is the host the sample pack is written for', () => {
    expect(SITE_ORIGIN).toBe(productionOrigin());
  });
});
