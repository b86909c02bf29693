/**
 * Requests to the site worker with some bindings changed (a secret rotation,
 * a bad config): the real worker module called with a copy of the test
 * environment, so KV, the Cache API and the CMS stay the real ones. Waits for
 * the request's background work, so its log line has been written.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';
import { ORIGIN, PERSON } from './site';

/** `site`: the site worker (default: the one `worker/index.ts` exports, on the site's isolate), or one on an isolate of the test's. */
export async function getWith(
  bindings: Record<string, string | undefined>,
  path: string,
  init: RequestInit = {},
  site: { fetch: typeof worker.fetch } = worker,
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', PERSON);
  const ctx = createExecutionContext();
  const response = await site.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers }),
    { ...env, ...bindings } as Env,
    ctx,
  );
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}
