/**
 * Renders a slot: each node through the component node-registry.tsx gives
 * it (the renderer of its type, or while hydrating the server's own markup);
 * a node of a type no renderer knows (content newer than the code) is skipped
 * with a warning, never fatal. A renderer that throws costs only its own node
 * (node-guard.tsx).
 * @module
 */
import type { ContentNode, NodeType } from '../content/nodes';
import { NodeGuard, type NodeRenderer } from './node-guard';
import { componentFor } from './node-registry';
import { imagePlan, ImagePlanContext, NO_PLAN } from './parts/image-plan';
import { LeadNodeContext } from './parts/lead';
import { OutlineContext, orphanSubheadings } from './parts/outline';

/** Node types that render the page's `<h1>` themselves when they lead the main slot. */
export const TITLE_NODE_TYPES: ReadonlySet<string> = new Set<NodeType>(['hero', 'article-header', 'job-detail']);

export interface RenderNodesProps {
  nodes: ContentNode[];
  /** Whether the first node leads the page (`<h1>`, eager images). True for the main slot. */
  lead?: boolean;
}

export function RenderNodes({ nodes, lead = true }: RenderNodesProps) {
  const rendered = nodes.map((node, index) => {
    const Renderer = componentFor(node);
    if (!Renderer) {
      console.warn(`RenderNodes: skipped a node of unknown type "${String((node as { type?: unknown } | null)?.type).slice(0, 64)}"`);
      return null;
    }
    // Keyed by type too: the guard calls the renderer itself, so a node of another type must remount.
    return <NodeGuard key={`${index}:${node.type}`} node={node} index={index} render={Renderer as NodeRenderer} />;
  });
  return (
    <LeadNodeContext.Provider value={lead ? (nodes[0] ?? null) : null}>
      <ImagePlanContext.Provider value={lead ? imagePlan(nodes) : NO_PLAN}>
        <OutlineContext.Provider value={orphanSubheadings(nodes, lead)}>{rendered}</OutlineContext.Provider>
      </ImagePlanContext.Provider>
    </LeadNodeContext.Provider>
  );
}
