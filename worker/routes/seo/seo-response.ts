/**
 * Shared plumbing of the crawler files: the route table through the content
 * service (so through the content cache layer, like pages), and the response
 * with its type and a five-minute browser/edge lifetime.
 * @module
 */
import type { RouteEntry } from '../../../app/content/route';
import type { AppContext } from '../../context';

export const SEO_CACHE_CONTROL = 'public, max-age=300';

export const CONTENT_TYPES = {
  text: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
} as const;

/** The live route table (`content.routes()`, cached by SwrCache). */
export async function routeTable(c: AppContext): Promise<readonly RouteEntry[]> {
  return c.var.scope.content.routes();
}

export function seoResponse(c: AppContext, body: string, type: keyof typeof CONTENT_TYPES): Response {
  return c.body(body, 200, { 'content-type': CONTENT_TYPES[type], 'cache-control': SEO_CACHE_CONTROL });
}
