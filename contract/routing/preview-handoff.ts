/**
 * The route pipeline's preview hand-off: `?preview=true` sends the browser to the CMS's `/generate`
 * endpoint with the id (`preview_id`, else `page_id`, else `p`) and the post
 * type (`typeName` lowercased, default `post`), which returns it to `/preview`.
 * @module
 */

export interface PreviewRequest {
  id: string;
  postType: string;
}

export function previewRequestOf(search: URLSearchParams): PreviewRequest | null {
  if (search.get('preview') !== 'true') return null;
  const id = search.get('preview_id') || search.get('page_id') || search.get('p');
  if (!id) return null;
  const postType = (search.get('typeName') || 'post').toLowerCase();
  return { id, postType };
}

/** The `/generate` address; values are URL-encoded by URLSearchParams. */
export function generateUrl(cmsOrigin: string, request: PreviewRequest): string {
  const url = new URL('/generate', cmsOrigin);
  url.searchParams.set('id', request.id);
  url.searchParams.set('post_type', request.postType);
  return url.toString();
}
