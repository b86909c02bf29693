/**
 * The element ids the app itself puts in a page, in one list. Content from the
 * CMS may not use them (the sanitiser drops such ids, and a heading's id made
 * from its text skips them): a CMS heading called `route-announcer`, `main`
 * or `open-roles` would otherwise take over the route announcer, the skip
 * link's target or the jobs filters' links. Ids React generates (`useId`)
 * start with `_`, which a CMS id cannot. Every id written in app/ or worker/
 * comes from here (test/worker/render/reserved-ids.test.ts).
 * @module
 */
export const MAIN_ID = 'main';
export const APP_ROOT_ID = 'app';
export const ROUTE_ANNOUNCER_ID = 'route-announcer';
export const STATE_ELEMENT_ID = '__MASTHEAD_STATE__';
export const ERROR_TITLE_ID = 'error-title';
/** The primary navigation: one per page, so a fixed id (the header's markup is then the same wherever it is drawn). */
export const SITE_NAV_ID = 'site-nav';
/** The header's menu list: the items that do not fit in the header's row, which the menu button shows. */
export const SITE_MENU_ID = 'site-menu';
/** The jobs list: a filter link leads to the narrowed list, not to the top of the page. */
export const JOB_LIST_ID = 'open-roles';
/** The jobs filters: the summary's link above the list leads here. */
export const JOB_FILTERS_ID = 'job-filters';
/** The preview bar's title, which names its region. */
export const PREVIEW_BAR_TITLE_ID = 'preview-bar-title';
/** The "On this page" list's heading on a long page: what "Back to top" returns to. */
export const CONTENTS_ID = 'on-this-page';

export const APP_IDS: ReadonlySet<string> = new Set([
  MAIN_ID,
  APP_ROOT_ID,
  ROUTE_ANNOUNCER_ID,
  STATE_ELEMENT_ID,
  ERROR_TITLE_ID,
  SITE_NAV_ID,
  SITE_MENU_ID,
  JOB_LIST_ID,
  JOB_FILTERS_ID,
  PREVIEW_BAR_TITLE_ID,
  CONTENTS_ID,
]);

/** Whether an id from the CMS may be used as written: a plain slug the app does not use. */
export function isContentId(id: string): boolean {
  return /^[a-z][a-z0-9-]{0,63}$/.test(id) && !APP_IDS.has(id);
}
