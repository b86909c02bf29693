/**
 * The client's route pipeline before every route change, the pure part, in
 * the client's order (pipeline-steps.ts): validity, trailing slash, preview
 * hand-off and the legacy table from the build meta. The redirect lookup and
 * the route table are asked of the edge afterwards (`/__data`).
 * @module
 */

import type { LegacyTable } from '../../contract/routing/legacy-rules';
import { isSpecialRoute, isValidPath, legacyKey, trailingSlashTarget } from '../../contract/routing/paths';
import { CLIENT_STEPS, type ClientStepId } from '../../contract/routing/pipeline-steps';
import { previewRequestOf } from '../../contract/routing/preview-handoff';
import { previewAskOf } from '../../contract/routing/preview-request';

export type ClientPlan =
  | { kind: 'not-found'; path: string }
  /** Leave the single-page app: previews and anything the server must decide. */
  | { kind: 'full-load'; href: string }
  | { kind: 'fetch'; url: URL };

/** A step decides a plan, or passes (null) after perhaps rewriting `url`, the address being planned. */
type ClientStep = (url: URL, input: URL, legacy: LegacyTable) => ClientPlan | null;

const STEP_BY_ID: Record<ClientStepId, ClientStep> = {
  validity: (url) => (isValidPath(url.pathname) ? null : { kind: 'not-found', path: url.pathname }),
  'trailing-slash': (url) => {
    const slashed = trailingSlashTarget(url.pathname, url.searchParams);
    if (slashed) url.pathname = slashed;
    return null;
  },
  // The preview hand-off goes through the server (it knows the CMS's address).
  'preview-handoff': (url, input) =>
    previewRequestOf(url.searchParams) || previewAskOf(url.pathname, url.searchParams)
      ? { kind: 'full-load', href: input.toString() }
      : null,
  // The legacy table; the edge answers any further redirect of the target.
  'legacy-redirects': (url, _input, legacy) => {
    const target = legacy[legacyKey(url.pathname)];
    if (!target) return null;
    const next = new URL(target, url);
    if (next.origin !== url.origin) return { kind: 'full-load', href: next.toString() };
    if (!next.search) next.search = url.search;
    next.hash = url.hash;
    return isSpecialRoute(next.pathname) || isValidPath(next.pathname)
      ? { kind: 'fetch', url: next }
      : { kind: 'not-found', path: next.pathname };
  },
};

export function planNavigation(input: URL, legacy: LegacyTable): ClientPlan {
  const url = new URL(input);
  for (const id of CLIENT_STEPS) {
    const plan = STEP_BY_ID[id](url, input, legacy);
    if (plan) return plan;
  }
  return { kind: 'fetch', url };
}
