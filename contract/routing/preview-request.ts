/**
 * Which addresses ask to show a draft: `/preview` (where the CMS's `/generate`
 * sends an editor back, with `preview_id`, `post_type` and a signed `token`)
 * and a numeric slug carrying a `token` (a numeric slug is a draft's id, never
 * a published slug). This only says what a request *asks*: the worker shows a
 * draft only once the token verifies, and every other request, whatever its
 * query says, is an ordinary public request. Pure: the worker decides with it,
 * and the client router sends these addresses to the server as full loads.
 * @module
 */
import { numericSlugId } from './paths';

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
