/**
 * What the client shows, as an external store for useSyncExternalStore: the
 * app state and the render kit it is drawn with (the hydrated page's, adopted
 * from the document; then the router's, with every renderer). The router
 * writes it, the root component reads it.
 * @module
 */
import type { ClientState, FrameBasics, PageState } from '../../contract/page-state';
import type { RenderKit } from '../render/render-kit';

type Listener = () => void;

export interface Shown {
  state: ClientState;
  kit: RenderKit;
}

let shown: Shown;
const listeners = new Set<Listener>();

export const pageStore = {
  init(state: ClientState, kit: RenderKit): void {
    shown = { state, kit };
  },
  get(): Shown {
    return shown;
  },
  /** A navigation's page, with the whole site frame when its answer brought one, drawn with `kit`. */
  setPage(page: PageState, kit: RenderKit, site: FrameBasics = shown.state.site): void {
    shown = { state: { ...shown.state, site, page }, kit };
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
