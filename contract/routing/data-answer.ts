/**
 * What `GET /__data?path=…` answers the client router.
 * @module
 */

import type { HeadModel } from '../head-model';
import type { ContentPage, ErrorPage, SiteFrame } from '../page-state';

/** Where the client asks for a page's data: `${DATA_PATH}?path=/x/`. */
export const DATA_PATH = '/__data';

/**
 * Pages come with their head, built by the worker, so the client ships no
 * head or JSON-LD code, and with the whole site frame: the page's own state
 * carries only the frame's basics (its footer is adopted from the document),
 * and a long visit sees menus as they are now. An error answered while the
 * CMS is out has no frame (the client keeps the one it has).
 */
export type DataAnswer =
  | { kind: 'redirect'; location: string; external: boolean }
  | { kind: 'page'; status: number; page: ContentPage; head: HeadModel; site: SiteFrame }
  | { kind: 'error'; status: number; page: ErrorPage; head: HeadModel; site?: SiteFrame };
