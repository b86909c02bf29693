/**
 * Tolerant node parsing: each node is validated on its own, and unknown or
 * malformed nodes are skipped and reported, never fatal (issue: content contract).
 * @module
 */
import { type ContentNode, NodePlacementSchema, NodeSchema, type Slots } from '../../contract/nodes';

export interface SkippedNode {
  slot: string;
  index: number;
  type: string;
  reason: string;
}

export function parseSlots(raw: Record<string, unknown[]>): { slots: Slots; skipped: SkippedNode[] } {
  const slots: Slots = {};
  const skipped: SkippedNode[] = [];
  for (const [slot, list] of Object.entries(raw)) {
    const nodes: ContentNode[] = [];
    list.forEach((candidate, index) => {
      const result = NodeSchema.safeParse(candidate);
      if (result.success) {
        nodes.push(withPlacement(result.data, candidate));
        return;
      }
      const type =
        typeof candidate === 'object' && candidate && 'type' in candidate
          ? String((candidate as { type: unknown }).type).slice(0, 64)
          : 'unknown';
      const issue = result.error.issues[0];
      skipped.push({ slot, index, type, reason: issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid' });
    });
    slots[slot] = nodes;
  }
  return { slots, skipped };
}

/** The node with what the CMS says of its place (NodePlacementSchema), where it says anything. */
function withPlacement(node: ContentNode, candidate: unknown): ContentNode {
  const placement = NodePlacementSchema.parse(candidate);
  for (const [key, value] of Object.entries(placement)) if (value !== undefined) (node as Record<string, unknown>)[key] = value;
  return node;
}
