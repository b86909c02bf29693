/**
 * A whole page's bytes are written into one buffer that the next page's write reuses (html-parts.ts
 * `reusedBuffer`), which is safe only because `new Response` copies a BufferSource body. Every page of the sample
 * pack, a job and an error page, each made in turn with no body read until all are made, reads back as it does
 * alone.
 */
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import worker from '../../../worker/index';
import { RENDER_EVERY_TIME, samplePages } from '../../helpers/sample-pages';
import { ORIGIN, PERSON } from '../../helpers/site';

const PAGES = await samplePages();

async function page(path: string): Promise<Response> {
  const request = new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': PERSON }, redirect: 'manual' });
  return worker.fetch(request, { ...env, ...RENDER_EVERY_TIME } as Env, createExecutionContext());
}

it('reads every page back whole when the pages after it were made before it was read', async () => {
  // Three times each first: nodes are drawn the second time a page renders, and the third is what follows.
  for (const path of PAGES) for (let time = 0; time < 3; time++) await (await page(path)).text();
  const alone = new Map<string, string>();
  for (const path of PAGES) alone.set(path, await (await page(path)).text());
  const unread: Response[] = [];
  for (const path of PAGES) unread.push(await page(path));
  // Sent whole, not streamed: what the reused buffer writes.
  expect(unread.filter((response) => response.headers.get('cache-control') === 'no-cache')).toEqual([]);
  for (const [index, path] of PAGES.entries()) expect(await unread[index]!.text(), path).toBe(alone.get(path));
});
