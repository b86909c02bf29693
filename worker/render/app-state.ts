/**
 * Builds the app state the React tree and the client start from.
 * @module
 */
import { FALLBACK_MENUS, FALLBACK_SETTINGS } from '../../app/content/fallback-frame';
import type { AppState, ErrorPage, PageState, SiteFrame } from '../../app/content/page-state';
import { build } from '../builds';
import type { ContentService } from '../cms/content-service';
import type { Config } from '../env';
import { errorVariantOf, type HttpError } from '../errors';

export async function siteFrame(config: Config, content: ContentService | null): Promise<SiteFrame> {
  const base = { name: config.SITE_NAME, origin: config.SITE_ORIGIN };
  try {
    if (!content) throw new Error('no content service');
    const site = await content.site();
    return { ...base, settings: site.settings, menus: site.menus };
  } catch {
    return { ...base, settings: FALLBACK_SETTINGS, menus: FALLBACK_MENUS };
  }
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
