/**
 * A stand-in for Cloudflare's zone purge API, so the site's global purge
 * (worker/purge/global-purge.ts) can be exercised without an account: point
 * `CF_API_BASE` at `{cms}/__cf/client/v4`. It checks calls the way the real API
 * does where that matters here (bearer token, one kind of target per call, at
 * most 100 items, tags of at most 1024 characters), records every call, and
 * can be told to answer slowly or with a rate limit or an error.
 *
 *   POST   /__cf/client/v4/zones/:zone/purge_cache  the purge call
 *   GET    /__cf/requests                           the recorded calls
 *   POST   /__cf/behaviour                          { delayMs, failWith, failFrom, retryAfter }
 *   DELETE /__cf/requests                           forget calls and behaviour
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';

const BehaviourSchema = z.object({
  /** Delay before answering, in ms. */
  delayMs: z.number().int().min(0).max(60_000).default(0),
  /** Status for calls from `failFrom` on (counted from 0 since the last reset). */
  failWith: z.union([z.literal(429), z.literal(500), z.literal(502)]).optional(),
  failFrom: z.number().int().min(0).default(0),
  /** `Retry-After` seconds on a 429. */
  retryAfter: z.number().int().min(0).default(5),
});

export interface RecordedPurge {
  zone: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
  at: number;
}

const KINDS = ['files', 'tags', 'prefixes', 'hosts', 'purge_everything'] as const;

let behaviour = BehaviourSchema.parse({});
let recorded: RecordedPurge[] = [];

function answer(success: boolean, status: number, errors: { code: number; message: string }[] = [], headers: Record<string, string> = {}) {
  const body = { success, errors, messages: [], result: success ? { id: crypto.randomUUID().replace(/-/g, '') } : null };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** What the real API would refuse; null when the body is acceptable. */
function invalid(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body must be a JSON object';
  const kinds = KINDS.filter((kind) => kind in body);
  if (kinds.length !== 1) return `exactly one of ${KINDS.join(', ')} is required, got ${kinds.length}`;
  const value = (body as Record<string, unknown>)[kinds[0]!];
  if (kinds[0] === 'purge_everything') return value === true ? null : 'purge_everything must be true';
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) return `${kinds[0]} must list 1 to 100 items`;
  if (!value.every((item) => typeof item === 'string' && item.length > 0)) return `${kinds[0]} must be strings`;
  if (kinds[0] === 'tags' && value.some((tag: string) => tag.length > 1024 || /[^!-~]/.test(tag)))
    return 'a tag is over 1024 characters or not printable ASCII';
  if (kinds[0] === 'prefixes' && value.some((prefix: string) => /^[a-z]+:\/\/|[?#]/i.test(prefix)))
    return 'a prefix has a scheme, query or fragment';
  return null;
}

export const cfApiStub = new Hono();

cfApiStub.post('/client/v4/zones/:zone/purge_cache', async (c) => {
  const text = await c.req.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // recorded as text; refused below
  }
  const index = recorded.length;
  recorded.push({
    zone: c.req.param('zone'),
    authorization: c.req.header('authorization') ?? null,
    contentType: c.req.header('content-type') ?? null,
    body,
    at: Date.now(),
  });
  if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
  if (!/^Bearer \S+$/.test(c.req.header('authorization') ?? ''))
    return answer(false, 403, [{ code: 10000, message: 'Authentication error' }]);
  const problem = invalid(body);
  if (problem) return answer(false, 400, [{ code: 1012, message: problem }]);
  if (behaviour.failWith && index >= behaviour.failFrom) {
    return behaviour.failWith === 429
      ? answer(false, 429, [{ code: 971, message: 'Please wait and consider throttling your request speed' }], {
          'retry-after': String(behaviour.retryAfter),
        })
      : answer(false, behaviour.failWith, [{ code: 10000 + behaviour.failWith, message: 'Internal error' }]);
  }
  return answer(true, 200);
});

cfApiStub.get('/requests', (c) => c.json({ requests: recorded }, 200, { 'cache-control': 'no-store' }));

cfApiStub.post('/behaviour', async (c) => {
  const parsed = BehaviourSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ ok: false, error: parsed.error.message }, 400);
  behaviour = parsed.data;
  return c.json({ ok: true });
});

cfApiStub.delete('/requests', (c) => {
  recorded = [];
  behaviour = BehaviourSchema.parse({});
  return c.json({ ok: true });
});
