/**
 * The end of a streamed document whose body could not be rendered after the
 * head went out: the status is already sent, so the document is finished with
 * the matching error view (not found for content the CMS withdrew meanwhile,
 * else the generic one) instead of being cut off. Logged.
 * @module
 */

import { APP_ROOT_ID } from '../../contract/dom-ids';
import type { SiteFrame } from '../../contract/page-state';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { appState, errorPage } from './app-state';
import type { HtmlPart } from './html-parts';

export async function renderFailure(c: AppContext, site: SiteFrame, path: string, error: unknown): Promise<HtmlPart[]> {
  const httpError =
    error instanceof HttpError ? error : new HttpError(500, 'Internal Server Error', 'An unexpected error occurred', { cause: error });
  if (httpError.status >= 500) c.get('log').error(`render failed after the head was sent: ${(error as Error)?.message ?? String(error)}`);
  const state = appState(site, errorPage(httpError, path));
  try {
    return await c.get('isolate').renderer.documentEnd(state);
  } catch {
    // Even the error view failed: close the document plainly.
    return [`<div id="${APP_ROOT_ID}"><p>An unexpected error occurred. Please reload the page.</p></div></body></html>`];
  }
}
