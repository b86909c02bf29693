/**
 * The client's root: the app, re-rendered from the page store. After each
 * commit the router is told so it can update the head, scroll and focus.
 * @module
 */
import { useLayoutEffect, useSyncExternalStore, type ComponentType } from 'react';
import { App } from '../app';
import type { ContentPage } from '../content/page-state';
import { ErrorViewSlot } from './error-view';
import { pageStore } from './page-store';

export function Root({ PageView, onCommit }: { PageView: ComponentType<{ page: ContentPage }>; onCommit: () => void }) {
  const state = useSyncExternalStore(pageStore.subscribe, pageStore.get, pageStore.get);
  useLayoutEffect(onCommit, [state, onCommit]);
  return <App state={state} PageView={PageView} ErrorView={ErrorViewSlot} />;
}
