/**
 * The names content is keyed by, shared by the worker, the app, the reference CMS, the scripts and (through the
 * generated wordpress/masthead-content/includes/generated/contract.php) the WordPress plugin: the `/nodes` slug
 * of a path, the names of a page's slots, and job ids.
 * @module
 */

/** Slug the CMS knows the home page by. */
export const HOME_SLUG = 'website_front_page';

/**
 * A slot's name: a lower-case word or words joined by hyphens (`main`, `aside`, `after-article`).
 * @internal Held by the WordPress plugin (generated/contract.php), which stores slots as blocks.
 */
export const SLOT_NAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** A job's id, which is also its path segment (`/jobs/{id}`) and its WordPress slug. */
export const JOB_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

/** A brand's slug, its segment under /our-brands/ and /news/ (`topgear`) and its WordPress brand term's slug. */
export const BRAND_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Last path segment, the slug the CMS keys nodes by; `/` is the front page. */
export function slugOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? HOME_SLUG : segments[segments.length - 1]!;
}
