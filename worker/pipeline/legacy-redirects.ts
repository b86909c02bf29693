/**
 * Step: the legacy redirect table in KV (seeded from redirects.json), with or
 * without the trailing slash, one hop to the final address, 301, query kept.
 * A bad value (CR/LF, NUL, U+2028, another scheme, a loop) is logged and skipped.
 * @module
 */
import { resolveLegacy } from '../../contract/routing/legacy-rules';
import { isValidPath } from '../../contract/routing/paths';
import { redirectLocation, withQuery } from '../../contract/routing/safe-location';
import type { Step } from './types';

export const legacyRedirects: Step = async ({ path, rawSearch, config, log, legacyLookup }) => {
  if (!isValidPath(path)) return null;
  let target: string | null;
  try {
    target = await resolveLegacy(path, legacyLookup);
  } catch (error) {
    log.error(`legacy redirects: ${(error as Error).message}`);
    return null;
  }
  if (target === null) return null;
  const location = redirectLocation(withQuery(target, rawSearch), config.SITE_ORIGIN);
  if (!location) {
    log.error(`legacy redirects: unsafe target for ${path} skipped`);
    return null;
  }
  return { kind: 'redirect', location: location.href, status: 301, external: location.external };
};
