/**
 * The app state the client shows, as an external store for
 * useSyncExternalStore: the router writes it, the root component reads it.
 * @module
 */
import type { ClientState, FrameBasics, PageState } from '../../contract/page-state';

type Listener = () => void;

let state: ClientState;
const listeners = new Set<Listener>();

export const pageStore = {
  init(initial: ClientState): void {
    state = initial;
  },
  get(): ClientState {
    return state;
  },
  /** A navigation's page, with the whole site frame when its answer brought one. */
  setPage(page: PageState, site: FrameBasics = state.site): void {
    state = { ...state, site, page };
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
