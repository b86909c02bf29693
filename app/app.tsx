/**
 * The React app: the layout the route asks for around the generic page view,
 * or the error page. Both views are passed in because the client loads them
 * on demand (chunks of their own) while the worker imports them directly.
 * @module
 */
import type { ComponentType } from 'react';
import type { ClientState, ContentPage, ErrorPage } from '../contract/page-state';
import { DefaultLayout } from './layouts/default-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { navPath } from './layouts/nav-state';

export interface AppProps {
  /** The worker's `AppState` or the client's state: the layouts need only the frame's basics. */
  state: ClientState;
  PageView: ComponentType<{ page: ContentPage }>;
  ErrorView: ComponentType<{ page: ErrorPage }>;
}

export function App({ state, PageView, ErrorView }: AppProps) {
  const { page, site } = state;
  const minimal = page.kind === 'content' && page.route.meta.layout === 'minimal';
  const Layout = minimal ? MinimalLayout : DefaultLayout;
  return (
    <Layout site={site} path={navPath(page)}>
      {page.kind === 'content' ? <PageView page={page} /> : <ErrorView page={page} />}
    </Layout>
  );
}
