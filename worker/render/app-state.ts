/**
 * Builds the app state the React tree and the client start from.
 * @module
 */

import { londonDate } from '../../contract/london-day';
import type { AppState, ContentPage, ErrorPage, PageState, SiteFrame } from '../../contract/page-state';
import type { Site } from '../../contract/route';
import { build } from '../builds';
import type { ContentService } from '../cms/content-service';
import type { Config } from '../env';
import { errorVariantOf, type HttpError } from '../errors';
import type { ResolvedPage } from '../pipeline/types';

/**
 * The frame of a page when the CMS has never given one: the site's name from
 * config and no menus (the logo still links home). Once `/site` has answered,
 * the content layer serves its last good answer through an outage
 * (stale-if-error), so this frame only shows for a frame never seen.
 */
export const OUTAGE_FRAME: Site = {
  settings: { legalLine: '', tagline: '' },
  menus: { header: [], footer: [], legal: [], social: [] },
};

/** `now`: the request's calendar (a timeline preview's moment included), which dates the footer's copyright. */
export async function siteFrame(config: Config, content: ContentService | null, now: number): Promise<SiteFrame> {
  const base = { name: config.SITE_NAME, origin: config.SITE_ORIGIN, year: Number(londonDate(now).slice(0, 4)) };
  try {
    if (!content) throw new Error('no content service');
    const site = await content.site();
    return { ...base, settings: site.settings, menus: site.menus };
  } catch {
    return { ...base, ...OUTAGE_FRAME };
  }
}

/** Whether a frame is the stand-in `siteFrame` gives when the CMS could not answer. */
export function isOutageFrame(site: SiteFrame): boolean {
  return site.menus === OUTAGE_FRAME.menus;
}

export function appState(site: SiteFrame, page: PageState): AppState {
  return { buildId: build.id, site, page };
}

export function errorPage(error: HttpError, path: string): ErrorPage {
  return {
    kind: 'error',
    variant: errorVariantOf(path, error),
    status: error.status,
    path,
    statusMessage: error.statusMessage,
    message: error.message,
  };
}

/** A resolved page with the nodes it shows. */
export function contentPage(page: ResolvedPage, slots: ContentPage['slots']): ContentPage {
  return { kind: 'content', path: page.path, route: page.route, slots, ...(page.preview ? { preview: page.preview } : {}) };
}
