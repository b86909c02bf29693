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
import type { AppState, FrameBasics, HydrationNode, HydrationState } from '../../contract/page-state';
import { type HeldBytes, type HtmlPart, joinParts } from './html-parts';
import { safeJson } from './serialize';

/** A node as the page sends it: an island whole; a node the page drew (it has a renderer) as its type only. */
function forHydration(node: { type: string }, renderers: Partial<Renderers>): HydrationNode {
  if (ISLAND_TYPES.has(node.type)) return node as HydrationNode;
  return Object.hasOwn(renderers, node.type) ? { type: node.type, drawn: true } : { type: node.type };
}

/** `renderers`: those the page was rendered with (the render kit's). */
export function hydrationState(state: AppState, renderers: Partial<Renderers>): HydrationState {
  const { page, site } = state;
  const basics: FrameBasics = { name: site.name, origin: site.origin, menus: { header: site.menus.header } };
  if (page.kind !== 'content') return { buildId: state.buildId, site: basics, page };
  const slots: Record<string, HydrationNode[]> = {};
  for (const [name, nodes] of Object.entries(page.slots)) slots[name] = nodes.map((node) => forHydration(node, renderers));
  return { buildId: state.buildId, site: basics, page: { ...page, slots } };
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

/** Fields named in `names` (objects the cache hands out unchanged) as JSON encoded once per object (html-parts.ts). */
function heldFields(names: ReadonlySet<string>, held: HeldBytes) {
  return (key: string, value: unknown): HtmlPart[] => [
    names.has(key) && typeof value === 'object' && value !== null ? held(value, () => safeJson(value)) : safeJson(value),
  ];
}

/** What a public page's state was written from, beside the bytes written: the same objects mean the same state. */
interface HeldState {
  buildId: string;
  name: string;
  origin: string;
  header: object;
  path: string;
  route: object;
  renderers: object;
  /** The parts written at its first use; one run of bytes, joined at its second, from then on. */
  parts: readonly HtmlPart[];
}

/**
 * The hydration state as script-safe JSON (serialize.ts `safeJson`), in
 * parts. The header's links and the page's route entry are the same objects
 * on every request while they are cached, so their JSON is written and
 * encoded once (`held`: the renderer's). So is a public page's whole state,
 * by its slots, while the frame, route and build it was written with are the
 * ones the request holds: the head is held so too (document.ts).
 */
export function hydrationStateWriter(held: HeldBytes): (state: AppState, renderers: Partial<Renderers>) => readonly HtmlPart[] {
  const menuFields = heldFields(new Set(['header']), held);
  const siteFields = (key: string, value: unknown): HtmlPart[] =>
    key === 'menus' ? objectParts(value as object, menuFields) : [safeJson(value)];
  const pageFields = heldFields(new Set(['route']), held);
  const write = (state: AppState, renderers: Partial<Renderers>): HtmlPart[] => {
    const sent = hydrationState(state, renderers);
    return objectParts(sent, (key, value) => {
      if (key === 'site') return objectParts(value as object, siteFields);
      if (key === 'page' && sent.page.kind === 'content') return objectParts(value as object, pageFields);
      return [safeJson(value)];
    });
  };
  const states = new WeakMap<object, HeldState>();
  return (state, renderers) => {
    const { page, site, buildId } = state;
    if (page.kind !== 'content' || page.preview) return write(state, renderers);
    const was = states.get(page.slots);
    if (
      was?.path === page.path &&
      was.route === page.route &&
      was.header === site.menus.header &&
      was.name === site.name &&
      was.origin === site.origin &&
      was.buildId === buildId &&
      was.renderers === renderers
    ) {
      // Joined at the second use: a state sent once (most of the archive) goes straight into the response's buffer.
      if (was.parts.length > 1) was.parts = [joinParts(was.parts)];
      return was.parts;
    }
    const parts = write(state, renderers);
    states.set(page.slots, {
      buildId,
      name: site.name,
      origin: site.origin,
      header: site.menus.header,
      path: page.path,
      route: page.route,
      renderers,
      parts,
    });
    return parts;
  };
}
