/**
 * The client's root: the app, re-rendered from the page store. After each
 * commit the router is told so it can update the head, scroll and focus.
 *
 * A render error after hydration shows the generic error view with a reload
 * link instead of a blank page: a boundary around the page keeps the header
 * and footer; one around the whole app catches a failing layout. Both clear
 * on the next navigation.
 * @module
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { MAIN_ID } from '../../contract/dom-ids';
import type { ContentPage } from '../../contract/page-state';
import { App } from '../app';
import { pageStore } from './page-store';

/** The error view is needed only when something failed: it loads then, not with the first load. */
const GenericError = lazy(() => import('../pages/generic-error').then((module) => ({ default: module.GenericError })));

interface BoundaryProps {
  /** The page shown; a new one (a navigation) clears the error. */
  page: unknown;
  /** Whether the fallback must bring its own `<main>` (the layout failed too). */
  standalone?: boolean;
  children: ReactNode;
}

class RenderErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[masthead] the page failed to render:', error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.page !== this.props.page) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const view = (
      <Suspense fallback={null}>
        <GenericError reloadHref={location.pathname + location.search} />
      </Suspense>
    );
    return this.props.standalone ? (
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {view}
      </main>
    ) : (
      view
    );
  }
}

export function Root({ PageView, onCommit }: { PageView: ComponentType<{ page: ContentPage }>; onCommit: () => void }) {
  const { state, kit } = useSyncExternalStore(pageStore.subscribe, pageStore.get, pageStore.get);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new page state is a commit the router must hear about.
  useLayoutEffect(onCommit, [state, onCommit]);
  // One stable component per PageView: the boundary must sit inside the layout, around the page only.
  const GuardedPageView = useMemo(
    () =>
      // biome-ignore lint/correctness/noComponentHookFactories: made once per PageView (memoised), never per render.
      function GuardedPageView({ page }: { page: ContentPage }) {
        return (
          <RenderErrorBoundary page={page}>
            <PageView page={page} />
          </RenderErrorBoundary>
        );
      },
    [PageView],
  );
  return (
    <RenderErrorBoundary page={state.page} standalone>
      <App state={state} kit={kit} PageView={GuardedPageView} />
    </RenderErrorBoundary>
  );
}
