/**
 * The top of a content page (breadcrumbs and page header, page-top.tsx) as
 * the page view places it:
 * - the worker renders it with `PageTop`, registered with the node renderers;
 * - the client adopts the server's elements for the page it hydrates
 *   (app/client/adopt-page.ts), so the first load carries no breadcrumb, date
 *   or header code; a page shown by client navigation is rendered by
 *   `PageTop`, which arrives with the rest of the client once hydrated.
 * @module
 */
import { type ComponentType, createElement } from 'react';
import type { ContentPage, HydrationPage } from '../../contract/page-state';
import { type AdoptedMarkup, adoptedElement } from '../nodes/node-registry';
import { TITLE_NODE_TYPES } from '../nodes/render-nodes';
import { trailOf } from './trail';

type PageTopRenderer = ComponentType<{ page: ContentPage }>;

let renderTop: PageTopRenderer | undefined;
/** By the page's route entry: the object the hydrated page holds, and a navigation brings a new one. */
const adopted = new WeakMap<object, AdoptedMarkup[]>();

/** Which parts the top of a page has: breadcrumbs when the route has a trail (an article always does), a header unless the first node owns the title. */
export function pageTopParts(page: ContentPage | HydrationPage): { breadcrumbs: boolean; header: boolean } {
  const first = page.slots.main?.[0];
  return {
    breadcrumbs: trailOf(page.route) !== null,
    header: first === undefined || !TITLE_NODE_TYPES.has(first.type),
  };
}

/** The page top component, for a page whose top no markup is known for. */
export function renderPageTopsWith(renderer: PageTopRenderer): void {
  renderTop = renderer;
}

/** Marks a page's top as drawn by the server: its elements, in order. */
export function adoptPageTop(page: ContentPage | HydrationPage, markup: AdoptedMarkup[]): void {
  adopted.set(page.route, markup);
}

export function PageTopPart({ page }: { page: ContentPage }) {
  const markup = adopted.get(page.route);
  if (markup) return markup.map((element, index) => adoptedElement(element, index));
  return renderTop ? createElement(renderTop, { page }) : null;
}
