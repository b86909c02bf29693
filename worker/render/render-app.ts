/**
 * Renders the React app to a string. In workerd `renderToString` costs a
 * quarter to a sixth of the CPU of `renderToReadableStream` for the same tree
 * (docs/decisions/001-streaming-and-string-rendering.md); the response still
 * streams, because the head is flushed before the content is fetched. Every
 * node renderer is registered at import (app/nodes/renderers.ts). What does
 * not change from request to request is drawn once and reused: the footer
 * per site frame (footer-memo.ts), the header per frame and section
 * (header-memo.ts) and each content node per content object (drawn-nodes.ts).
 * @module
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../app/app';
import { preloadIcons } from '../../app/icons/load-icon';
import { ICON_NAMES } from '../../app/icons/names';
import type { AppState } from '../../contract/page-state';
import '../../app/nodes/renderers';
import { navPath } from '../../app/layouts/nav-state';
import { ErrorPage } from '../../app/pages/error-page';
import { PageView } from '../../app/pages/page-view';
import { drawNodes } from './drawn-nodes';
import { drawFooters } from './footer-memo';
import { drawHeader } from './header-memo';
import { type HtmlPart, renderParts } from './html-parts';

let iconsReady: Promise<void> | undefined;

export async function renderApp(state: AppState): Promise<HtmlPart[]> {
  // Icons are in the worker bundle; load them once per isolate so every render is synchronous.
  iconsReady ??= preloadIcons(ICON_NAMES);
  await iconsReady;
  // The footer is drawn once per site frame and reused by every page (footer-part.tsx).
  drawFooters(state.site);
  drawHeader(state.site, navPath(state.page));
  // Nodes too: each is drawn once per content object and reused while the isolate holds it (drawn-nodes.ts).
  const hoisted = drawNodes(state.page);
  // Drawn markup goes out as bytes encoded once (html-parts.ts).
  return [hoisted, ...renderParts(() => renderToString(createElement(App, { state, PageView, ErrorView: ErrorPage })))];
}
