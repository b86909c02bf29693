/**
 * What every block's editing code is given: the site's code (the `masthead-site` script) and the addresses
 * WordPress passes in (blocks.php writes them before the editor script as `mastheadEditor`).
 * @module
 */
import type * as Site from '@masthead/site';

export interface EditorConfig {
  /** WordPress's site address: internal links are stored as paths under it. */
  homeUrl: string;
  /** The site's origin, which WordPress's links to posts and pages name (site-links.php): paths under it too. */
  siteOrigin: string;
  /** The uploads folder's URL: a picked file at `{uploadsUrl}/x` is the site's `/media/x`. */
  uploadsUrl: string;
  /** Origins whose `/media/` the site serves (decision 007). */
  mediaBases: string[];
}

export interface EditorEnv {
  site: typeof Site;
  config: EditorConfig;
}

/** The config blocks.php printed, or an error naming what is missing. */
export function readConfig(value: unknown): EditorConfig {
  const config = value as Partial<EditorConfig> | undefined;
  if (!config || typeof config.homeUrl !== 'string' || typeof config.uploadsUrl !== 'string' || !Array.isArray(config.mediaBases)) {
    throw new Error('masthead blocks: mastheadEditor (homeUrl, uploadsUrl, mediaBases) is missing; is blocks.php loaded?');
  }
  const siteOrigin = typeof config.siteOrigin === 'string' ? config.siteOrigin : config.homeUrl;
  return { homeUrl: config.homeUrl, siteOrigin, uploadsUrl: config.uploadsUrl, mediaBases: config.mediaBases };
}

/** A picked or typed URL as the site stores it: a file in uploads as `/media/…`, a page of this WordPress as its path. */
export function sitePathOf(url: string, base: string, prefix: string): string | null {
  const root = base.replace(/\/+$/, '');
  if (!url.startsWith(`${root}/`)) return null;
  return `${prefix}${url.slice(root.length + 1)}`;
}
