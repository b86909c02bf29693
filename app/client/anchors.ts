/**
 * Anchor scrolling (spec §4, §9): after 1 second, to 132 px above the target,
 * whether the hash comes from a link on the page or from a navigation.
 * @module
 */
export const ANCHOR_DELAY_MS = 1_000;
export const ANCHOR_OFFSET_PX = 132;

let timer: ReturnType<typeof setTimeout> | undefined;

export function scrollToAnchor(hash: string): void {
  clearTimeout(timer);
  const raw = hash.replace(/^#/, '');
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape (`#%`) is matched as written.
  }
  if (!id) return;
  timer = setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  }, ANCHOR_DELAY_MS);
}
