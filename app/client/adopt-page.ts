/**
 * The render kit of the page the client hydrates (app/render/render-kit.tsx),
 * made once from the server's document: every part the server drew is
 * adopted from its markup, so the first load carries no code for it and the
 * page state no content for it.
 *
 * - Drawn nodes (`{ type, drawn: true }` in the state) pair with the elements
 *   of their slot's container (app/pages/slot-layout.ts), one element per
 *   drawn node or island, in order.
 * - The page's top (breadcrumbs, page header) is the elements before them in
 *   the page's container (app/pages/page-top-parts.ts).
 * - The footer, the preview bar and an error page's view are adopted as they are.
 *
 * When the document does not match the state, nothing is adopted and the
 * caller falls back to the full page data.
 * @module
 */
import type { ContentNode } from '../../contract/nodes';
import type { ContentPage, ErrorPage, HydrationNode, HydrationPage, HydrationState, PageState } from '../../contract/page-state';
import { FrameHeader } from '../layouts/site-header';
import { ISLAND_TYPES } from '../nodes/island-types';
import { pageTopParts } from '../pages/page-top-parts';
import { SLOT_LAYOUT } from '../pages/slot-layout';
import { type AdoptedMarkup, attributeProp } from '../render/markup';
import type { RenderKit } from '../render/render-kit';
import { loadIsland } from './islands';

/** The page top's elements, in the order the page view draws them. */
const TOP = { breadcrumbs: ':scope > nav.breadcrumbs', header: ':scope > header.page-header' } as const;

/** An element's tag, attributes (as React props) and inner HTML. */
export function markupOf(element: Element): AdoptedMarkup {
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    const prop = attributeProp(name, value);
    if (prop) props[prop[0]] = prop[1];
  }
  return { tag: element.localName, props, html: element.innerHTML };
}

const isIsland = (node: HydrationNode): node is ContentNode => ISLAND_TYPES.has(node.type) && !('drawn' in node);
const isDrawn = (node: HydrationNode) => 'drawn' in node && node.drawn === true;

/**
 * The kit of the document's frame: the header (rendered: it hydrates and brings the menu button to life), the
 * footer and the preview bar as the server drew them, islands loaded as chunks. No node renderer yet.
 */
export function frameKit(container: Element): RenderKit {
  const footer = container.querySelector('footer.site-footer');
  const footerMarkup = footer ? markupOf(footer) : null;
  const slimFooter = footer?.classList.contains('site-footer--slim') ?? false;
  const bar = container.querySelector('.preview-banner');
  const barMarkup = bar ? markupOf(bar) : null;
  return {
    drawn: { footer: ({ slim }) => (slim === slimFooter ? footerMarkup : null), previewBar: () => barMarkup },
    components: { header: FrameHeader },
    drawnNode: () => undefined,
    renderers: {},
    loadIsland,
    writeHtml: (markup) => markup.html,
  };
}

/** The page to hydrate and its kit, or null when the document does not have what the state says it drew. */
export function adoptDocument(sent: HydrationState, frame: RenderKit, main: Element | null): { page: PageState; kit: RenderKit } | null {
  if (sent.page.kind === 'error') {
    const errorPage = sent.page;
    const viewMarkup = main ? [...main.children].map(markupOf) : null;
    const errorView = ({ page }: { page: ErrorPage }) => (page === errorPage ? viewMarkup : null);
    return { page: errorPage, kit: { ...frame, drawn: { ...frame.drawn, errorView } } };
  }
  const adopted = main ? adoptPage(sent.page, main) : null;
  if (!adopted) return null;
  const { page, nodes, top } = adopted;
  // By the page's route entry: the object the hydrated page holds (a navigation brings a new one).
  const pageTop = ({ page: shown }: { page: ContentPage }) => (shown.route === page.route ? top : null);
  return { page, kit: { ...frame, drawn: { ...frame.drawn, pageTop }, drawnNode: (node) => nodes.get(node) } };
}

/**
 * The page with its drawn nodes paired with their elements in `main`, or null when the document does not have
 * one element per drawn node where the page view puts them.
 */
function adoptPage(
  page: HydrationPage,
  main: Element,
): { page: ContentPage; nodes: WeakMap<object, AdoptedMarkup>; top: AdoptedMarkup[] } | null {
  const pairs: [HydrationNode, Element][] = [];
  for (const { slot, selector } of SLOT_LAYOUT) {
    const shown = (page.slots[slot] ?? []).filter((node) => isDrawn(node) || isIsland(node));
    if (shown.length === 0) continue;
    const container = main.querySelector(selector);
    if (!container || container.children.length !== shown.length) return null;
    for (const [index, node] of shown.entries()) pairs.push([node, container.children[index]!]);
  }
  // A slot the page view does not place cannot have been drawn.
  for (const [slot, nodes] of Object.entries(page.slots)) {
    if (!SLOT_LAYOUT.some((place) => place.slot === slot) && nodes.some(isDrawn)) return null;
  }
  const top = pageTop(page, main);
  if (!top) return null;
  const nodes = new WeakMap<object, AdoptedMarkup>();
  for (const [node, element] of pairs) if (isDrawn(node)) nodes.set(node, markupOf(element));
  // Drawn nodes are stand-ins typed as nodes: they only ever render through their adopted markup.
  return { page: page as unknown as ContentPage, nodes, top: top.map(markupOf) };
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
