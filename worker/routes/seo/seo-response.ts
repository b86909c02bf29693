/**
 * Shared plumbing of the crawler files: the content service (so every read
 * goes through the content cache layer, like pages), and the response with
 * its type and a five-minute browser/edge lifetime.
 * @module
 */

import { CACHE_CONTROL } from '../../cache/cache-control';
import type { ContentService } from '../../cms/content-service';
import type { AppContext } from '../../context';

export const CONTENT_TYPES = {
  text: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
} as const;

/** The request's content service: paged route listing and news list, cached by SwrCache. */
export function contentOf(c: AppContext): ContentService {
  return c.get('scope').content;
}

export function seoResponse(c: AppContext, body: string | ReadableStream<Uint8Array>, type: keyof typeof CONTENT_TYPES): Response {
  return c.body(body, 200, { 'content-type': CONTENT_TYPES[type], 'cache-control': CACHE_CONTROL.seo });
}
