/**
 * Step: ask the CMS's redirect lookup for the path, asked for the slashed
 * form so `/old` and `/old/` take one hop. Answers, "no redirect" included,
 * are cached; the same answer tells route resolution what lives there. An
 * external target leaves the site only for a host on REDIRECT_HOSTS: any
 * other is logged and answered as if no redirect existed, so one CMS account
 * cannot send readers elsewhere. A failing lookup is logged and the request
 * goes on: a redirect is never worth an error page. The CMS's rules may also
 * say an address is gone (410).
 *
 * An old `/?p=<id>` address (WordPress's plain links) is looked up by its id
 * (`/paths?path=/?p=<id>`): one cached answer per id, as for any unseen path;
 * the redirect drops the id from the query, and an id that names nothing
 * visible is a 404, as on WordPress.
 * @module
 */

import { oldPostIdOf, postIdLookupPath } from '../../contract/old-post-id';
import { isSpecialRoute, isValidPath, legacyKey } from '../../contract/routing/paths';
import { redirectLocation, withQuery } from '../../contract/routing/safe-location';
import { gone, notFound } from '../errors';
import type { Step } from './types';

/** The query without the old address's id (`p`, `page_id`). */
function withoutPostId(rawSearch: string): string {
  const kept = rawSearch
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^(?:p|page_id)=/.test(part));
  return kept.length ? `?${kept.join('&')}` : '';
}

export const cmsRedirects: Step = async (input) => {
  const { path, rawSearch, content, config, log } = input;
  if (!isValidPath(path) || isSpecialRoute(path)) return null;
  // The query is parsed only for the one address that reads it (StepInput `search`).
  const postId = path === '/' && rawSearch !== '' ? oldPostIdOf(input.search) : null;
  const slashed = path.endsWith('/') ? path : `${path}/`;
  const key = postId ? postIdLookupPath(postId) : slashed;
  let answer: Awaited<ReturnType<typeof content.lookup>>;
  try {
    answer = await content.lookup(key);
  } catch (error) {
    log.error(`redirect lookup failed for ${key}: ${(error as Error).message}`);
    return null;
  }
  if (answer.gone && !postId) throw gone(path);
  if (!answer.redirect) {
    if (postId) throw notFound(path);
    return null;
  }
  const query = postId ? withoutPostId(rawSearch) : rawSearch;
  const location = redirectLocation(withQuery(answer.redirect.to, query), config.SITE_ORIGIN);
  if (!location) {
    log.error(`redirect lookup: unsafe target for ${key} skipped`);
    return null;
  }
  const target = new URL(location.href, config.SITE_ORIGIN);
  if (location.external && !config.REDIRECT_HOSTS.includes(target.hostname)) {
    log.error(`redirect lookup: ${key} names an off-site target not on REDIRECT_HOSTS (${target.host}), skipped`);
    return null;
  }
  if (!location.external && !postId && legacyKey(target.pathname) === legacyKey(path)) {
    log.error(`redirect lookup: ${slashed} redirects to itself, skipped`);
    return null;
  }
  return { kind: 'redirect', location: location.href, status: answer.redirect.status, external: location.external };
};
