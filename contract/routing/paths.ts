/**
 * Path rules shared by the worker and the client router: what a
 * valid page path looks like, the trailing-slash rule and the special routes.
 * Pure functions: no Hono, no env, no DOM.
 * @module
 */
import { slugOf } from '../slugs';

/** Longest path the site will consider; real routes are far shorter. */
export const MAX_PATH_LENGTH = 512;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;
const NUMERIC = /^\d+$/;
const JOB_DETAIL = /^\/jobs\/([a-z0-9-]{1,64})$/;

/**
 * A page path is `/` or slash-separated plain segments: no empty or dot
 * segments, no percent-encoding, no backslashes. Anything else cannot be a
 * route and is answered with 404, never redirected.
 */
export function isValidPath(path: string): boolean {
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return false;
  if (path === '/') return true;
  const inner = path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  return inner.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

export function hasTrailingSlash(path: string): boolean {
  return path.endsWith('/');
}

/** The special routes take no trailing slash. */
export function isSpecialRoute(path: string): boolean {
  return path === '/preview' || JOB_DETAIL.test(path);
}

export function jobIdOf(path: string): string | null {
  return JOB_DETAIL.exec(path)?.[1] ?? null;
}

/**
 * The role whose id ends in `-{number}` (`senior-software-engineer-1048` for `1048`): a role's address without
 * its name, as people read it out or type it from a job board. Null when no id, or more than one, ends so.
 */
export function jobIdEndingIn(number: string, ids: readonly string[]): string | null {
  if (!NUMERIC.test(number)) return null;
  const found = ids.filter((id) => id.endsWith(`-${number}`));
  return found.length === 1 ? found[0]! : null;
}

/**
 * The route pipeline's trailing-slash step: the path with a trailing slash, or null when it needs none
 * (already slashed, a special route, or a preview_id query present).
 */
export function trailingSlashTarget(path: string, search: URLSearchParams): string | null {
  if (hasTrailingSlash(path) || search.has('preview_id') || isSpecialRoute(path)) return null;
  // Files (`/favicon.svg`, `/feed.xml`) are not pages: they never get a slash.
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return null;
  return `${path}/`;
}

/**
 * A numeric last segment is a draft's id, never a published slug. The job
 * route wins: `/jobs/12345` is a job (applicant-tracking ids are often numbers).
 */
export function numericSlugId(path: string): string | null {
  if (jobIdOf(path) || jobIdOf(path.replace(/\/$/, ''))) return null;
  const slug = slugOf(path);
  return NUMERIC.test(slug) ? slug : null;
}

/** `/jobs/{id}/` answers with the job's own address, `/jobs/{id}` (job routes take no slash). */
export function jobPathWithoutSlash(path: string): string | null {
  if (!path.endsWith('/')) return null;
  const bare = path.slice(0, -1);
  return jobIdOf(bare) ? bare : null;
}

/** Lookup key for the legacy table: the path without its trailing slash (`/` stays `/`). */
export function legacyKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
