/**
 * The HTML document around the React app, as strings: the head goes out as
 * soon as the route is known, the body once the app is rendered. No inline
 * script runs: state travels in a JSON data block, the entry is an external
 * module, so the CSP needs no nonce and rendered pages can be cached whole.
 * @module
 */
import type { AppState } from '../../app/content/page-state';
import { APP_ROOT_ID, ROUTE_ANNOUNCER_ID, STATE_ELEMENT_ID } from '../../app/dom-ids';
import type { HeadModel } from '../../app/head';
import type { BuildInfo } from '../builds';
import { hydrationState } from './hydration-state';
import { headTags, safeJson } from './serialize';

export function documentStart(head: HeadModel, build: BuildInfo): string {
  const css = build.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const preload = build.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#14213d">' +
    `${headTags(head)}${css}<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<script type="module" src="${build.entry}"></script>${preload}</head><body>`
  );
}

/** The app, the route announcer and the state for hydration, which leaves out what the HTML already shows (hydration-state.ts). */
export function documentEnd(appHtml: string, state: AppState): string {
  return (
    `<div id="${APP_ROOT_ID}">${appHtml}</div>` +
    `<div id="${ROUTE_ANNOUNCER_ID}" class="visually-hidden" aria-live="assertive" aria-atomic="true"></div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${safeJson(hydrationState(state))}</script></body></html>`
  );
}
