/**
 * What the worker hands the React app, on the server and (as JSON) to the
 * client: the site frame and the page being shown. Types only: the client
 * ships no schema code, and every part is already validated at the CMS boundary.
 * @module
 */
import type { ContentNode, Slots } from './nodes';
import type { Menus, RouteEntry, Site } from './route';

/** Which error page is shown: 404, 410, an error on a jobs path, a refused preview link, or any other error. */
export type ErrorVariant = 'not-found' | 'gone' | 'jobs' | 'generic' | 'preview-expired' | 'preview-invalid';

/** The document title of `/preview`, as the specification names it, whatever draft it shows. */
export const PREVIEW_TITLE = 'Home';

/** What the preview bar tells an editor about the draft on screen. */
export interface PreviewInfo {
  id: string;
  postType: string;
  /** When the preview link stops working (ISO 8601). */
  expiresAt: string;
  /** The draft's own title, when the CMS gives one. */
  title: string | null;
  /** The published page the draft revises: the bar's exit link (home when there is none). */
  publishedPath: string | null;
}

export interface ContentPage {
  kind: 'content';
  /** Path as requested (normalised), e.g. `/news/`. */
  path: string;
  route: RouteEntry;
  slots: Slots;
  /** Set only for a verified preview: draft content, never cached, never indexed. */
  preview?: PreviewInfo;
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

/**
 * What every view of a page needs of the site: its name and origin, and the
 * header's links (the client renders the header itself). A page embeds only
 * this for hydration: the footer's content is in the document, which the
 * client adopts.
 */
export interface FrameBasics {
  name: string;
  origin: string;
  menus: Pick<Menus, 'header'>;
}

/** The whole site frame: the basics, the settings and every menu. */
export interface SiteFrame extends FrameBasics {
  settings: Site['settings'];
  menus: Menus;
  /** The London year on the page's calendar: the footer's copyright year. */
  year: number;
}

export interface AppState {
  buildId: string;
  site: SiteFrame;
  page: PageState;
}

/**
 * What the client shows: the frame as the page embedded it until a
 * navigation's answer brings the whole frame (and the menus as they are now).
 */
export interface ClientState {
  buildId: string;
  site: FrameBasics;
  page: PageState;
}

/**
 * A node the page's HTML already shows, as the state carries it: its type
 * only. The client adopts its element from the server's markup while
 * hydrating (app/client/adopt-page.ts).
 */
export interface DrawnNode {
  type: string;
  drawn: true;
}

/**
 * A node in the state the worker embeds in a page: islands (nodes with
 * behaviour) whole, other drawn nodes as `DrawnNode`, and nodes the page did
 * not draw (a type the code does not know) as their type alone.
 */
export type HydrationNode = ContentNode | DrawnNode | { type: string };

export interface HydrationPage extends Omit<ContentPage, 'slots'> {
  slots: Record<string, HydrationNode[]>;
}

/**
 * The state embedded in a page for hydration: the app state without what the
 * document already holds. Client navigation (`/__data`) carries full pages.
 */
export interface HydrationState {
  buildId: string;
  /** The footer's content is in the document: the basics only. */
  site: FrameBasics;
  page: HydrationPage | ErrorPage;
}
