/**
 * The reference CMS: implements the content API (docs/content-api.md) over
 * HTTP with the sample content pack. `npm run cms` serves it on port 8788;
 * tests run it as an auxiliary worker that receives the site's outbound fetches.
 * @module
 */
import { Hono } from 'hono';
import { signPreviewToken, verifyPreviewToken } from '../app/content/preview-token';
import { DroppedConnection, faultResponse } from './server/fault-response';
import { countRequest, faultApplies, FaultsSchema, NO_FAULTS, requestCounts, resetCounts, setFaults, faults } from './server/faults';
import { cmsRedirects, draftsById, fillSlots, jobsById, jobSummaries, pageFor, routeAt, routes, site } from './server/content-index';
import { HOSTILE_NODES } from './server/hostile-nodes';
import { mediaFile, mediaSvg } from './server/media';

interface CmsEnv {
  SITE_PUBLIC_ORIGIN: string;
  PREVIEW_SECRET: string;
  PREVIEW_TOKEN_TTL_SECONDS: string;
}

const app = new Hono<{ Bindings: CmsEnv }>();

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
app.get('/__stats', (c) => c.json({ counts: requestCounts(), faults: faults() }));

// Every API answer: count it, then apply any fault switch.
app.use('*', async (c, next) => {
  const { pathname: path, search } = new URL(c.req.url);
  if (path.startsWith('/__')) return next();
  countRequest(path);
  const fault = await faultResponse(path, search);
  if (fault) return fault;
  await next();
  c.header('access-control-allow-origin', '*');
});

app.get('/site', (c) => c.json(site, 200, { 'cache-control': 'no-cache' }));
app.get('/routes', (c) => c.json({ routes }, 200, { 'cache-control': 'no-cache' }));

app.get('/nodes', async (c) => {
  const previewId = c.req.query('preview_id');
  if (previewId) {
    const postType = (c.req.query('post_type') || 'post').toLowerCase();
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
    if (!(await verifyPreviewToken(c.env.PREVIEW_SECRET, token, previewId, postType))) {
      return errorBody(401, 'Unauthorized', 'A valid preview token is required');
    }
    const draft = draftsById.get(previewId);
    if (!draft) return errorBody(404, 'Not Found', `No draft with id ${previewId}`);
    return c.json({ [previewId]: fillSlots(draft.slots) }, 200, { 'cache-control': 'private, no-store' });
  }
  const slug = c.req.query('slug') ?? '';
  const page = pageFor(slug, c.req.query('path') ?? null);
  if (!page) return errorBody(404, 'Not Found', `No page with slug ${slug}`);
  const slots = fillSlots(page.slots);
  const faulty = faultApplies('/nodes', new URL(c.req.url).search);
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
  const redirect = cmsRedirects[path] ?? null;
  return c.json({ redirect: redirect ? { to: redirect.to, status: redirect.status ?? 301 } : null, route: redirect ? null : routeAt(path) });
});

app.get('/jobs', (c) => c.json({ jobs: jobSummaries() }));
app.get('/jobs/:id', (c) => {
  const job = jobsById.get(c.req.param('id'));
  return job ? c.json({ job }) : errorBody(404, 'Job Not Found', `The job ${c.req.param('id').slice(0, 64)} is no longer available.`);
});

// Preview entry point: an editor lands here from the site with an id and a post type,
// and is sent back to the site's /preview with a signed, expiring token.
app.get('/generate', async (c) => {
  const id = c.req.query('id') ?? '';
  const postType = (c.req.query('post_type') || 'post').toLowerCase();
  if (!/^\d{1,12}$/.test(id) || !/^[a-z_-]{1,32}$/.test(postType)) return errorBody(400, 'Bad Request', 'id and post_type are required');
  const expires = Math.floor(Date.now() / 1000) + Number(c.env.PREVIEW_TOKEN_TTL_SECONDS || 3600);
  const token = await signPreviewToken(c.env.PREVIEW_SECRET, id, postType, expires);
  const target = new URL('/preview', c.env.SITE_PUBLIC_ORIGIN);
  target.search = new URLSearchParams({ preview_id: id, post_type: postType, token }).toString();
  return c.redirect(target.toString(), 302);
});

app.get('/media/:kind/:file{[a-z0-9-]+\\.svg}', (c) => {
  const name = c.req.param('file').replace(/\.svg$/, '');
  return c.body(mediaSvg(c.req.param('kind'), name), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
});

app.get('/media/files/:file', (c) => mediaFile(c.req.param('file')));

app.notFound(() => errorBody(404, 'Not Found', 'No such endpoint'));
app.onError((error, c) => {
  if (error instanceof DroppedConnection) throw error;
  console.error(error);
  return c.text('Internal Server Error', 500);
});

export default app;
