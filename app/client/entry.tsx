/**
 * Client entry: restores the reader's scroll position (a reload or a history
 * step into this document), hydrates the server-rendered page, marks the
 * document hydrated, then, when the browser is idle, loads the rest of the
 * client (after-hydration.ts: router, preloads, build freshness, every renderer).
 *
 * The first load carries only what hydration needs: React, the layout and
 * the page view (part of the entry: every content page hydrates it). Nodes,
 * the page top, the footer and error pages are adopted from the server's
 * markup into the page's render kit (adopt-page.ts), as the icons are, so the
 * page state leaves nodes out; islands (nodes with behaviour) hydrate in
 * their own Suspense boundaries as soon as their chunks, requested here
 * before hydrating, arrive. If the document does not match its state, the
 * full page data is fetched and the page hydrates from it.
 * @module
 */
import '../styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { APP_ROOT_ID, MAIN_ID, STATE_ELEMENT_ID } from '../../contract/dom-ids';
import type { ClientState, HydrationState, PageState } from '../../contract/page-state';
import { adoptIcons } from '../icons/load-icon';
import { PageView } from '../pages/page-view';
import type { RenderKit } from '../render/render-kit';
import { adoptDocument, frameKit, pageIslands } from './adopt-page';
import { loadIsland } from './islands';
import { pageStore } from './page-store';
import { reloadOnce } from './reload-guard';
import { Root } from './root';
import { restoreScroll, startScrollMemory } from './scroll-memory';

declare const __MASTHEAD_RELEASE__: string;

type AfterHydration = typeof import('./after-hydration');

/**
 * The page to hydrate and its render kit: what the server drew adopted from the document, islands loading; or,
 * when the document does not match, the full page and every renderer.
 */
async function hydratablePage(sent: HydrationState, container: Element): Promise<{ page: PageState; kit: RenderKit }> {
  const frame = frameKit(container);
  const adopted = adoptDocument(sent, frame, document.getElementById(MAIN_ID));
  if (adopted) {
    // Islands hydrate when their chunks arrive; start loading them now.
    if (sent.page.kind === 'content') for (const type of pageIslands(sent.page)) loadIsland(type).catch(() => undefined);
    return adopted;
  }
  console.warn('[masthead] the page does not match its state; hydrating from the full page data');
  return (await import('./full-page')).fullPage(frame, sent.buildId);
}

/** Runs `task` when the browser is idle (at the latest after 2 s). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

async function start(): Promise<void> {
  document.documentElement.dataset.release = __MASTHEAD_RELEASE__;
  // A reload or a history step into this document: back to the saved position now, on the server's complete
  // layout, not once the router has loaded (on a slow network that takes seconds, and the reader starts at the top).
  const restoring = startScrollMemory();
  if (restoring !== null) restoreScroll(restoring);
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const container = document.getElementById(APP_ROOT_ID);
  if (!stateElement?.textContent || !container) return;
  const sent = JSON.parse(stateElement.textContent) as HydrationState;
  // The icons the server drew are taken from its markup: no icon chunk is fetched to hydrate.
  adoptIcons([...document.querySelectorAll('svg[data-icon]')].map((svg) => [svg.getAttribute('data-icon') ?? '', svg.innerHTML]));
  let state: ClientState;
  let kit: RenderKit;
  try {
    const hydrated = await hydratablePage(sent, container);
    state = { buildId: sent.buildId, site: sent.site, page: hydrated.page };
    kit = hydrated.kit;
  } catch (error) {
    // A chunk of this build is missing (a deploy replaced it): reload once, within the guard.
    console.error('[masthead] could not start:', error);
    reloadOnce('a chunk failed to load before hydration');
    return;
  }
  pageStore.init(state, kit);

  let after: AfterHydration | undefined;
  let loading = false;
  const onCommit = () => {
    // The first commit is the end of hydration: tests and tools wait for this attribute.
    document.documentElement.dataset.hydrated = 'true';
    if (after) return after.afterCommit(container);
    if (loading) return;
    loading = true;
    whenIdle(() => {
      import('./after-hydration').then(
        async (module) => {
          after = module;
          await module.start(state.buildId, container, restoring !== null, kit);
        },
        (error: unknown) => {
          console.error('[masthead] could not load the client router:', error);
          reloadOnce('a chunk failed to load after hydration');
        },
      );
    });
  };
  hydrateRoot(container, <Root PageView={PageView} onCommit={onCommit} />, {
    onRecoverableError(error) {
      console.error('[masthead] hydration recovered from an error:', error);
    },
  });
}

void start();
