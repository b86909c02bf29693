/**
 * The canonical origin, read from its one source: wrangler.jsonc's
 * `env.production.vars.SITE_ORIGIN`. Node-side configs use it: the client
 * build's redirect check (which absolute targets stay on the site), the
 * workerd tests (the origin requests are made on, bound as the site's
 * SITE_ORIGIN and the CMS's SITE_PUBLIC_ORIGIN) and the link checker's
 * default. Workerd tests read it back from the binding (test/helpers/site.ts).
 * @module
 */
import { envConfig, readWranglerConfig } from './deploy-config.ts';

export function productionOrigin(): string {
  const origin = envConfig(readWranglerConfig(), 'production').vars?.SITE_ORIGIN;
  if (!origin) throw new Error('wrangler.jsonc has no env.production.vars.SITE_ORIGIN');
  return new URL(origin).origin;
}
