/**
 * A published page's drawn content markup, stored in the Cache API beside its
 * nodes (docs/decisions/015-page-data-object.md): an isolate that sees a page
 * first, its data in the Cache API, writes the content from the markup as an
 * isolate that has drawn it writes it (drawn-nodes.ts), not rendering it with
 * the page. It is drawn when the nodes are loaded from the CMS and written in
 * the same object write, with the nodes' store time and tags
 * (cache/object-writes.ts), so a purge that reaches the nodes reaches it, and
 * it is taken only beside the very nodes it was drawn from.
 *
 * Markup depends on the build (the renderers, the icon sprite's address), so
 * its part is named for the build: another build never reads it. What depends
 * on the request is never stored: drafts have no cache, and a jobs list
 * (the day's open roles) renders with the page.
 * @module
 */
import type { AdoptedMarkup } from '../../app/render/markup';
import type { RenderKit } from '../../app/render/render-kit';
import type { Slots } from '../../contract/nodes';
import type { DrawnNodes, SlotDrawing } from './drawn-nodes';

export interface StoredMarkup {
  /** The part of the page's Cache API object it is stored as, named for the build. */
  readonly part: string;
  /** The slots' content drawn for storing, or null when none of it is drawn. */
  draw(slots: Slots): Promise<string | null>;
  /** Stored markup of these slots: their nodes are written from it from now on. False when the text is not stored markup. */
  adopt(slots: Slots, text: string): boolean;
}

/** The part's name for a build: its id and when it was made (a worker-only change makes a new build too). */
export function markupPart(build: { id: string; timestamp: number }): string {
  return `markup/${build.id}-${build.timestamp}`;
}

/**
 * Stored markup of `nodes` (the renderer's drawn nodes) for `build`, drawn with `kit` once `ready` (the icons,
 * which every render needs loaded) resolves.
 */
export function storedMarkup(
  build: { id: string; timestamp: number },
  nodes: DrawnNodes,
  kit: RenderKit,
  ready: () => Promise<void>,
): StoredMarkup {
  return {
    part: markupPart(build),
    async draw(slots) {
      await ready();
      return markupText(nodes.drawApart(slots, kit));
    },
    adopt(slots, text) {
      const drawings = drawingsOf(text);
      if (drawings) nodes.adopt(slots, drawings);
      return drawings !== null;
    },
  };
}

/** A node's markup as stored: tag, props, inner HTML; 0 when it renders with the page. */
type StoredNode = [tag: string, props: Record<string, string | true>, html: string] | 0;
interface StoredSlot {
  n: StoredNode[];
  f: number;
  h: string;
}

/** The drawings as text to store, or null when no node is drawn. */
function markupText(drawings: Readonly<Record<string, SlotDrawing>>): string | null {
  const stored: Record<string, StoredSlot> = {};
  let any = false;
  for (const [slot, drawing] of Object.entries(drawings)) {
    const nodes = drawing.nodes.map(
      (markup): StoredNode => (markup ? [markup.tag, markup.props as Record<string, string | true>, markup.html] : 0),
    );
    any ||= nodes.some((node) => node !== 0);
    stored[slot] = { n: nodes, f: drawing.first, h: drawing.hoisted };
  }
  return any ? JSON.stringify(stored) : null;
}

/** Stored markup read back as drawings, or null when the text is not what `markupText` writes. */
function drawingsOf(text: string): Record<string, SlotDrawing> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const drawings: Record<string, SlotDrawing> = {};
  for (const [slot, value] of Object.entries(stored)) {
    const { n, f, h } = (value ?? {}) as Partial<StoredSlot>;
    if (!Array.isArray(n) || !Number.isSafeInteger(f) || typeof h !== 'string') return null;
    const nodes: (AdoptedMarkup | null)[] = [];
    for (const node of n as unknown[]) {
      if (node === 0) nodes.push(null);
      else if (isStoredNode(node)) nodes.push({ tag: node[0], props: node[1], html: node[2] });
      else return null;
    }
    drawings[slot] = { nodes, first: f!, hoisted: h };
  }
  return drawings;
}

function isStoredNode(node: unknown): node is Exclude<StoredNode, 0> {
  if (!Array.isArray(node) || node.length !== 3) return false;
  const [tag, props, html] = node as unknown[];
  return (
    typeof tag === 'string' &&
    /^[a-z][a-z0-9-]*$/.test(tag) &&
    typeof props === 'object' &&
    props !== null &&
    !Array.isArray(props) &&
    Object.values(props).every((value) => typeof value === 'string' || value === true) &&
    typeof html === 'string'
  );
}
