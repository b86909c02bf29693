/**
 * Content nodes drawn once per content object. A page's nodes come from the
 * isolate's content cache as the same objects until that entry is refreshed
 * or purged, and a node's markup depends only on the node and its place in
 * its slot (lead node, image plan, outline). So the worker renders a slot's
 * nodes without behaviour once, keeps each node's markup beside it (the
 * render kit's `drawnNode`, app/render/render-kit.tsx), and every later
 * render of the page writes that markup as one element, exactly as the
 * client adopts it when hydrating. New content means new objects: they are
 * drawn afresh, and the old markup goes with the old objects (weak references).
 *
 * What React hoists out of a node (the preload of a high-priority image) is
 * kept with the slot's first drawn node and written before the app, where
 * React writes it when it renders the node with the page.
 *
 * Islands (nodes with behaviour) hydrate, so they render with the page every
 * time. Nodes drawn apart from the page cannot take ids from the page's tree,
 * so each slot's ids get a prefix of their own, unique in the document.
 * @module
 */
import { createElement } from 'react';
import { ISLAND_TYPES } from '../../app/nodes/island-types';
import { MarkedNodes } from '../../app/nodes/render-nodes';
import { SLOT_LAYOUT } from '../../app/pages/slot-layout';
import type { AdoptedMarkup } from '../../app/render/markup';
import { type RenderKit, RenderKitProvider } from '../../app/render/render-kit';
import type { ContentNode } from '../../contract/nodes';
import type { PageState } from '../../contract/page-state';
import { parseMarkup } from './parse-markup';
import { renderToString } from './string-renderer.cjs';

/** The element around each node while a slot is drawn: a custom element no renderer or sanitised HTML can write. */
const MARK = 'masthead-drawn-node';
const PIECES = new RegExp(`<${MARK}>([\\s\\S]*?)</${MARK}>`, 'g');

export interface DrawnNodes {
  /** The markup a node was drawn as, if it was. */
  markupOf(node: object): AdoptedMarkup | undefined;
  /**
   * Draws the page's nodes that have no markup yet with `kit` (its renderers), and returns what React hoists out
   * of the page's drawn nodes. Called before a page renders, never during.
   */
  draw(page: PageState, kit: RenderKit): string;
}

export function drawnNodes(): DrawnNodes {
  const drawn = new WeakMap<object, AdoptedMarkup>();
  /** Nodes tried and not drawable (a renderer that failed or wrote other than one element): rendered with the page. */
  const undrawable = new WeakSet<object>();
  /**
   * Slots rendered once with their page. A slot's nodes are drawn the second time it renders, not the first: most of
   * an archive is seen once (crawlers, old articles shared once), and drawing apart and then writing the markup
   * costs more than rendering the node with the page. What is seen again is drawn then, and reused from then on.
   */
  const seenOnce = new WeakSet<object>();
  /** Markup React hoisted out of a slot's nodes (image preloads), by the first node drawn with them. */
  const hoisted = new WeakMap<object, string>();

  function drawSlot(kit: RenderKit, slot: string, nodes: ContentNode[], lead: boolean): void {
    const waiting = (node: ContentNode) => isWaiting(kit, node);
    const element = createElement(RenderKitProvider, { kit }, createElement(MarkedNodes, { nodes, lead, mark: MARK, draw: waiting }));
    const html = renderToString(element, { identifierPrefix: `${slot}-` });
    const pieces = [...html.matchAll(PIECES)].map((match) => match[1]!);
    const first = nodes.find(waiting);
    const before = html.slice(0, html.indexOf(`<${MARK}>`));
    if (first && before && pieces.length === nodes.length) hoisted.set(first, before);
    nodes.forEach((node, index) => {
      if (!waiting(node)) return;
      const markup = pieces.length === nodes.length ? parseMarkup(pieces[index]!) : null;
      if (markup) drawn.set(node, markup);
      else undrawable.add(node);
    });
  }

  /** A node with a renderer and no behaviour, not drawn yet. */
  function isWaiting(kit: RenderKit, node: ContentNode): boolean {
    return (
      typeof node === 'object' &&
      node !== null &&
      !drawn.has(node) &&
      !undrawable.has(node) &&
      !ISLAND_TYPES.has(node.type) &&
      kit.renderers[node.type] !== undefined
    );
  }

  return {
    markupOf: (node) => drawn.get(node),
    draw(page, kit) {
      // A draft is read once: nothing to reuse.
      if (page.kind !== 'content' || page.preview) return '';
      let resources = '';
      for (const { slot, lead } of SLOT_LAYOUT) {
        const nodes = page.slots[slot];
        if (!nodes) continue;
        if (nodes.some((node) => isWaiting(kit, node))) {
          if (seenOnce.has(nodes)) drawSlot(kit, slot, nodes, lead);
          else seenOnce.add(nodes);
        }
        for (const node of nodes) resources += hoisted.get(node) ?? '';
      }
      return resources;
    },
  };
}
