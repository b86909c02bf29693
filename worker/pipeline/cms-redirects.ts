/**
 * Step: ask the CMS's redirect lookup for the path, asked for the slashed
 * form so `/old` and `/old/` take one hop. Answers, "no redirect" included,
 * are cached; the same answer tells route resolution what lives there. An
 * external target leaves the site only for a host on REDIRECT_HOSTS: any
 * other is logged and answered as if no redirect existed, so one CMS account
 * cannot send readers elsewhere. A failing lookup is logged and the request
 * goes on: a redirect is never worth an error page.
 * @module
 */
import { isSpecialRoute, isValidPath, legacyKey } from '../../app/routing/paths';
import { redirectLocation, withQuery } from '../../app/routing/safe-location';
import type { Step } from './types';

export const cmsRedirects: Step = async ({ path, rawSearch, content, config, log }) => {
  if (!isValidPath(path) || isSpecialRoute(path)) return null;
  const slashed = path.endsWith('/') ? path : `${path}/`;
  let answer: Awaited<ReturnType<typeof content.lookup>>;
  try {
    answer = await content.lookup(slashed);
  } catch (error) {
    log.error(`redirect lookup failed for ${slashed}: ${(error as Error).message}`);
    return null;
  }
  if (!answer.redirect) return null;
  const location = redirectLocation(withQuery(answer.redirect.to, rawSearch), config.SITE_ORIGIN);
  if (!location) {
    log.error(`redirect lookup: unsafe target for ${slashed} skipped`);
    return null;
  }
  const target = new URL(location.href, config.SITE_ORIGIN);
  if (location.external && !config.REDIRECT_HOSTS.includes(target.hostname)) {
    log.error(`redirect lookup: ${slashed} names an off-site target not on REDIRECT_HOSTS (${target.host}), skipped`);
    return null;
  }
  if (!location.external && legacyKey(target.pathname) === legacyKey(path)) {
    log.error(`redirect lookup: ${slashed} redirects to itself, skipped`);
    return null;
  }
  return { kind: 'redirect', location: location.href, status: answer.redirect.status, external: location.external };
};
