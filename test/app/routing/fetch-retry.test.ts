/**
 * The fetch retry rule, shared by the worker and the client.
 */
import { describe, expect, it } from 'vitest';
import { fetchWithRetry, RETRY_STATUSES } from '../../../contract/routing/fetch-retry';

function fakeFetch(statuses: number[]) {
  const calls: string[] = [];
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Response('x', { status: statuses[calls.length - 1] ?? 200 });
  }) as typeof fetch;
  return { calls, doFetch };
}

describe('fetchWithRetry', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { calls, doFetch } = fakeFetch([status, 200]);
    expect((await fetchWithRetry('https://x.example/a', {}, doFetch)).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('retries only once', async () => {
    const { calls, doFetch } = fakeFetch([503, 503, 200]);
    expect((await fetchWithRetry('https://x.example/a', {}, doFetch)).status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it('does not retry other statuses, or methods with a body', async () => {
    for (const status of [200, 301, 400, 401, 403, 404, 410, 501]) {
      const { calls, doFetch } = fakeFetch([status, 200]);
      await fetchWithRetry('https://x.example/a', {}, doFetch);
      expect(calls, String(status)).toHaveLength(1);
    }
    const { calls, doFetch } = fakeFetch([503, 200]);
    expect((await fetchWithRetry('https://x.example/a', { method: 'POST', body: 'x' }, doFetch)).status).toBe(503);
    expect(calls).toHaveLength(1);
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});
