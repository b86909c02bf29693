/**
 * The error page view, loaded on demand: most visits never show it, so it is
 * not part of the entry. Loaded before hydrating an error page and before the
 * router shows one.
 * @module
 */
import type { ComponentType } from 'react';
import type { ErrorPage } from '../content/page-state';

type ErrorView = ComponentType<{ page: ErrorPage }>;

let view: ErrorView | undefined;

export async function loadErrorView(): Promise<ErrorView> {
  view ??= (await import('../pages/error-page')).ErrorPage;
  return view;
}

/** Renders nothing until loaded; callers load it before an error page is shown. */
export function ErrorViewSlot({ page }: { page: ErrorPage }) {
  const View = view;
  return View ? <View page={page} /> : null;
}
