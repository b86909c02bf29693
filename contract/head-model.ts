/**
 * The document head as data: what the worker serialises into a page's head,
 * and what `/__data` hands the client to apply after a navigation
 * (app/client/head-dom.ts). Built by worker/head/build-head.ts.
 * @module
 */

export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

export interface HeadModel {
  title: string;
  meta: HeadMeta[];
  links: HeadLink[];
  jsonLd: object[];
}
