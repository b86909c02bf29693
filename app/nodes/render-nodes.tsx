/**
 * Renders a slot: each node through the component node-registry.tsx gives
 * it (the renderer of its type, or while hydrating the server's own markup);
 * a node of a type no renderer knows (content newer than the code) is skipped
 * with a warning, never fatal.
 * @module
 */
import type { ContentNode, NodeType } from '../content/nodes';
import { componentFor } from './node-registry';
import { LeadNodeContext } from './parts/lead';

/** Node types that render the page's `<h1>` themselves when they lead the main slot. */
export const TITLE_NODE_TYPES: ReadonlySet<string> = new Set<NodeType>(['hero', 'article-header', 'job-detail']);

export interface RenderNodesProps {
  nodes: ContentNode[];
  /** Whether the first node leads the page (`<h1>`, eager image). True for the main slot. */
  lead?: boolean;
}

export function RenderNodes({ nodes, lead = true }: RenderNodesProps) {
  return (
    <LeadNodeContext.Provider value={lead ? (nodes[0] ?? null) : null}>
      {nodes.map((node, index) => {
        const Renderer = componentFor(node);
        if (!Renderer) {
          console.warn(`RenderNodes: skipped a node of unknown type "${String((node as { type?: unknown } | null)?.type).slice(0, 64)}"`);
          return null;
        }
        return <Renderer key={index} node={node} />;
      })}
    </LeadNodeContext.Provider>
  );
}
