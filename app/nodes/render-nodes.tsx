/**
 * Renders a slot: each node as the markup it was drawn as (the render kit's
 * `drawnNode`), an island, or its type's renderer; a node of a type no
 * renderer knows (content newer than the code) is skipped with a warning,
 * never fatal. Where renderers run (the worker; the client once idle), each
 * node is guarded and the slot carries the renderers' contexts
 * (slot-parts.tsx); hydrating drawn markup needs neither.
 * @module
 */
import { createElement, type ReactNode } from 'react';
import type { ContentNode, NodeType } from '../../contract/nodes';
import { drawnElement, Island, type NodeComponent, type RenderKit, useRenderKit } from '../render/render-kit';
import { hiddenNode } from './hidden-node';
import { ISLAND_TYPES } from './island-types';
import { LeadNodeContext } from './parts/lead';

/** Node types that render the page's `<h1>` themselves when they lead the main slot. */
export const TITLE_NODE_TYPES: ReadonlySet<string> = new Set<NodeType>(['hero', 'article-header', 'job-detail']);

export interface RenderNodesProps {
  nodes: ContentNode[];
  /** Whether the first node leads the page (`<h1>`, eager images). True for the main slot. */
  lead?: boolean;
  /** A draft shown to its editor: what readers will not see is shown under a marker (hidden-node.tsx). */
  preview?: boolean;
}

export function RenderNodes({ nodes, lead = true, preview = false }: RenderNodesProps) {
  const kit = useRenderKit();
  return slotElement(
    kit,
    nodes,
    lead,
    nodes.map((node, index) => nodeElement(kit, node, index, preview)),
  );
}

/**
 * The nodes of a slot in their slot's contexts (lead node, image plan,
 * outline), each inside its own `mark` element so the worker can cut one
 * render into each node's markup (worker/render/drawn-nodes.ts); nodes `draw`
 * refuses render nothing.
 */
export function MarkedNodes({ nodes, lead = true, mark, draw }: RenderNodesProps & { mark: string; draw: (node: ContentNode) => boolean }) {
  const kit = useRenderKit();
  return slotElement(
    kit,
    nodes,
    lead,
    nodes.map((node, index) => createElement(mark, { key: index }, draw(node) ? nodeElement(kit, node, index) : null)),
  );
}

/** The component for a node: an island, its type's renderer, or undefined (not drawn). */
function componentFor(kit: RenderKit, node: unknown): NodeComponent | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const type = (node as { type?: unknown }).type;
  if (typeof type !== 'string') return undefined;
  return ISLAND_TYPES.has(type) ? Island : (kit.renderers[type as NodeType] as NodeComponent | undefined);
}

function nodeElement(kit: RenderKit, node: ContentNode | undefined, index: number, preview = false): ReactNode {
  // Markup drawn earlier (by the worker, or adopted from the server's document) cannot throw and reads no
  // context: it is one element, with no guard or component around it.
  const markup = typeof node === 'object' && node !== null ? kit.drawnNode(node) : undefined;
  if (markup) return drawnElement(kit, markup, index);
  const Renderer = componentFor(kit, node);
  if (!Renderer) {
    console.warn(`RenderNodes: skipped a node of unknown type "${String((node as { type?: unknown } | null)?.type).slice(0, 64)}"`);
    return null;
  }
  const element = kit.slotParts ? kit.slotParts.node(node!, index, Renderer) : <Renderer key={index} node={node!} />;
  // Hidden at some widths, or (in a preview) from every reader: one element around it, drawn with it.
  return node!.hiddenOn || node!.hiddenFromReaders ? hiddenNode(node!, element, index, preview) : element;
}

function slotElement(kit: RenderKit, nodes: ContentNode[], lead: boolean, rendered: ReactNode[]) {
  return (
    <LeadNodeContext.Provider value={lead ? (nodes[0] ?? null) : null}>
      {kit.slotParts ? kit.slotParts.wrap(nodes, lead, rendered) : rendered}
    </LeadNodeContext.Provider>
  );
}
