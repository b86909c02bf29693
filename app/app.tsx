/**
 * The React app: the layout the route asks for around the generic page view,
 * or the error page. The page view is passed in because the client loads it
 * on demand (a chunk of its own) while the worker imports it directly.
 * @module
 */
import type { ComponentType } from 'react';
import type { AppState, ContentPage } from './content/page-state';
import { DefaultLayout } from './layouts/default-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { ErrorPage } from './pages/error-page';

export interface AppProps {
  state: AppState;
  PageView: ComponentType<{ page: ContentPage }>;
}

export function App({ state, PageView }: AppProps) {
  const { page, site } = state;
  const minimal = page.kind === 'content' && page.route.meta.layout === 'minimal';
  const Layout = minimal ? MinimalLayout : DefaultLayout;
  return (
    <Layout site={site} path={page.path}>
      {page.kind === 'content' ? <PageView page={page} /> : <ErrorPage page={page} />}
    </Layout>
  );
}
