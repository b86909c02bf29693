/**
 * Islands: the node types with behaviour in the browser (state, effects,
 * event handlers). Their renderers hydrate, so their data travels in the page
 * state and their chunks load before hydration; every other node is adopted
 * from the server's markup. A test checks this list against the renderers'
 * code. Each renderer lives in `app/nodes/{type}.tsx` (the build finds island
 * chunks by that name).
 * @module
 */
import type { NodeType } from '../../contract/nodes';

export const ISLAND_TYPES: ReadonlySet<string> = new Set<NodeType>(['carousel']);
