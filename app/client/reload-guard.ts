/**
 * Reloads the page at most once in 10 seconds. The time of the
 * last reload is kept in sessionStorage so the guard survives the reload.
 * @module
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'masthead:last-reload';

export function reloadOnce(reason: string, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? '0');
  } catch {
    // Storage blocked: reload anyway; the browser's own loop protection remains.
  }
  if (now - last < RELOAD_GUARD_MS) {
    console.info(`[masthead] reload skipped (${reason}): last reload ${now - last} ms ago`);
    return false;
  }
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    /* see above */
  }
  console.info(`[masthead] reloading: ${reason}`);
  location.reload();
  return true;
}
