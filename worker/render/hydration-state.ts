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
import { type HtmlPart, heldBytes } from './html-parts';
import { safeJson } from './serialize';

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

/** An object's JSON, as `safeJson` writes it, with the named fields' JSON encoded once per object (html-parts.ts). */
function objectParts(value: object, held: ReadonlySet<string>): HtmlPart[] {
  const parts: HtmlPart[] = ['{'];
  let first = true;
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    // Keys are this state's own field names: plain identifiers, their JSON is themselves in quotes.
    parts.push(`${first ? '' : ','}"${key}":`);
    parts.push(held.has(key) && typeof field === 'object' && field !== null ? heldBytes(field, () => safeJson(field)) : safeJson(field));
    first = false;
  }
  parts.push('}');
  return parts;
}

const SITE_HELD: ReadonlySet<string> = new Set(['settings', 'menus']);
const PAGE_HELD: ReadonlySet<string> = new Set(['route']);
const NONE: ReadonlySet<string> = new Set();

/**
 * The hydration state as script-safe JSON (serialize.ts `safeJson`), in
 * parts. The site's settings and menus and the page's route entry are the
 * same objects on every request while they are cached, so their JSON is
 * written and encoded once.
 */
export function hydrationStateParts(state: AppState): HtmlPart[] {
  const sent = hydrationState(state);
  const parts: HtmlPart[] = ['{'];
  let first = true;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    parts.push(`${first ? '' : ','}"${key}":`);
    if (key === 'site') parts.push(...objectParts(value as object, SITE_HELD));
    else if (key === 'page') parts.push(...objectParts(value as object, sent.page.kind === 'content' ? PAGE_HELD : NONE));
    else parts.push(safeJson(value));
    first = false;
  }
  parts.push('}');
  return parts;
}
