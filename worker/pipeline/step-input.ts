/**
 * The pipeline's input for a request, from its scope: the target address
 * (the page's own, or the one `/__data` names) and the scope's content
 * service and preview decision.
 * @module
 */
import type { AppContext } from '../context';
import type { StepInput } from './types';

export function stepInputOf(c: AppContext): StepInput {
  const scope = c.get('scope');
  const { path, content, preview } = scope;
  return {
    path,
    search: scope.search,
    rawSearch: scope.rawSearch,
    config: c.get('config'),
    env: c.env,
    content,
    preview,
    log: c.get('log'),
    legacyLookup: (key) =>
      c.get('isolate').legacy.lookup(
        c.env.REDIRECTS,
        key,
        (message) => c.get('log').fault('REDIRECTS KV', message),
        (promise) => c.executionCtx.waitUntil(promise),
      ),
    openJobs: c.get('isolate').renderer.openJobs,
  };
}
