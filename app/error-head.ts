/**
 * The document title format and the head of an error page. Apart from
 * head.ts (which also builds content pages' tags and JSON-LD) so the client
 * router, which builds the head of a 404 it decides itself, ships only this.
 * @module
 */

import type { HeadModel } from '../contract/head-model';
import type { ErrorPage } from '../contract/page-state';
import { errorTitle } from './pages/error-copy';

/** '{page title} - {site title}'. */
export function pageTitle(title: string, siteName: string): string {
  return `${title} - ${siteName}`;
}

/** The head of an error page: its title and noindex, nothing else. */
export function errorHead(page: ErrorPage, siteName: string): HeadModel {
  return { title: pageTitle(errorTitle(page), siteName), meta: [{ name: 'robots', content: 'noindex, nofollow' }], links: [], jsonLd: [] };
}
