/**
 * What `GET /__data?path=…` answers the client router.
 * @module
 */
import type { ContentPage, ErrorPage } from '../content/page-state';
import type { HeadModel } from '../head';

/** Pages come with their head, built by the worker, so the client ships no head or JSON-LD code. */
export type DataAnswer =
  | { kind: 'redirect'; location: string; external: boolean }
  | { kind: 'page'; status: number; page: ContentPage; head: HeadModel }
  | { kind: 'error'; status: number; page: ErrorPage; head: HeadModel };
