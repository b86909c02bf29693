/**
 * Which addresses ask to show a draft: `/preview` (where the CMS's `/generate`
 * sends an editor back, with `preview_id`, `post_type` and a signed `token`)
 * and a numeric slug carrying a `token` (a numeric slug is a draft's id, never
 * a published slug). This only says what a request *asks*: the worker shows a
 * draft only once the token verifies, and every other request, whatever its
 * query says, is an ordinary public request. Pure: the worker decides with it,
 * and the client router sends these addresses to the server as full loads.
 *
 * `/preview?at=` asks for the timeline instead: the site as it will be at that moment (`path`, home when left
 * out, with any other field added to its query), under a timeline token (contract/preview-token.server.ts,
 * TIMELINE_SCOPE).
 * @module
 */
import { instantOf } from '../schedule';
import { isValidPath, numericSlugId } from './paths';

export const PREVIEW_PATH = '/preview';

export interface PreviewAsk {
  /** The draft's id; null when the address names none (the link is then invalid). */
  id: string | null;
  postType: string;
  parentPostType: string;
  token: string;
}

const DRAFT_ID = /^\d{1,12}$/;
const POST_TYPE = /^[a-z_-]{1,32}$/;

export function previewAskOf(path: string, search: URLSearchParams): PreviewAsk | null {
  const fromPreviewPath = path === PREVIEW_PATH;
  const slugId = fromPreviewPath ? null : numericSlugId(path);
  if (!fromPreviewPath && !(slugId && search.has('token'))) return null;
  const id = fromPreviewPath ? search.get('preview_id') : slugId;
  const postType = (search.get('post_type') || 'post').toLowerCase();
  return {
    id: id && DRAFT_ID.test(id) && POST_TYPE.test(postType) ? id : null,
    postType,
    parentPostType: (search.get('parent_post_type') ?? '').slice(0, 32),
    token: (search.get('token') ?? '').slice(0, 256),
  };
}

export interface TimelineAsk {
  /** The moment, in unix seconds; null when `at` names none (the link is then invalid). */
  at: number | null;
  token: string;
  /** The address to show as it will be: a site path with its query; null when `path` is not one. */
  target: string | null;
}

const MAX_TARGET = 2048;

/** Whether the address asks for the timeline: `/preview` with an `at`. */
export function timelineAskOf(path: string, search: URLSearchParams): TimelineAsk | null {
  if (path !== PREVIEW_PATH || !search.has('at')) return null;
  const at = instantOf((search.get('at') ?? '').slice(0, 40));
  // Any other field is the target's: a form on a timeline page (a search, a jobs filter) submits its fields beside
  // at, token and path (worker/preview/timeline-response.ts), so the answer stays on the timeline.
  const fields = [...search].filter(([name]) => name !== 'at' && name !== 'token' && name !== 'path');
  return {
    at: at === null ? null : Math.floor(at / 1000),
    token: (search.get('token') ?? '').slice(0, 256),
    target: targetOf(search.get('path') ?? '/', fields),
  };
}

function targetOf(text: string, fields: [string, string][]): string | null {
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\') || text.length > MAX_TARGET) return null;
  const url = new URL(text, 'http://timeline.invalid');
  for (const [name, value] of fields) url.searchParams.append(name, value);
  if (url.search.length > MAX_TARGET) return null;
  if (url.origin !== 'http://timeline.invalid' || !isValidPath(url.pathname) || url.pathname === PREVIEW_PATH) return null;
  return url.pathname + url.search;
}
