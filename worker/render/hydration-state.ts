/**
 * The state a page embeds for hydration: nothing the document already holds.
 * Every node the page drew goes as its type only, and the client adopts its
 * element from the HTML; islands (nodes with behaviour) go whole, because
 * their renderers hydrate. Client navigation (`/__data`) still carries full
 * pages.
 * @module
 */
import type { AppState, HydrationNode, HydrationState } from '../../app/content/page-state';
import { ISLAND_TYPES } from '../../app/nodes/island-types';
import { hasRenderer } from '../../app/nodes/node-registry';

function forHydration(node: { type: string }): HydrationNode {
  if (ISLAND_TYPES.has(node.type)) return node as HydrationNode;
  return hasRenderer(node.type) ? { type: node.type, drawn: true } : { type: node.type };
}

export function hydrationState(state: AppState): HydrationState {
  const { page } = state;
  if (page.kind !== 'content') return state as HydrationState;
  const slots: Record<string, HydrationNode[]> = {};
  for (const [name, nodes] of Object.entries(page.slots)) slots[name] = nodes.map(forHydration);
  return { ...state, page: { ...page, slots } };
}
