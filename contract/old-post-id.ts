/**
 * Old `/?p=<id>` addresses (WordPress's plain links), which the site answers with one 301 to where the post lives
 * now. A module of its own, without zod: the worker's entry reads it on every request to `/`.
 * @module
 */

/**
 * The path the lookup is asked for an old `/?p=<id>` address (WordPress's plain links): the answer's redirect
 * names where that post lives now. One cached lookup per id, as for any unseen path.
 */
export function postIdLookupPath(id: string): string {
  return `/?p=${id}`;
}

/** The post id of an old `/?p=<id>` (or `?page_id=<id>`) address; null for anything else (a preview asks for `/generate`). */
export function oldPostIdOf(search: URLSearchParams): string | null {
  if (search.get('preview') === 'true') return null;
  const ids = [...search.getAll('p'), ...search.getAll('page_id')];
  return ids.length === 1 && /^[1-9]\d{0,17}$/.test(ids[0]!) ? ids[0]! : null;
}
