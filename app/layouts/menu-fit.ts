/**
 * How many of the header's menu items fit beside each other in the navigation's width, the rest going behind
 * the menu button (a "priority+" menu): the widths come from a hidden copy of the items (site-header.tsx), so
 * an item that is hidden can still be measured, and the count is worked out again whenever the navigation's
 * width or the items' widths change (a resize, a font arriving).
 * @module
 */

export interface MenuWidths {
  /** Each item's width, in menu order. */
  items: readonly number[];
  /** The space between two items, and between the last item shown and the button. */
  gap: number;
  /** The menu button's width. */
  button: number;
  /** The navigation's width. */
  available: number;
}

/** The number of leading items that fit: all of them when they fit without the button, else as many as fit beside it. */
export function fittingItems({ items, gap, button, available }: MenuWidths): number {
  // Half a pixel for sub-pixel rounding: an item that would fit to the last fraction of a pixel still moves.
  const room = available - 0.5;
  let used = 0;
  let fit = 0;
  for (const width of items) {
    used += (fit > 0 ? gap : 0) + width;
    if (used > room) break;
    fit++;
  }
  if (fit === items.length) return fit;
  used = button;
  let beside = 0;
  for (const width of items) {
    used += width + gap;
    if (used > room) break;
    beside++;
  }
  return beside;
}

interface Measurable {
  getBoundingClientRect(): { readonly width: number };
}

export interface MeasureParts {
  /** The navigation, whose width the items share. */
  nav: Measurable;
  /** The hidden copy's items, then the copy of the button (the copy's last child). */
  copy: { readonly children: ArrayLike<Measurable> };
  gap: number;
}

/** The count for the page as laid out now. */
export function measuredFit({ nav, copy, gap }: MeasureParts): number {
  const widths = Array.from(copy.children, (child) => child.getBoundingClientRect().width);
  const button = widths.pop() ?? 0;
  return fittingItems({ items: widths, gap, button, available: nav.getBoundingClientRect().width });
}
