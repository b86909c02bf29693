/**
 * Step: `?preview=true` hands the browser to the CMS's `/generate` endpoint
 * (the route pipeline's preview hand-off). 302: the address depends on the query, never cache it.
 * @module
 */
import { generateUrl, previewRequestOf } from '../../contract/routing/preview-handoff';
import type { Step } from './types';

export const previewHandoff: Step = async (input) => {
  // No query, no hand-off: the query is parsed only when there is one (StepInput `search`).
  if (!input.rawSearch) return null;
  const request = previewRequestOf(input.search);
  if (!request) return null;
  return { kind: 'redirect', location: generateUrl(input.config.CMS_PUBLIC_ORIGIN, request), status: 302, external: true };
};
