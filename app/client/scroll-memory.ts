/**
 * Scroll positions kept per history entry (`history.state.scrollY`), so a
 * reader comes back to where they were: after back and forward between
 * client-side pages, and after a reload (F5, or the reload on a new build).
 * The browser's own restoration is off (`manual`) because it would scroll
 * before the router has drawn the page of the entry.
 *
 * A restore waits until the page is tall enough to reach the position (a long
 * page may still be growing as images and fonts arrive) and holds it while the
 * layout settles (the header folds its menu after hydration); it gives up
 * after 5 s, and stops at once when the reader scrolls, clicks or types.
 *
 * The first page's position is restored by the entry, before hydrating (the
 * server's document is complete by then): on a slow network the router
 * arrives seconds later, and restoring then would move a reader who had
 * already started reading at the top.
 * @module
 */
const SAVE_DELAY_MS = 100;
const RESTORE_TIMEOUT_MS = 5_000;
/** The position is kept through layout changes until none has happened for this long. */
const SETTLE_MS = 400;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let finishRestore: (() => void) | null = null;
/** Set between a history step and the drawing of its page: the position on screen is the old page's. */
let held = false;

/** The position saved in a history entry's state, if any. */
export function savedScrollY(state: unknown): number | null {
  const y = (state as { scrollY?: unknown } | null)?.scrollY;
  return typeof y === 'number' && Number.isFinite(y) && y >= 0 ? y : null;
}

/** Records the current position in the current entry (not while a restore is under way). */
export function saveScroll(): void {
  clearTimeout(saveTimer);
  if (finishRestore || held) return;
  history.replaceState({ ...(history.state as object | null), scrollY: Math.round(window.scrollY) }, '');
}

/**
 * A history step began: drop a save that was waiting (it belongs to the entry
 * just left) and save nothing until the entry's page is drawn.
 */
export function holdSaves(): void {
  clearTimeout(saveTimer);
  held = true;
}

export function cancelRestore(): void {
  held = false;
  finishRestore?.();
}

/** Scrolls to `y` now, and again as the page grows, until it is reached. */
export function restoreScroll(y: number): void {
  cancelRestore();
  const root = document.documentElement;
  const observer = new ResizeObserver(() => attempt());
  const giveUp = setTimeout(() => finish(), RESTORE_TIMEOUT_MS);
  let settled: ReturnType<typeof setTimeout> | undefined;
  const onInput = () => finish();
  function finish(): void {
    if (finishRestore !== finish) return;
    finishRestore = null;
    observer.disconnect();
    clearTimeout(giveUp);
    clearTimeout(settled);
    for (const type of READER_INPUT) window.removeEventListener(type, onInput);
    saveScroll();
  }
  function attempt(): void {
    window.scrollTo(0, y);
    clearTimeout(settled);
    if (root.scrollHeight - window.innerHeight >= y - 1) settled = setTimeout(finish, SETTLE_MS);
  }
  finishRestore = finish;
  for (const type of READER_INPUT) window.addEventListener(type, onInput, { passive: true });
  observer.observe(document.body);
  attempt();
}

/** How this document was loaded: a reload or a history step brings a saved position with it. */
function loadedFromHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Starts keeping positions. Returns the position to restore when this
 * document was loaded by a reload or a history step, else null. The caller
 * restores it at once: the restore holds the position through hydration's
 * layout changes (the header folds its menu).
 */
export function startScrollMemory(): number | null {
  history.scrollRestoration = 'manual';
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(saveScroll, SAVE_DELAY_MS);
    },
    { passive: true },
  );
  // A reload (F5, a new build) or leaving the page: the latest position, not the last debounced one. Chromium
  // (156) drops a history-state write made in `pagehide` when the page reloads itself; `beforeunload` comes
  // before the navigation and keeps it (it does not stop the back/forward cache), `pagehide` covers the rest.
  window.addEventListener('beforeunload', saveScroll);
  window.addEventListener('pagehide', saveScroll);
  const saved = savedScrollY(history.state);
  if (saved !== null && saved > 0 && loadedFromHistory()) {
    // Saved by nothing until then: the entry keeps the position to restore.
    held = true;
    return saved;
  }
  saveScroll();
  return null;
}
