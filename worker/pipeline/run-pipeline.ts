/**
 * The route pipeline in order. On the server the steps are arranged so every
 * redirect is one hop: the redirect tables are asked before the slash is added.
 * The same order serves page requests and the client's data requests.
 * @module
 */
import { cmsRedirects } from './cms-redirects';
import { legacyRedirects } from './legacy-redirects';
import { previewHandoff } from './preview-handoff';
import { resolveRoute } from './resolve-route';
import { specialRoutes } from './special-routes';
import { trailingSlash } from './trailing-slash';
import type { Outcome, Step, StepInput } from './types';

export const STEPS: readonly Step[] = [previewHandoff, specialRoutes, legacyRedirects, cmsRedirects, trailingSlash, resolveRoute];

export async function runPipeline(input: StepInput): Promise<Outcome> {
  for (const step of STEPS) {
    const outcome = await step(input);
    if (outcome) return outcome;
  }
  throw new Error('route pipeline ended without an outcome');
}
