/**
 * The editing API of the reference CMS: change a page's or article's title and
 * body, publish, unpublish or withdraw it, close or reopen a job. Every call
 * needs `Authorization: Bearer {EDITOR_TOKEN}`. Changes are kept in the CMS
 * isolate's memory (edits.ts): a development CMS, enough to show and measure
 * the editor's path. Each change readers can see is followed by the signed
 * purge webhook to the site, and the answer says how that went: 200, or 502
 * when the change was saved but the site could not be told.
 * @module
 */

import { type Context, Hono } from 'hono';
import { clockOffset } from '../../contract/clock';
import { isContentPath, isPageDown, jobExists, pathsUnder, today } from './content-index';
import { editAt, JobEditSchema, PageEditSchema, recordEdit, recordJobEdit } from './edits';
import { jobChangeScope, pageChangeScope, snapshot } from './publish-scope';
import { type PurgeOutcome, sendPurge } from './purge-webhook';

export interface EditorEnv {
  /** Bearer token of editors; editing is off when it is empty. */
  EDITOR_TOKEN?: string;
  /** Shared with the site: signs the purge webhook. */
  PURGE_SECRET?: string;
  /** The site's purge endpoint; defaults to `{SITE_PUBLIC_ORIGIN}/__purge`. */
  SITE_PURGE_URL?: string;
  SITE_PUBLIC_ORIGIN: string;
  /** The one clock's offset (contract/clock.ts). */
  CLOCK_OFFSET_MS?: string;
}

type EditContext = Context<{ Bindings: EditorEnv }>;

const encoder = new TextEncoder();

function errorBody(status: 400 | 401 | 404 | 503, statusMessage: string, message: string): Response {
  return Response.json({ error: { status, statusMessage, message } }, { status, headers: { 'cache-control': 'no-store' } });
}

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i]!;
  return difference === 0;
}

async function purge(c: EditContext, body: Parameters<typeof sendPurge>[1]): Promise<PurgeOutcome> {
  const secret = c.env.PURGE_SECRET ?? '';
  if (!secret) return { ok: false, status: 0, ms: 0, error: 'PURGE_SECRET is not set: the site was not told' };
  const url = c.env.SITE_PURGE_URL || new URL('/__purge', c.env.SITE_PUBLIC_ORIGIN).toString();
  return sendPurge({ url, secret, clockOffsetMs: clockOffset(c.env.CLOCK_OFFSET_MS) }, body);
}

async function jsonBody(c: EditContext): Promise<unknown> {
  return c.req.json().catch(() => null);
}

export const editApi = new Hono<{ Bindings: EditorEnv }>();

editApi.use('*', async (c, next) => {
  const token = c.env.EDITOR_TOKEN ?? '';
  if (!token) return errorBody(503, 'Editing Disabled', 'EDITOR_TOKEN is not set, so the editing API is off');
  const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!given || !sameSecret(given, token)) {
    // Read the body before answering: workerd reports a request body left unread once the answer is sent.
    await c.req.raw.arrayBuffer().catch(() => undefined);
    return errorBody(401, 'Unauthorized', 'A valid editor token is required');
  }
  await next();
});

/** The page as the site would see it now. */
editApi.get('/page', (c) => {
  const path = c.req.query('path') ?? '';
  if (!isContentPath(path)) return errorBody(404, 'Not Found', `No page at ${path.slice(0, 200)}`);
  const now = snapshot(path);
  return c.json({ path, state: editAt(path)?.state ?? 'published', live: now.live, newsPosition: now.newsAt });
});

/** `{ path, title?, body?, state?, publishAt?, unpublishAt? }`: edits a page; a change readers can see is purged on the site. */
editApi.post('/page', async (c) => {
  const parsed = PageEditSchema.safeParse(await jsonBody(c));
  if (!parsed.success)
    return errorBody(400, 'Bad Request', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const edit = parsed.data;
  if (!isContentPath(edit.path)) return errorBody(404, 'Not Found', `No page at ${edit.path}`);
  if (Object.keys(edit).length === 1) {
    return errorBody(400, 'Bad Request', 'Nothing to change: give a title, a body, a state or a time');
  }
  const before = snapshot(edit.path);
  const wasDown = isPageDown(edit.path);
  recordEdit(edit, today());
  const after = snapshot(edit.path);
  const isDown = isPageDown(edit.path);
  const visible = !wasDown || !isDown;
  // A page going down (or up) takes the pages under it along.
  const scope = pageChangeScope(before, after, today(), wasDown === isDown ? [] : pathsUnder(edit.path));
  const purged = visible ? await purge(c, scope) : null;
  return c.json(
    {
      saved: true,
      path: edit.path,
      state: editAt(edit.path)?.state ?? 'published',
      purge: purged ? { ...purged, ...scope } : { skipped: 'the page was not published before or after this change' },
    },
    purged && !purged.ok ? 502 : 200,
  );
});

/** `{ id, state: 'closed' | 'open' | 'scheduled', publishAt?, unpublishAt? }`: closes, reopens or schedules a job, and purges it on the site. */
editApi.post('/job', async (c) => {
  const parsed = JobEditSchema.safeParse(await jsonBody(c));
  if (!parsed.success)
    return errorBody(400, 'Bad Request', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { id, state } = parsed.data;
  if (!jobExists(id)) return errorBody(404, 'Job Not Found', `No job ${id}`);
  recordJobEdit(parsed.data, today());
  const scope = jobChangeScope(id);
  const purged = await purge(c, scope);
  return c.json({ saved: true, id, state, purge: { ...purged, ...scope } }, purged.ok ? 200 : 502);
});
