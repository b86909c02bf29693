/**
 * `POST /__purge`: the CMS (or an operator, `npm run purge`) calls this when
 * something is published. The call is signed: `X-Masthead-Timestamp` (unix
 * seconds) and `X-Masthead-Signature` (hex HMAC-SHA256 of `{timestamp}.{body}`
 * under the purge key derived from PURGE_SECRET, or from PURGE_SECRET_PREVIOUS
 * while that secret is being rotated: contract/signing.server.ts). The headers
 * and the timestamp are checked before the body is read, and a body over 64 KB
 * is refused with 413 unread. Calls outside a 5-minute window, wrongly signed,
 * or already accepted once (a replay of the same signed call:
 * worker/purge/seen-purges.ts) get 401 and change nothing. The body
 * (contract/tags.ts) names what changed: `{"paths": [...], "tags": [...]}`.
 * Only entries carrying those tags are reloaded (worker/cms/site-state.ts);
 * `{"everything": true}` purges everything (a new content version, part of
 * every cache key); any other body is a 400 (worker/purge/purge-request.ts).
 * @module
 */
import { bodyLimit } from 'hono/body-limit';
import { hexToBytes, verifyPurgeSignature } from '../../contract/signing.server';
import { CACHE_CONTROL } from '../cache/cache-control';
import { edgePurgeTags, purgeLogKeepMs } from '../cache/cache-policy';
import { purgeWorkersCache, workersCacheOf } from '../cache/workers-cache';
import type { AppContext } from '../context';
import { nowOf, secretsOf } from '../env';
import { HttpError } from '../errors';
import { purgeEverywhere } from '../purge/global-purge';
import { purgeRequestOf } from '../purge/purge-request';
import { rememberAccepted, seenBefore } from '../purge/seen-purges';

export const PURGE_WINDOW_SECONDS = 300;
export const PURGE_MAX_BODY_BYTES = 64 * 1024;
const KV_DEADLINE_MS = 1_000;

const limitBody = bodyLimit({
  maxSize: PURGE_MAX_BODY_BYTES,
  onError: (c) => c.text('413 Payload Too Large', 413, { 'cache-control': CACHE_CONTROL.none }),
});

const unauthorised = () => new HttpError(401, 'Unauthorized', 'The purge request is not signed correctly');

export async function purgeRoute(c: AppContext): Promise<Response> {
  const timestamp = c.req.header('x-masthead-timestamp') ?? '';
  const signature = c.req.header('x-masthead-signature') ?? '';
  const now = Math.floor(nowOf(c.get('config')) / 1000);
  // Nothing is read, and no KV is touched, for a call that cannot be valid.
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > PURGE_WINDOW_SECONDS || !hexToBytes(signature))
    throw unauthorised();
  let accepted: Response | undefined;
  const tooLarge = await limitBody(c, async () => {
    accepted = await accept(c, timestamp, signature);
  });
  return tooLarge ?? accepted!;
}

async function accept(c: AppContext, timestamp: string, signature: string): Promise<Response> {
  const body = await c.req.text();
  if (!(await verifyPurgeSignature(secretsOf(c.get('config'), 'PURGE_SECRET'), timestamp, body, signature))) throw unauthorised();
  const purge = purgeRequestOf(body);
  try {
    if (await seenBefore(c.env.SITE_STATE, signature, KV_DEADLINE_MS)) throw unauthorised();
    const state = await c.get('isolate').siteState.record(c.env.SITE_STATE, purge, purgeLogKeepMs(c.get('config')));
    // Remembered once recorded: a call that failed with 503 may be sent again as it was.
    await rememberAccepted(c.env.SITE_STATE, signature, PURGE_WINDOW_SECONDS, KV_DEADLINE_MS);
    // Every location's Cache API too, when the zone purge is switched on (docs/decisions/006-global-invalidation.md).
    const everywhere = await purgeEverywhere('everything' in purge ? { everything: true } : { tags: purge.tags }, { env: c.env });
    if (!everywhere.ok)
      c.get('log').error(`global purge: ${everywhere.error ?? 'a call failed'}; the KV purge log still reaches every location`);
    // Cloudflare's cache in front of the Worker, when it is on (and the runtime offers ctx.cache).
    const edge = await purgeWorkersCache(
      workersCacheOf(c.get('config'), c.executionCtx as { cache?: CacheContext }),
      'everything' in purge ? { everything: true } : { tags: edgePurgeTags(purge.tags) },
    );
    if (!edge.ok) c.get('log').error(`Workers Cache purge: ${edge.errors.join('; ')}; its entries age out within their fresh window`);
    const what = 'everything' in purge ? 'everything' : `${purge.tags.length} tag(s)`;
    c.get('log').info(`purge accepted: ${what}; content version ${state.version}`);
    return c.json(
      {
        ok: true,
        version: state.version,
        purged: 'everything' in purge ? 'everything' : purge.tags,
        global: { mode: everywhere.mode, ok: everywhere.ok },
        workersCache: { calls: edge.calls, ok: edge.ok },
      },
      200,
      { 'cache-control': CACHE_CONTROL.none },
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The purge could not be recorded: say so, so the CMS retries; nothing is half-done that matters.
    c.get('log').fault('SITE_STATE KV', `purge not recorded: ${(error as Error).message}`);
    throw new HttpError(503, 'Service Unavailable', 'The purge could not be recorded; try again', { retryAfter: 5 });
  }
}
