/**
 * The reference CMS: implements the content API (docs/content-api.md) over
 * HTTP with the sample content pack, plus an optional synthetic archive
 * (CMS_EXTRA_ARTICLES) and an editing API (`/edit/*`). `npm run cms` serves it
 * on port 8788; tests run it as an auxiliary worker that receives the site's
 * outbound fetches.
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../contract/api';
import { clockNow, clockOffset } from '../contract/clock';
import { checkTimelineToken, signPreviewToken, signTimelineToken, verifyPreviewToken } from '../contract/preview-token.server';
import { newsTypeOfSlug } from '../contract/routing/news-lists';
import { NEWS_TYPE_FEEDS } from '../contract/routing/site-paths';
import { instantOf } from '../contract/schedule';
import { verifySchedule } from '../contract/schedule-signature';
import { searchRequestOf } from '../contract/search';
import { BRAND_SLUG_PATTERN } from '../contract/slugs';
import { MAX_EXTRA_ARTICLES } from './server/archive';
import { cfApiStub } from './server/cf-api-stub';
import {
  configureArchive,
  draftRoute,
  draftsById,
  fillSlots,
  filteredNewsWindow,
  jobById,
  jobSummaries,
  newsCounts,
  newsWindow,
  nowMs,
  overrideArchive,
  packDay,
  pageFor,
  redirectAt,
  routeAt,
  routeList,
  site,
  WHOLE_TABLE_MAX,
  wholeRouteTable,
} from './server/content-index';
import { type EditorEnv, editApi } from './server/edit-api';
import { resetEdits } from './server/edits';
import { DroppedConnection, faultResponse } from './server/fault-response';
import { countRequest, FaultsSchema, faultApplies, faults, NO_FAULTS, requestCounts, resetCounts, setFaults } from './server/faults';
import { HOSTILE_NODES } from './server/hostile-nodes';
import { mediaFile, mediaSvg } from './server/media';
import { refusePlaceholdersOffLoopback } from './server/placeholder-guard';
import { clearPurgeLog, purgeLog } from './server/purge-webhook';
import { reusedIdHtml, withReusedIds } from './server/reused-ids';
import { ReferenceSearch } from './server/search';

interface CmsEnv extends EditorEnv {
  SITE_PUBLIC_ORIGIN: string;
  PREVIEW_SECRET: string;
  PREVIEW_TOKEN_TTL_SECONDS: string;
  /** Articles the synthetic archive adds (0 or unset: the sample pack alone). */
  CMS_EXTRA_ARTICLES?: string;
  /** The one clock's offset (contract/clock.ts): tests move the pack's day and token expiry with it. */
  CLOCK_OFFSET_MS?: string;
  /** The pack's day (YYYY-MM-DD) when a run names it: its roles are dated around it. */
  PACK_DAY?: string;
}

/** `at`: the moment a read is about (ms): now, or what a timeline preview's `?at=` names under its token. */
const app = new Hono<{ Bindings: CmsEnv; Variables: { at: number } }>();

// Before anything else: off loopback, the published placeholder secrets serve nothing.
app.use('*', refusePlaceholdersOffLoopback());

// The archive size and the clock come from vars, read on every request (before any route: the pack's day is
// fixed by the first).
app.use('*', async (c, next) => {
  configureArchive(c.env.CMS_EXTRA_ARTICLES, c.env.CLOCK_OFFSET_MS, c.env.PACK_DAY);
  await next();
});

function errorBody(status: number, statusMessage: string, message: string) {
  return Response.json({ error: { status, statusMessage, message } }, { status, headers: { 'cache-control': 'no-store' } });
}

