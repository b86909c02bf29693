/**
 * Build freshness: the client polls the live build's id (LATEST_BUILD_PATH) and
 * reloads when the build id changes or a chunk fails to load, at most once in
 * 10 seconds (reload-guard.ts). Polling: every 5 minutes, when the tab becomes
 * visible again, and before a navigation (at most every 30 s), so a reader
 * who keeps a tab open for a day still lands on the live build.
 * @module
 */

import { buildMetaPath, LATEST_BUILD_PATH } from '../../contract/routing/build-paths';
import type { LegacyTable } from '../../contract/routing/legacy-rules';
import { reloadOnce } from './reload-guard';

export const BUILD_POLL_MS = 5 * 60_000;
const NAVIGATION_CHECK_MS = 30_000;

let currentId = '';
let lastCheck = 0;
let newerBuild: string | null = null;

async function check(): Promise<void> {
  lastCheck = Date.now();
  try {
    const response = await fetch(`${LATEST_BUILD_PATH}?${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const { id } = (await response.json()) as { id?: string };
    if (id && id !== currentId) {
      newerBuild = id;
      reloadOnce(`build ${id} replaces ${currentId}`);
    }
  } catch {
    // Offline or between deploys: the next check decides.
  }
}

/** True when a newer build is known: the router then navigates with a full page load. */
export async function buildIsStale(): Promise<boolean> {
  if (!newerBuild && Date.now() - lastCheck > NAVIGATION_CHECK_MS) await check();
  return newerBuild !== null;
}

function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

export function watchBuilds(buildId: string): void {
  currentId = buildId;
  lastCheck = Date.now();
  setInterval(() => void check(), BUILD_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce('a chunk failed to preload');
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) {
      event.preventDefault();
      reloadOnce('a chunk failed to load');
    }
  });
}

/** Route rules of this build; a failure is logged and the rules are empty. */
export async function loadRouteRules(buildId: string): Promise<LegacyTable> {
  try {
    const response = await fetch(buildMetaPath(buildId));
    if (!response.ok) throw new Error(`build meta answered ${response.status}`);
    const meta = (await response.json()) as { rules?: { legacy?: LegacyTable } };
    return meta.rules?.legacy ?? {};
  } catch (error) {
    console.error('[masthead] route rules unavailable, using none:', error);
    return {};
  }
}
