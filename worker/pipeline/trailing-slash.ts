/**
 * Step: add the trailing slash: 301, query kept; not with a `preview_id`
 * query and not for the special routes. Runs after the redirect tables so a
 * legacy or CMS redirect is still one hop.
 * @module
 */
import { isValidPath, trailingSlashTarget } from '../../contract/routing/paths';
import { sameOriginLocation, withQuery } from '../../contract/routing/safe-location';
import type { Step } from './types';

export const trailingSlash: Step = async ({ path, search, rawSearch, config }) => {
  if (!isValidPath(path)) return null;
  const target = trailingSlashTarget(path, search);
  if (!target) return null;
  const location = sameOriginLocation(withQuery(target, rawSearch), config.SITE_ORIGIN);
  return location ? { kind: 'redirect', location, status: 301, external: false } : null;
};
