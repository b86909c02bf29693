/**
 * Keeps the page outline from skipping a level: a level-3 heading node that
 * no h2 precedes in its slot (it would follow the page's h1 directly) is
 * drawn as an h2. RenderNodes works out which nodes those are.
 * @module
 */
import { createContext, useContext } from 'react';
import type { ContentNode } from '../../../contract/nodes';

/** Node types that always draw an h2 of their own (when they do not lead the page). */
const ALWAYS_H2 = new Set(['heading', 'brand-facts', 'cta', 'job-detail', 'hero', 'article-header']);

function drawsH2(node: ContentNode, leads: boolean): boolean {
  if (ALWAYS_H2.has(node.type)) return !leads || node.type === 'job-detail';
  if ('heading' in node && typeof node.heading === 'string' && node.heading) return true;
  return 'html' in node && typeof node.html === 'string' && /<h2\b/.test(node.html);
}

/** The level-3 heading nodes of a slot that come before any h2. */
export function orphanSubheadings(nodes: ContentNode[], lead: boolean): Set<ContentNode> {
  const orphans = new Set<ContentNode>();
  let open = false;
  nodes.forEach((node, index) => {
    if (!node || typeof node !== 'object') return;
    if (!open && node.type === 'heading' && node.level === 3) orphans.add(node);
    else if (drawsH2(node, lead && index === 0)) open = true;
  });
  return orphans;
}

export const OutlineContext = createContext<ReadonlySet<ContentNode>>(new Set());

export function useStepsUp(node: ContentNode): boolean {
  return useContext(OutlineContext).has(node);
}
