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
import { preloadIcons } from '../icons/load-icon';
import { loadRouteRules, watchBuilds } from './build-freshness';
import { pageStore } from './page-store';
import { observeLinks, preloadOnIntent } from './preload-links';
import { Root } from './root';
import { afterCommit, startRouter } from './router';

async function start(): Promise<void> {
  const stateElement = document.getElementById('__MASTHEAD_STATE__');
  const container = document.getElementById('app');
  if (!stateElement?.textContent || !container) return;
  const state = JSON.parse(stateElement.textContent) as AppState;
  pageStore.init(state);

  const iconNames = [...document.querySelectorAll('svg[data-icon]')].map((svg) => svg.getAttribute('data-icon') ?? '');
  const [{ PageView }, rules] = await Promise.all([
    import('../pages/page-view'),
    loadRouteRules(state.buildId),
    preloadIcons(iconNames),
  ]);

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
  watchBuilds(state.buildId);
}

void start();
