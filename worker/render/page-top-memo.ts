/**
 * The top of a content page (breadcrumbs, and the page header unless the
 * first node renders the title) drawn once per route entry: its markup
 * depends on nothing but the route, the path and whether the header shows,
 * and a cached route is the same object on every request. Drawn the second
 * time a route renders, as content nodes are (drawn-nodes.ts): most of an
 * archive is seen once, and drawing apart costs a first sight more than
 * rendering with the page. The client adopts the same elements from the
 * document (app/client/adopt-page.ts).
 * @module
 */
import { createElement } from 'react';
import { PageTop } from '../../app/pages/page-top';
import { showsPageHeader } from '../../app/pages/page-top-parts';
import type { AdoptedMarkup } from '../../app/render/markup';
import type { ContentPage, PageState } from '../../contract/page-state';
import { parseElements } from './parse-markup';
import { renderToString } from './string-renderer.cjs';

interface Drawn {
  path: string;
  header: boolean;
  /** Null: not drawable as elements; rendered with the page. */
  markup: readonly AdoptedMarkup[] | null;
}

export interface PageTopMemo {
  /** Draws the page's top if its route has rendered before and it is not drawn yet. Called before a page renders, never during. */
  draw(page: PageState): void;
  /** The elements the page's top was drawn as, if it was. */
  find(page: ContentPage): readonly AdoptedMarkup[] | null;
}

export function pageTopMemo(): PageTopMemo {
  const drawn = new WeakMap<object, Drawn>();
  const seenOnce = new WeakSet<object>();
  const entry = (page: ContentPage) => {
    const found = drawn.get(page.route);
    return found && found.path === page.path && found.header === showsPageHeader(page) ? found : undefined;
  };
  return {
    draw(page) {
      // A draft is read once: nothing to reuse.
      if (page.kind !== 'content' || page.preview || entry(page)) return;
      if (!seenOnce.has(page.route)) {
        seenOnce.add(page.route);
        return;
      }
      // Ids drawn apart cannot come from the page's tree: a prefix of their own keeps them unique in the document.
      const html = renderToString(createElement(PageTop, { page }), { identifierPrefix: 'top-' });
      drawn.set(page.route, { path: page.path, header: showsPageHeader(page), markup: parseElements(html) });
    },
    find: (page) => entry(page)?.markup ?? null,
  };
}
