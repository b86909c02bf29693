/**
 * The route pipeline in the worker's order (contract/routing/pipeline-steps.ts,
 * shared with the client's, which says why they differ). The same order
 * serves page requests and the client's data requests.
 * @module
 */
import { WORKER_STEPS, type WorkerStepId } from '../../contract/routing/pipeline-steps';
import { cmsRedirects } from './cms-redirects';
import { legacyRedirects } from './legacy-redirects';
import { previewHandoff } from './preview-handoff';
import { resolveRoute } from './resolve-route';
import { specialRoutes } from './special-routes';
import { trailingSlash } from './trailing-slash';
import type { Outcome, Step, StepInput } from './types';

const STEP_BY_ID: Record<WorkerStepId, Step> = {
  'preview-handoff': previewHandoff,
  'special-routes': specialRoutes,
  'legacy-redirects': legacyRedirects,
  'cms-redirects': cmsRedirects,
  'trailing-slash': trailingSlash,
  'resolve-route': resolveRoute,
};

const STEPS: readonly Step[] = WORKER_STEPS.map((id) => STEP_BY_ID[id]);

export async function runPipeline(input: StepInput): Promise<Outcome> {
  for (const step of STEPS) {
    const outcome = await step(input);
    if (outcome) return outcome;
  }
  throw new Error('route pipeline ended without an outcome');
}
