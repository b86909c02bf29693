/**
 * Where the page view puts each slot, once for everyone who needs it: the
 * page view renders the slots into these containers (page-view.tsx), the
 * worker draws each slot's nodes once with its `lead` (worker/render/drawn-nodes.ts),
 * and the client pairs drawn nodes with the container's children when it
 * adopts the server's markup (app/client/adopt-page.ts).
 * @module
 */

export interface SlotPlace {
  slot: string;
  /** Whether the slot's first node leads the page (`<h1>`, eager images). */
  lead: boolean;
  /** The class of the element whose children are the slot's nodes, one element each. */
  flowClass: string;
  /** That element, found inside `<main>`. */
  selector: string;
}

export const SLOT_LAYOUT: readonly SlotPlace[] = [
  { slot: 'main', lead: true, flowClass: 'page-flow', selector: '.page-flow:not(.page-flow--aside)' },
  { slot: 'aside', lead: false, flowClass: 'page-flow page-flow--aside', selector: '.page-flow--aside' },
];

/** The place of a slot the page view shows. */
export function slotPlace(slot: 'main' | 'aside'): SlotPlace {
  return SLOT_LAYOUT.find((place) => place.slot === slot)!;
}
