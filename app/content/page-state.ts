/**
 * What the worker hands the React app, on the server and (as JSON) to the
 * client: the site frame and the page being shown. Types only: the client
 * ships no schema code, and every part is already validated at the CMS boundary.
 * @module
 */
import type { Slots } from './nodes';
import type { Menus, RouteEntry, Site } from './route';

/** Which error page is shown: 404, 410, an error on a jobs path, or any other error. */
export type ErrorVariant = 'not-found' | 'gone' | 'jobs' | 'generic';

export interface ContentPage {
  kind: 'content';
  /** Path as requested (normalised), e.g. `/news/`. */
  path: string;
  route: RouteEntry;
  slots: Slots;
  /** Draft content shown to an editor: never cached, never indexed. */
  preview?: boolean;
}

export interface ErrorPage {
  kind: 'error';
  variant: ErrorVariant;
  status: number;
  path: string;
  /** The error's own status message and message (the jobs error page shows both). */
  statusMessage: string;
  message: string;
}

export type PageState = ContentPage | ErrorPage;

export interface SiteFrame {
  name: string;
  origin: string;
  settings: Site['settings'];
  menus: Menus;
}

export interface AppState {
  buildId: string;
  site: SiteFrame;
  page: PageState;
}
