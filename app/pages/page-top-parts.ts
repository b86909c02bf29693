/**
 * Which parts the top of a content page has: breadcrumbs when the route has a
 * trail (an article always does), a header unless the first node owns the
 * title. Read by the page top (page-top.tsx) and by the client when it adopts
 * the page top's elements from the document (app/client/adopt-page.ts), which
 * must not load the page top's code.
 * @module
 */
import type { ContentPage, HydrationPage } from '../../contract/page-state';
import { TITLE_NODE_TYPES } from '../nodes/render-nodes';
import { trailOf } from './trail';

export function pageTopParts(page: ContentPage | HydrationPage): { breadcrumbs: boolean; header: boolean } {
  return { breadcrumbs: trailOf(page.route) !== null, header: showsPageHeader(page) };
}

/** Whether the top has the page header: unless the first node owns the title. */
export function showsPageHeader(page: ContentPage | HydrationPage): boolean {
  const first = page.slots.main?.[0];
  return first === undefined || !TITLE_NODE_TYPES.has(first.type);
}
