/**
 * The error page view, loaded on demand: most visits never show it, so it is
 * not part of the entry. The router loads it before it shows an error page.
 * An error page the server sent hydrates without it: its markup is adopted
 * from the document (`adoptErrorView`), as content nodes are.
 * @module
 */
import { type ComponentType, createElement } from 'react';
import type { ErrorPage } from '../../contract/page-state';
import type { AdoptedMarkup } from '../nodes/node-registry';

type ErrorView = ComponentType<{ page: ErrorPage }>;

let view: ErrorView | undefined;
const adopted = new WeakMap<ErrorPage, AdoptedMarkup[]>();

export async function loadErrorView(): Promise<ErrorView> {
  view ??= (await import('../pages/error-page')).ErrorPage;
  return view;
}

/** The server drew this error page: it renders as this markup (the elements of `<main>`), no view needed. */
export function adoptErrorView(page: ErrorPage, markup: AdoptedMarkup[]): void {
  adopted.set(page, markup);
}

/** The adopted markup of the error page the server sent, else the loaded view; callers load it before showing another error page. */
export function ErrorViewSlot({ page }: { page: ErrorPage }) {
  const markup = adopted.get(page);
  if (markup)
    return (
      <>
        {markup.map(({ tag, props, html }, index) =>
          createElement(tag, { ...props, key: index, dangerouslySetInnerHTML: { __html: html } }),
        )}
      </>
    );
  const View = view;
  return View ? <View page={page} /> : null;
}
