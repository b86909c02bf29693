/**
 * The app state the client shows, as an external store for
 * useSyncExternalStore: the router writes it, the root component reads it.
 * @module
 */
import type { AppState, PageState } from '../content/page-state';

type Listener = () => void;

let state: AppState;
const listeners = new Set<Listener>();

export const pageStore = {
  init(initial: AppState): void {
    state = initial;
  },
  get(): AppState {
    return state;
  },
  setPage(page: PageState): void {
    state = { ...state, page };
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
