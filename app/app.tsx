/**
 * The React app: the layout the route asks for around the page view, or the
 * error view, with the render kit that says what draws each part
 * (render/render-kit.tsx). The page view is passed in: the client wraps it in
 * an error boundary, the worker does not.
 * @module
 */
import type { ComponentType } from 'react';
import type { ClientState, ContentPage } from '../contract/page-state';
import { DefaultLayout } from './layouts/default-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { navPath } from './layouts/nav-state';
import { Part, type RenderKit, RenderKitProvider } from './render/render-kit';

export interface AppProps {
  /** The worker's `AppState` or the client's state: the layouts need only the frame's basics. */
  state: ClientState;
  kit: RenderKit;
  PageView: ComponentType<{ page: ContentPage }>;
}

/** Whether a page is shown in the minimal layout (slim header and footer); error pages take the default. */
export function usesMinimalLayout(page: ClientState['page']): boolean {
  return page.kind === 'content' && page.route.meta.layout === 'minimal';
}

export function App({ state, kit, PageView }: AppProps) {
  const { page, site } = state;
  const Layout = usesMinimalLayout(page) ? MinimalLayout : DefaultLayout;
  return (
    <RenderKitProvider kit={kit}>
      <Layout site={site} path={navPath(page)} address={page.path}>
        {page.kind === 'content' ? <PageView page={page} /> : <Part part="errorView" page={page} />}
      </Layout>
    </RenderKitProvider>
  );
}
