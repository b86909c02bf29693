/**
 * The element ids the app itself puts in a page. Content from the CMS may not
 * use them (the sanitiser drops such ids): a CMS heading called
 * `route-announcer` or `main` would otherwise take over the route announcer
 * or the skip link's target. Ids React generates (`useId`) start with `_`,
 * which a CMS id cannot.
 * @module
 */
export const MAIN_ID = 'main';
export const APP_ROOT_ID = 'app';
export const ROUTE_ANNOUNCER_ID = 'route-announcer';
export const STATE_ELEMENT_ID = '__MASTHEAD_STATE__';
export const ERROR_TITLE_ID = 'error-title';
/** The primary navigation, which the menu button controls: one per page, so a fixed id (the header's markup is then the same wherever it is drawn). */
export const SITE_NAV_ID = 'site-nav';

export const APP_IDS: ReadonlySet<string> = new Set([
  MAIN_ID,
  APP_ROOT_ID,
  ROUTE_ANNOUNCER_ID,
  STATE_ELEMENT_ID,
  ERROR_TITLE_ID,
  SITE_NAV_ID,
]);

/** Whether an id from the CMS may be used as written: a plain slug the app does not use. */
export function isContentId(id: string): boolean {
  return /^[a-z][a-z0-9-]{0,63}$/.test(id) && !APP_IDS.has(id);
}
