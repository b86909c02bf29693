/**
 * The state a page embeds for hydration: nothing the document already holds.
 * Every node the page drew goes as its type only, and the client adopts its
 * element from the HTML; islands (nodes with behaviour) go whole, because
 * their renderers hydrate. Of the site frame only the basics go (name,
 * origin, the header's links, which the client renders): the footer's
 * settings and menus are in the footer, which the client adopts. Client
 * navigation (`/__data`) still carries full pages and the whole frame.
 * @module
 */

import { ISLAND_TYPES } from '../../app/nodes/island-types';
import type { Renderers } from '../../app/render/render-kit';
import type { Slots } from '../../contract/nodes';
import type { AppState, FrameBasics, HydrationNode, HydrationState } from '../../contract/page-state';
import type { HeldBytes, HtmlPart } from './html-parts';
import { safeJson } from './serialize';

/** A node as the page sends it: an island whole; a node the page drew (it has a renderer) as its type only. */
function forHydration(node: { type: string }, renderers: Partial<Renderers>): HydrationNode {
  if (ISLAND_TYPES.has(node.type)) return node as HydrationNode;
  return Object.hasOwn(renderers, node.type) ? { type: node.type, drawn: true } : { type: node.type };
}

/** A page's slots as it sends them. */
function slotsForHydration(slots: Slots, renderers: Partial<Renderers>): Record<string, HydrationNode[]> {
  const sent: Record<string, HydrationNode[]> = {};
  for (const [name, nodes] of Object.entries(slots)) sent[name] = nodes.map((node) => forHydration(node, renderers));
  return sent;
}

/** `renderers`: those the page was rendered with (the render kit's). */
export function hydrationState(state: AppState, renderers: Partial<Renderers>): HydrationState {
  const { page, site } = state;
  const basics: FrameBasics = { name: site.name, origin: site.origin, menus: { header: site.menus.header } };
  if (page.kind !== 'content') return { buildId: state.buildId, site: basics, page };
  return { buildId: state.buildId, site: basics, page: { ...page, slots: slotsForHydration(page.slots, renderers) } };
}

/** An object's JSON, as `safeJson` writes it, each field's value written by `field`. */
function objectParts(value: object, field: (key: string, value: unknown) => HtmlPart[]): HtmlPart[] {
  const parts: HtmlPart[] = ['{'];
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    // Keys are this state's own field names: plain identifiers, their JSON is themselves in quotes.
    parts.push(`${parts.length > 1 ? ',' : ''}"${key}":`, ...field(key, entry));
  }
  parts.push('}');
  return parts;
}

/**
 * The hydration state as script-safe JSON (serialize.ts `safeJson`), in
 * parts: what `hydrationState` gives, written so. The header's links, the
 * page's route entry and its slots are the same objects on every request
 * while they are cached, so their JSON (the slots as the page sends them) is
 * written and encoded once (`held`: the renderer's).
 */
export function hydrationStateWriter(held: HeldBytes): (state: AppState, renderers: Partial<Renderers>) => HtmlPart[] {
  const siteFields = (key: string, value: unknown): HtmlPart[] =>
    key === 'menus' ? objectParts(value as object, (_, links) => [held(links as object, () => safeJson(links))]) : [safeJson(value)];
  return (state, renderers) => {
    const { page } = state;
    const sent = hydrationState(state, renderers);
    return objectParts(sent, (key, value) => {
      if (key === 'site') return objectParts(value as object, siteFields);
      if (key !== 'page' || page.kind !== 'content') return [safeJson(value)];
      return objectParts(value as object, (field, entry) => {
        if (field === 'route') return [held(page.route, () => safeJson(page.route))];
        // Held by the page's own slots (the cached object), not by this request's copy as sent.
        if (field === 'slots') return [held(page.slots, () => safeJson(entry))];
        return [safeJson(entry)];
      });
    });
  };
}
