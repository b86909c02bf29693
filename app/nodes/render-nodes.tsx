/**
 * Renders a slot: each node through the component node-registry.tsx gives
 * it (the renderer of its type, or while hydrating the server's own markup);
 * a node of a type no renderer knows (content newer than the code) is skipped
 * with a warning, never fatal. Where renderers run (the worker; the client
 * once idle), each node is guarded and the slot carries the renderers'
 * contexts (slot-parts.tsx); hydrating adopted markup needs neither.
 * @module
 */
import { createElement, type ReactNode } from 'react';
import type { ContentNode, NodeType } from '../../contract/nodes';
import { adoptedElement, componentFor, drawnMarkupOf } from './node-registry';
import { LeadNodeContext } from './parts/lead';
import type { SLOT_PARTS } from './slot-parts';

/** Node types that render the page's `<h1>` themselves when they lead the main slot. */
export const TITLE_NODE_TYPES: ReadonlySet<string> = new Set<NodeType>(['hero', 'article-header', 'job-detail']);

let parts: typeof SLOT_PARTS | undefined;

/** Registered with the renderers (renderers.ts). */
export function setSlotParts(registered: typeof SLOT_PARTS): void {
  parts = registered;
}

export interface RenderNodesProps {
  nodes: ContentNode[];
  /** Whether the first node leads the page (`<h1>`, eager images). True for the main slot. */
  lead?: boolean;
}

export function RenderNodes({ nodes, lead = true }: RenderNodesProps) {
  return slotElement(nodes, lead, nodes.map(nodeElement));
}

/**
 * The nodes of a slot in their slot's contexts (lead node, image plan,
 * outline), each inside its own `mark` element so the worker can cut one
 * render into each node's markup (worker/render/drawn-nodes.ts); nodes `draw`
 * refuses render nothing.
 */
export function MarkedNodes({ nodes, lead = true, mark, draw }: RenderNodesProps & { mark: string; draw: (node: ContentNode) => boolean }) {
  return slotElement(
    nodes,
    lead,
    nodes.map((node, index) => createElement(mark, { key: index }, draw(node) ? nodeElement(node, index) : null)),
  );
}

function nodeElement(node: ContentNode | undefined, index: number): ReactNode {
  // Markup drawn earlier (by the worker, or adopted from the server's document) cannot throw and reads no
  // context: it is one element, with no guard or component around it.
  const markup = drawnMarkupOf(node);
  if (markup) return adoptedElement(markup, index);
  const Renderer = componentFor(node);
  if (!Renderer) {
    console.warn(`RenderNodes: skipped a node of unknown type "${String((node as { type?: unknown } | null)?.type).slice(0, 64)}"`);
    return null;
  }
  return parts ? parts.node(node!, index, Renderer) : <Renderer key={index} node={node!} />;
}

function slotElement(nodes: ContentNode[], lead: boolean, rendered: ReactNode[]) {
  return (
    <LeadNodeContext.Provider value={lead ? (nodes[0] ?? null) : null}>
      {parts ? parts.wrap(nodes, lead, rendered) : rendered}
    </LeadNodeContext.Provider>
  );
}
