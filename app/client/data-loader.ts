/**
 * Page data from the edge (`/__data`, same origin, same cache as server
 * renders), with the spec's retry rule, a short memory cache, and route
 * preloads limited to 4 at once.
 * @module
 */
import { DATA_PATH, type DataAnswer } from '../../contract/routing/data-answer';
import { fetchWithRetry } from '../../contract/routing/fetch-retry';

export const MAX_CONCURRENT_PRELOADS = 4;
const TTL_MS = 30_000;

const cache = new Map<string, { at: number; answer: Promise<DataAnswer> }>();

async function fetchAnswer(target: string): Promise<DataAnswer> {
  const response = await fetchWithRetry(`${DATA_PATH}?path=${encodeURIComponent(target)}`, { headers: { accept: 'application/json' } });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new Error(`page data answered ${response.status}`);
  return (await response.json()) as DataAnswer;
}

/** Loads the outcome of navigating to `target` (path and query). Failures are not cached. */
export function loadPage(target: string): Promise<DataAnswer> {
  const hit = cache.get(target);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.answer;
  const answer = fetchAnswer(target);
  cache.set(target, { at: Date.now(), answer });
  answer.catch(() => cache.delete(target));
  return answer;
}

const queue: string[] = [];
let active = 0;

function pump(): void {
  while (active < MAX_CONCURRENT_PRELOADS && queue.length > 0) {
    const target = queue.shift()!;
    const hit = cache.get(target);
    if (hit && Date.now() - hit.at < TTL_MS) continue;
    active += 1;
    loadPage(target)
      .catch(() => undefined)
      .finally(() => {
        active -= 1;
        pump();
      });
  }
}

/** Queues a preload; `urgent` (hover, focus) goes to the front. */
export function preloadPage(target: string, urgent = false): void {
  const queued = queue.indexOf(target);
  if (queued >= 0) {
    if (!urgent) return;
    queue.splice(queued, 1);
  }
  const hit = cache.get(target);
  if (hit && Date.now() - hit.at < TTL_MS) return;
  if (urgent) queue.unshift(target);
  else queue.push(target);
  pump();
}
