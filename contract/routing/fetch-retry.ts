/**
 * Fetch retry: statuses 408, 409, 425, 429, 500, 502, 503, 504 are
 * retried once, for methods without a body (GET, HEAD). Shared by the worker
 * and the client.
 * @module
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export async function fetchWithRetry(input: string, init: RequestInit = {}, doFetch: typeof fetch = fetch): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const response = await doFetch(input, init);
  if (!RETRY_STATUSES.has(response.status) || (method !== 'GET' && method !== 'HEAD')) return response;
  if (init.signal?.aborted) return response;
  await response.body?.cancel();
  return doFetch(input, init);
}
