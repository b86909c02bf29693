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
import type { ContentNode, NodeType, Slots } from '../../contract/nodes';
import type { PageState } from '../../contract/page-state';
import { parseMarkup } from './parse-markup';
import { renderToString } from './string-renderer.cjs';

/** The element around each node while a slot is drawn: a custom element no renderer or sanitised HTML can write. */
const MARK = 'masthead-drawn-node';
const PIECES = new RegExp(`<${MARK}>([\\s\\S]*?)</${MARK}>`, 'g');

/**
 * Types whose markup depends on the request: a jobs list shows the roles open on the request's day
 * (open-jobs.ts), the news filters the counts for the list at the request's path (news-filters.ts), so neither is
 * drawn apart from the request for storing.
 */
const REQUEST_TYPES: ReadonlySet<string> = new Set<NodeType>(['jobs-list', 'news-filters']);

/** A slot drawn apart: each node's markup (null: rendered with the page), and what React hoisted, kept with node `first`. */
export interface SlotDrawing {
  nodes: (AdoptedMarkup | null)[];
  first: number;
  hoisted: string;
}

export interface DrawnNodes {
  /** The markup a node was drawn as, if it was. */
  markupOf(node: object): AdoptedMarkup | undefined;
  /**
   * Draws the page's nodes that have no markup yet with `kit` (its renderers), and returns what React hoists out
   * of the page's drawn nodes. Called before a page renders, never during.
   */
  draw(page: PageState, kit: RenderKit): string;
  /**
   * A published page's slots drawn apart as `draw` would draw them, for storing beside them
   * (stored-markup.ts): every node without behaviour whose markup is the same on every request. Keeps nothing.
   */
  drawApart(slots: Slots, kit: RenderKit): Record<string, SlotDrawing>;
  /** Takes drawings of these slots made apart (`drawApart`, stored) as theirs, for slots nothing is drawn for yet. */
  adopt(slots: Slots, drawings: Readonly<Record<string, SlotDrawing>>): void;
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
    const { nodes: markup, first, hoisted: before } = drawingOf(kit, slot, nodes, lead, (node) => isWaiting(kit, node));
    if (first >= 0 && before) hoisted.set(nodes[first]!, before);
    nodes.forEach((node, index) => {
      if (!isWaiting(kit, node)) return;
      const drawnAs = markup[index];
      if (drawnAs) drawn.set(node, drawnAs);
      else undrawable.add(node);
    });
  }

  /** A node with a renderer and no behaviour, not drawn yet. */
  function isWaiting(kit: RenderKit, node: ContentNode): boolean {
    return drawable(kit, node) && !drawn.has(node) && !undrawable.has(node);
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
    drawApart(slots, kit) {
      const drawings: Record<string, SlotDrawing> = {};
      for (const { slot, lead } of SLOT_LAYOUT) {
        const nodes = slots[slot];
        if (nodes) drawings[slot] = drawingOf(kit, slot, nodes, lead, (node) => drawable(kit, node) && !REQUEST_TYPES.has(node.type));
      }
      return drawings;
    },
    adopt(slots, drawings) {
      for (const { slot } of SLOT_LAYOUT) {
        const nodes = slots[slot];
        const drawing = drawings[slot];
        if (!nodes || drawing?.nodes.length !== nodes.length) continue;
        if (nodes.some((node) => drawn.has(node) || undrawable.has(node))) continue;
        nodes.forEach((node, index) => {
          const markup = drawing.nodes[index];
          if (markup) drawn.set(node, markup);
        });
        const first = nodes[drawing.first];
        if (first && drawing.hoisted) hoisted.set(first, drawing.hoisted);
      }
    },
  };
}

/** A node a renderer draws without behaviour (islands render with the page). */
function drawable(kit: RenderKit, node: ContentNode): boolean {
  return typeof node === 'object' && node !== null && !ISLAND_TYPES.has(node.type) && kit.renderers[node.type] !== undefined;
}

/**
 * The slot's nodes that `draws` accepts, drawn in one render with their slot's contexts, each cut out of it; a
 * node that is not one element (or a render that does not cut into one piece per node) has no markup.
 */
function drawingOf(kit: RenderKit, slot: string, nodes: ContentNode[], lead: boolean, draws: (node: ContentNode) => boolean): SlotDrawing {
  const element = createElement(RenderKitProvider, { kit }, createElement(MarkedNodes, { nodes, lead, mark: MARK, draw: draws }));
  const html = renderToString(element, { identifierPrefix: `${slot}-` });
  const pieces = [...html.matchAll(PIECES)].map((match) => match[1]!);
  const whole = pieces.length === nodes.length;
  const first = nodes.findIndex(draws);
  return {
    nodes: nodes.map((node, index) => (whole && draws(node) ? parseMarkup(pieces[index]!) : null)),
    first,
    hoisted: whole && first >= 0 ? html.slice(0, html.indexOf(`<${MARK}>`)) : '',
  };
}
