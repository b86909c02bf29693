/**
 * Anchor scrolling: after 1 second, to 132 px above the target, whether the
 * hash comes from a link on the page or from a navigation. Activating an
 * in-page link also moves focus to the target, as the browser's own fragment
 * navigation would, so the next Tab continues there.
 *
 * The skip link is the exception: it is a keyboard shortcut to the main
 * landmark, not content that may still be arriving, so it acts at once and
 * a Tab pressed right after it already lands inside main.
 * @module
 */
import { MAIN_ID } from '../../contract/dom-ids';

export const ANCHOR_DELAY_MS = 1_000;
export const ANCHOR_OFFSET_PX = 132;

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Focus without a second scroll; a target that cannot take focus gets `tabindex="-1"` first. */
function focusTarget(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export interface AnchorOptions {
  /** Move focus to the target (an activated link, a navigation); not on a page load or history step. */
  focus?: boolean;
}

/** A link to the main landmark (the skip link): scrolled to and focused at once, without the delay. */
function isSkipTarget(hash: string): boolean {
  return hash === `#${MAIN_ID}`;
}

export function scrollToAnchor(hash: string, options: AnchorOptions = {}): void {
  clearTimeout(timer);
  const raw = hash.replace(/^#/, '');
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape (`#%`) is matched as written.
  }
  if (!id) return;
  const scroll = () => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    if (options.focus) focusTarget(target);
  };
  if (options.focus && isSkipTarget(hash)) scroll();
  else timer = setTimeout(scroll, ANCHOR_DELAY_MS);
}
