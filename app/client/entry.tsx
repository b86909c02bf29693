/**
 * Client entry: hydrates the server-rendered page from the state the worker
 * sent, marks the document hydrated, then starts the router, preloads and
 * build freshness. The page view and the icons the page shows are loaded
 * before hydrating so the first client render matches the server's HTML.
 * @module
 */
import '../styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import type { AppState } from '../content/page-state';
import { adoptIcons } from '../icons/load-icon';
import { loadRouteRules, watchBuilds } from './build-freshness';
import { loadErrorView } from './error-view';
import { pageStore } from './page-store';
import { reloadOnce } from './reload-guard';
import { observeLinks, preloadOnIntent } from './preload-links';
import { Root } from './root';
import { afterCommit, startRouter } from './router';

declare const __MASTHEAD_RELEASE__: string;

async function start(): Promise<void> {
  document.documentElement.dataset.release = __MASTHEAD_RELEASE__;
  const stateElement = document.getElementById('__MASTHEAD_STATE__');
  const container = document.getElementById('app');
  if (!stateElement?.textContent || !container) return;
  const state = JSON.parse(stateElement.textContent) as AppState;
  pageStore.init(state);
  // First, so a chunk that fails to load below already triggers the guarded reload.
  watchBuilds(state.buildId);

  // The icons the server drew are taken from its markup: no icon chunk is fetched to hydrate.
  adoptIcons([...document.querySelectorAll('svg[data-icon]')].map((svg) => [svg.getAttribute('data-icon') ?? '', svg.innerHTML]));
  let PageView;
  let rules;
  try {
    [{ PageView }, rules] = await Promise.all([
      import('../pages/page-view'),
      loadRouteRules(state.buildId),
      state.page.kind === 'error' ? loadErrorView() : undefined,
    ]);
  } catch (error) {
    // A chunk of this build is missing (a deploy replaced it): reload once, within the guard.
    console.error('[masthead] could not start:', error);
    reloadOnce('a chunk failed to load before hydration');
    return;
  }

  const onCommit = () => {
    // The first commit is the end of hydration: tests and tools wait for this attribute.
    document.documentElement.dataset.hydrated = 'true';
    afterCommit();
    observeLinks(container);
  };
  hydrateRoot(container, <Root PageView={PageView} onCommit={onCommit} />, {
    onRecoverableError(error) {
      console.error('[masthead] hydration recovered from an error:', error);
    },
  });
  startRouter(rules);
  preloadOnIntent(container);
}

void start();
