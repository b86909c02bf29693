/**
 * Step: `?preview=true` hands the browser to the CMS's `/generate` endpoint
 * (the route pipeline's preview hand-off). 302: the address depends on the query, never cache it.
 * @module
 */
import { generateUrl, previewRequestOf } from '../../contract/routing/preview-handoff';
import type { Step } from './types';

export const previewHandoff: Step = async ({ search, config }) => {
  const request = previewRequestOf(search);
  if (!request) return null;
  return { kind: 'redirect', location: generateUrl(config.CMS_PUBLIC_ORIGIN, request), status: 302, external: true };
};
