/**
 * The client's route pipeline before every route change (spec §4), the pure
 * part: validity, trailing slash, preview hand-off and the legacy table from
 * the build meta. The redirect lookup and the route table are asked of the
 * edge afterwards (`/__data`).
 * @module
 */

import type { LegacyTable } from './legacy-rules';
import { isSpecialRoute, isValidPath, legacyKey, trailingSlashTarget } from './paths';
import { previewRequestOf } from './preview-handoff';
import { previewAskOf } from './preview-request';

export type ClientPlan =
  | { kind: 'not-found'; path: string }
  /** Leave the single-page app: previews and anything the server must decide. */
  | { kind: 'full-load'; href: string }
  | { kind: 'fetch'; url: URL };

export function planNavigation(input: URL, legacy: LegacyTable): ClientPlan {
  const url = new URL(input);
  // 1. Validity.
  if (!isValidPath(url.pathname)) return { kind: 'not-found', path: url.pathname };
  // 2. Trailing slash.
  const slashed = trailingSlashTarget(url.pathname, url.searchParams);
  if (slashed) url.pathname = slashed;
  // 3. Preview hand-off goes through the server (it knows the CMS's address).
  if (previewRequestOf(url.searchParams) || previewAskOf(url.pathname, url.searchParams)) {
    return { kind: 'full-load', href: input.toString() };
  }
  // 4. Legacy table; the edge answers any further redirect of the target.
  const target = legacy[legacyKey(url.pathname)];
  if (target) {
    const next = new URL(target, url);
    if (next.origin !== url.origin) return { kind: 'full-load', href: next.toString() };
    if (!next.search) next.search = url.search;
    next.hash = url.hash;
    return isSpecialRoute(next.pathname) || isValidPath(next.pathname)
      ? { kind: 'fetch', url: next }
      : { kind: 'not-found', path: next.pathname };
  }
  return { kind: 'fetch', url };
}
