/**
 * Secret values that are published in this repository (.dev.vars.example, the
 * reference CMS's wrangler.toml) and so are no secret at all. They are fine on
 * a developer's machine and refused everywhere else: by the worker's config
 * check when SITE_ORIGIN is not loopback, and by the deploy preflight.
 * test/ops keeps this list in step with those files.
 * @module
 */

export const PLACEHOLDER_SECRETS: readonly string[] = ['local-preview-secret-change-me', 'local-purge-secret-change-me'];

/** The secrets the site reads; the `_PREVIOUS` ones are set only during a rotation. */
export const SECRET_NAMES = ['PREVIEW_SECRET', 'PURGE_SECRET', 'PREVIEW_SECRET_PREVIOUS', 'PURGE_SECRET_PREVIOUS'] as const;

export function isPlaceholderSecret(value: string | undefined): boolean {
  return value !== undefined && PLACEHOLDER_SECRETS.includes(value.trim());
}
