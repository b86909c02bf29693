/**
 * Adopts the nodes the server drew: before hydrating, each drawn node of the
 * page state (`{ type, drawn: true }`) is paired with the element the server
 * rendered for it, so it hydrates from that markup (app/nodes/node-registry.tsx)
 * with no renderer and no content in the state.
 *
 * Pairing follows the page view's layout: the main slot's nodes are the
 * children of the first `.page-flow` in `<main>`, the aside's those of
 * `.page-flow--aside`, one element per drawn node or island, in order; the
 * page's top (breadcrumbs, page header) is the elements before them in the
 * page's container (app/pages/page-top-part.tsx). When the document does not
 * match, nothing is adopted and the caller falls back to the full page data.
 * @module
 */
import type { ContentNode } from '../../contract/nodes';
import type { ContentPage, HydrationNode, HydrationPage } from '../../contract/page-state';
import { ISLAND_TYPES } from '../nodes/island-types';
import { type AdoptedMarkup, adoptMarkup } from '../nodes/node-registry';
import { adoptPageTop, pageTopParts } from '../pages/page-top-part';

const CONTAINERS: Record<string, string> = { main: '.page-flow:not(.page-flow--aside)', aside: '.page-flow--aside' };
/** The page top's elements, in the order the page view draws them. */
const TOP = { breadcrumbs: ':scope > nav.breadcrumbs', header: ':scope > header.page-header' } as const;

/**
 * HTML attribute names whose React prop is spelled differently, among those
 * the node renderers put on their outer element; any other attribute keeps
 * its name (aria-*, data-*, id, role). React does not compare attributes when
 * hydrating a production build, and an adopted element never changes, so these
 * props are what React believes the element has (as a development build checks).
 */
const PROP_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex', for: 'htmlFor' };
const BOOLEAN = new Set(['hidden', 'open', 'inert']);

/** An element's tag, attributes (as React props) and inner HTML. */
export function markupOf(element: Element): AdoptedMarkup {
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    if (name === 'style') continue; // the CSP allows no inline style, so the server never writes one
    props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  return { tag: element.localName, props, html: element.innerHTML };
}

const isIsland = (node: HydrationNode): node is ContentNode => ISLAND_TYPES.has(node.type) && !('drawn' in node);
const isDrawn = (node: HydrationNode) => 'drawn' in node && node.drawn === true;

/**
 * The page with its drawn nodes adopted from `main`, or null when the
 * document does not have one element per drawn node where the page view puts them.
 */
export function adoptPage(page: HydrationPage, main: Element): ContentPage | null {
  const pairs: [HydrationNode, Element][] = [];
  for (const [slot, nodes] of Object.entries(page.slots)) {
    const shown = nodes.filter((node) => isDrawn(node) || isIsland(node));
    if (shown.length === 0) continue;
    const container = CONTAINERS[slot] ? main.querySelector(CONTAINERS[slot]) : null;
    if (!container || container.children.length !== shown.length) return null;
    for (const [index, node] of shown.entries()) pairs.push([node, container.children[index]!]);
  }
  const top = pageTop(page, main);
  if (!top) return null;
  for (const [node, element] of pairs) if (isDrawn(node)) adoptMarkup(node, markupOf(element));
  adoptPageTop(page, top.map(markupOf));
  // Drawn nodes are stand-ins typed as nodes: they only ever render through their adopted markup.
  return page as unknown as ContentPage;
}

/** The island types of a hydration page. */
export function pageIslands(page: HydrationPage): string[] {
  return Object.values(page.slots)
    .flat()
    .filter(isIsland)
    .map((node) => node.type);
}

/** The elements of the page's top, or null when the document does not have exactly those its state asks for. */
function pageTop(page: HydrationPage, main: Element): Element[] | null {
  const container = main.querySelector('.page__container');
  if (!container) return null;
  const elements: Element[] = [];
  for (const [part, wanted] of Object.entries(pageTopParts(page)) as [keyof typeof TOP, boolean][]) {
    const element = container.querySelector(TOP[part]);
    if (Boolean(element) !== wanted) return null;
    if (element) elements.push(element);
  }
  return elements;
}
