/**
 * What `GET /__data?path=…` answers the client router.
 * @module
 */
import type { ContentPage, ErrorPage } from '../content/page-state';

export type DataAnswer =
  | { kind: 'redirect'; location: string; external: boolean }
  | { kind: 'page'; status: number; page: ContentPage }
  | { kind: 'error'; status: number; page: ErrorPage };
