/**
 * Everything the client does once the page is hydrated, loaded when the
 * browser is idle so none of it weighs on the first load: every renderer
 * (the pages client navigation shows need them: rendered-parts.tsx), build
 * freshness, the route rules and the router, route preloads, the embeds' players. Sets `html[data-ready]`
 * when links navigate on the client.
 * @module
 */

import { iconSpritePath } from '../../contract/routing/build-paths';
import type { RenderKit } from '../render/render-kit';
import { withRenderers } from '../render/rendered-parts';
import { loadRouteRules, watchBuilds } from './build-freshness';
import { playEmbedsOnClick } from './embed-player';
import { observeLinks, preloadOnIntent } from './preload-links';
import { afterCommit as routerAfterCommit, startRouter } from './router';

/**
 * `restoring`: the entry is bringing the reader back to a saved position. `kit`: the hydrated page's; the pages
 * the router shows are drawn with it and every renderer.
 */
export async function start(buildId: string, container: HTMLElement, restoring: boolean, kit: RenderKit): Promise<void> {
  watchBuilds(buildId);
  startRouter(await loadRouteRules(buildId), restoring, withRenderers(kit, iconSpritePath(buildId)));
  preloadOnIntent(container);
  observeLinks(container);
  playEmbedsOnClick(container);
  document.documentElement.dataset.ready = 'true';
}

/** After each later commit (a client navigation): the router's head, scroll and focus, and the new links. */
/** @public (called through the dynamic import in entry.tsx) */
export function afterCommit(container: HTMLElement): void {
  routerAfterCommit();
  observeLinks(container);
}
