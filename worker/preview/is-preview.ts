/**
 * Whether a request is a preview. Decided once per request, before any content
 * is read: a preview request gets a content service without a cache and a
 * private, noindex response.
 * @module
 */
import { numericSlugId } from '../../app/routing/paths';

export function isPreviewRequest(path: string, search: URLSearchParams): boolean {
  return path === '/preview' || search.has('preview_id') || numericSlugId(path) !== null;
}