// Test controls: fault switches and request counts.
app.post('/__faults', async (c) => {
  const parsed = FaultsSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return errorBody(400, 'Bad Request', parsed.error.message);
  setFaults(parsed.data);
  return c.json({ ok: true });
});
app.delete('/__faults', (c) => {
  setFaults(NO_FAULTS);
  resetCounts();
  return c.json({ ok: true });
});
// `day`: the pack's day, around which its jobs are dated (cms/content/jobs.ts).
app.get('/__stats', (c) => c.json({ counts: requestCounts(), faults: faults(), day: packDay() }));
// A stand-in for Cloudflare's purge API (point the site's CF_API_BASE at /__cf/client/v4).
app.route('/__cf', cfApiStub);
// Test controls: the archive's size and newest day, the editors' overlay and the purge calls sent.
const ArchiveOverrideSchema = z
  .object({
    size: z.number().int().min(0).max(MAX_EXTRA_ARTICLES).optional(),
    today: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .strict();
app.post('/__archive', async (c) => {
  const parsed = ArchiveOverrideSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return errorBody(400, 'Bad Request', parsed.error.message);
  overrideArchive(parsed.data);
  return c.json({ ok: true });
});
app.delete('/__archive', (c) => {
  overrideArchive(null);
  return c.json({ ok: true });
});
app.get('/__publish-log', (c) => c.json({ purges: purgeLog() }));
app.delete('/__edits', (c) => {
  resetEdits();
  clearPurgeLog();
  return c.json({ ok: true });
});

// Editing (bearer token); not counted, not subject to faults.
app.route('/edit', editApi);

// The site's Cron Trigger, each minute (docs/content-api.md, "Schedule"): signed with the schedule key. The pack has
// nothing scheduled (an edit's "scheduled" status is unpublished until an editor publishes it), so it publishes
// nothing; it answers as WordPress does, so the site's job runs the same against either CMS.
app.post('/schedule', async (c) => {
  const body = await c.req.text();
  const now = Math.floor(clockNow(clockOffset(c.env.CLOCK_OFFSET_MS)) / 1000);
  const signed = await verifySchedule(
    c.env.PURGE_SECRET ? [c.env.PURGE_SECRET] : [],
    c.req.header('x-masthead-timestamp') ?? '',
    body,
    c.req.header('x-masthead-signature') ?? '',
    now,
  );
  if (!signed) return errorBody(401, 'Unauthorized', 'The schedule call is not signed correctly');
  return c.json({ ok: true, published: [], unpublished: [] }, 200, { 'cache-control': 'no-store' });
});

// Every API answer: count it, then apply any fault switch.
app.use('*', async (c, next) => {
  const { pathname: path, search } = new URL(c.req.url);
  if (path.startsWith('/__') || path.startsWith('/edit/')) return next();
  countRequest(path);
  const fault = await faultResponse(path, search);
  if (fault) return fault;
  await next();
  c.header('access-control-allow-origin', '*');
});

// The moment every read is about: now, or a timeline preview's `?at={unix seconds}` under its token
// (docs/content-api.md, "Preview authorisation"). An `at` without a valid token is refused, never ignored: the
// future is not served by mistake, and the site learns its link is bad.
app.use('*', async (c, next) => {
  const asked = c.req.query('at');
  if (asked === undefined || c.req.path === '/generate') {
    c.set('at', nowMs());
    return next();
  }
  const at = /^\d{1,12}$/.test(asked) ? Number(asked) : null;
  const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
  const now = Math.floor(clockNow(clockOffset(c.env.CLOCK_OFFSET_MS)) / 1000);
  if (at === null || (await checkTimelineToken([c.env.PREVIEW_SECRET], token, at, now)).status !== 'valid') {
    return errorBody(401, 'Unauthorized', 'A valid timeline token is required for at');
  }
  c.set('at', at * 1000);
  await next();
  c.header('cache-control', 'private, no-store');
});

app.get('/site', (c) => c.json(site, 200, { 'cache-control': 'no-cache' }));
/** `page` and `limit` of a paged call: positive integers, `limit` at most MAX_PAGE_LIMIT; null when invalid. */
function paging(page: string | undefined, limit: string | undefined, defaultLimit: number): { page: number; limit: number } | null {
  const parsed = { page: Number(page ?? 1), limit: Number(limit ?? defaultLimit) };
  if (
    !Number.isSafeInteger(parsed.page) ||
    parsed.page < 1 ||
    !Number.isSafeInteger(parsed.limit) ||
    parsed.limit < 1 ||
    parsed.limit > MAX_PAGE_LIMIT
  )
    return null;
  return parsed;
}

// The whole table in one answer: small sites only (the site reads /route-list).
app.get('/routes', (c) => {
  const routes = wholeRouteTable(c.get('at'));
  if (!routes)
    return errorBody(
      413,
      'Content Too Large',
      `The route table has more than ${WHOLE_TABLE_MAX} routes: read it a page at a time from /route-list`,
    );
  return c.json({ routes }, 200, { 'cache-control': 'no-cache' });
});

app.get('/route-list', (c) => {
  const page = paging(c.req.query('page'), c.req.query('limit'), MAX_PAGE_LIMIT);
  if (!page) return errorBody(400, 'Bad Request', `page must be a positive integer and limit between 1 and ${MAX_PAGE_LIMIT}`);
  return c.json(routeList(page.page, page.limit, c.req.query('internal') === 'true', c.get('at')), 200, { 'cache-control': 'no-cache' });
});

app.get('/news', (c) => {
  const page = paging(c.req.query('page'), c.req.query('limit'), 24);
  if (!page) return errorBody(400, 'Bad Request', `page must be a positive integer and limit between 1 and ${MAX_PAGE_LIMIT}`);
  const brand = c.req.query('brand') ?? null;
  const typeSlug = c.req.query('type') ?? null;
  const type = typeSlug === null ? null : newsTypeOfSlug(typeSlug);
  if (brand !== null && !BRAND_SLUG_PATTERN.test(brand)) return errorBody(400, 'Bad Request', 'brand must be a brand slug');
  if (type === undefined)
    return errorBody(400, 'Bad Request', `type must be one of ${NEWS_TYPE_FEEDS.map((entry) => entry.slug).join(', ')}`);
  const offset = (page.page - 1) * page.limit;
  const { items, total } =
    brand === null && type === null
      ? newsWindow(offset, page.limit, c.get('at'))
      : filteredNewsWindow({ brand, category: type?.category ?? null }, offset, page.limit, c.get('at'));
  return c.json({ page: page.page, limit: page.limit, total, pages: Math.ceil(total / page.limit), items }, 200, {
    'cache-control': 'no-cache',
  });
});

app.get('/news/counts', (c) => c.json(newsCounts(c.get('at')), 200, { 'cache-control': 'no-cache' }));

app.get('/nodes', async (c) => {
  const previewId = c.req.query('preview_id');
  if (previewId) {
    const postType = (c.req.query('post_type') || 'post').toLowerCase();
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
    const now = Math.floor(clockNow(clockOffset(c.env.CLOCK_OFFSET_MS)) / 1000);
    if (!(await verifyPreviewToken(c.env.PREVIEW_SECRET, token, previewId, postType, now))) {
      return errorBody(401, 'Unauthorized', 'A valid preview token is required');
    }
    const draft = draftsById.get(previewId);
    if (!draft) return errorBody(404, 'Not Found', `No draft with id ${previewId}`);
    const draftSlots = fillSlots(draft.slots);
    return c.json(
      {
        [previewId]: faults().reusedIds && faultApplies('/nodes', new URL(c.req.url).search) ? withReusedIds(draftSlots) : draftSlots,
        draft: { title: draft.title, published_path: draft.published_path ?? null, route: draftRoute(draft) },
      },
      200,
      { 'cache-control': 'private, no-store' },
    );
  }
  const slug = c.req.query('slug') ?? '';
  const page = pageFor(slug, c.req.query('path') ?? null, c.get('at'));
  if (!page) return errorBody(404, 'Not Found', `No page with slug ${slug}`);
  const faulty = faultApplies('/nodes', new URL(c.req.url).search);
  const filled = fillSlots(page.slots, page.route.path, c.get('at'));
  const slots = faults().reusedIds && faulty ? withReusedIds(filled) : filled;
  if (faults().unknownNode && faulty) {
    for (const nodes of Object.values(slots)) nodes.unshift({ type: 'hologram', beam: 'on' } as never);
  }
  if (faults().hostileContent && faulty) {
    for (const nodes of Object.values(slots)) nodes.unshift(...HOSTILE_NODES);
  }
  return c.json({ [slug]: slots }, 200, { 'cache-control': 'no-cache' });
});

// The redirect lookup by path, which also names the route living at the path.
app.get('/paths', (c) => {
  const path = c.req.query('path') ?? '';
  const takeover = faults().redirectTo;
  const redirect = takeover !== undefined && faultApplies('/paths', c.req.url) ? { to: takeover, status: 301 as const } : redirectAt(path);
  // The route beside a redirect: a site that refuses the redirect still finds the page (docs/content-api.md).
  return c.json({ redirect, route: routeAt(path, c.get('at')) });
});

// Search (contract/search.ts): the index is built on the first search.
const search = new ReferenceSearch();
app.get('/search', (c) => {
  // Read as WHATWG URLs read a query (bytes that are not UTF-8 become U+FFFD), as the site reads it.
  const params = new URL(c.req.url).searchParams;
  const single = (name: string) => {
    const values = params.getAll(name);
    return values.length === 0 ? null : values.length === 1 ? values[0]! : undefined;
  };
  const [q, kind, cursor] = [single('q'), single('kind'), single('cursor')];
  if (q === undefined || kind === undefined || cursor === undefined)
    return errorBody(400, 'Bad Request', 'q, kind and cursor take one value each');
  const request = searchRequestOf(q, kind, cursor);
  if (request.kind === 'invalid') return errorBody(400, 'Bad Request', request.reason);
  if (request.kind === 'empty') return errorBody(400, 'Bad Request', 'q must hold a word to search for');
  const answer = search.answer(request.query, request.type, request.cursor, c.get('at'));
  if (!answer) return errorBody(400, 'Bad Request', 'The cursor is not one this CMS wrote');
  return c.json(answer, 200, { 'cache-control': 'no-cache' });
});

app.get('/jobs', (c) => c.json({ jobs: jobSummaries(c.get('at')) }));
app.get('/jobs/:id', (c) => {
  const found = jobById(c.req.param('id'), c.get('at'));
  const job = found && faults().reusedIds && faultApplies('/jobs/', '') ? { ...found, html: reusedIdHtml() + found.html } : found;
  return job ? c.json({ job }) : errorBody(404, 'Job Not Found', 'No job has this id.');
});

// Preview entry point: an editor lands here from the site with an id and a post type,
// and is sent back to the site's /preview with a signed, expiring token; or with `at` (unix seconds or an ISO
// instant), to the site as it will be then (a timeline token).
app.get('/generate', async (c) => {
  const asked = c.req.query('at');
  if (asked !== undefined) {
    const at = instantOf(asked.slice(0, 40));
    if (at === null) return errorBody(400, 'Bad Request', 'at must be unix seconds or an ISO 8601 instant in UTC');
    const seconds = Math.floor(at / 1000);
    const expires = Math.floor(clockNow(clockOffset(c.env.CLOCK_OFFSET_MS)) / 1000) + Number(c.env.PREVIEW_TOKEN_TTL_SECONDS || 3600);
    const target = new URL('/preview', c.env.SITE_PUBLIC_ORIGIN);
    const query = new URLSearchParams({ at: String(seconds), token: await signTimelineToken(c.env.PREVIEW_SECRET, seconds, expires) });
    // The address to open there (the site's preview checks it; default the home page), as WordPress's hand-off.
    const path = c.req.query('path');
    if (path !== undefined) query.set('path', path.slice(0, 2048));
    target.search = query.toString();
    return c.redirect(target.toString(), 302);
  }
  const id = c.req.query('id') ?? '';
  const postType = (c.req.query('post_type') || 'post').toLowerCase();
  if (!/^\d{1,12}$/.test(id) || !/^[a-z_-]{1,32}$/.test(postType)) return errorBody(400, 'Bad Request', 'id and post_type are required');
  const expires = Math.floor(clockNow(clockOffset(c.env.CLOCK_OFFSET_MS)) / 1000) + Number(c.env.PREVIEW_TOKEN_TTL_SECONDS || 3600);
  const token = await signPreviewToken(c.env.PREVIEW_SECRET, id, postType, expires);
  const target = new URL('/preview', c.env.SITE_PUBLIC_ORIGIN);
  target.search = new URLSearchParams({ preview_id: id, post_type: postType, token }).toString();
  return c.redirect(target.toString(), 302);
});

// Stored files first: an SVG the CMS holds (a press kit logo) is that file, not a drawn illustration.
app.get('/media/files/:file', (c) => mediaFile(c.req.param('file')));

app.get('/media/:kind/:file{[a-z0-9-]+\\.svg}', (c) => {
  const name = c.req.param('file').replace(/\.svg$/, '');
  return c.body(mediaSvg(c.req.param('kind'), name), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
});

app.notFound(() => errorBody(404, 'Not Found', 'No such endpoint'));
app.onError((error, c) => {
  if (error instanceof DroppedConnection) throw error;
  console.error(error);
  return c.text('Internal Server Error', 500);
});

export default app;
