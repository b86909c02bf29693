/**
 * The words of the error pages, written once: which page an error shows, its
 * title (the `<h1>` and the document title) and its texts. The worker builds
 * error pages with these rules, and the client router uses the same ones for
 * a 404 it decides itself, so both always say the same thing.
 * @module
 */
import type { ErrorPage, ErrorVariant } from '../../contract/page-state';

/** The status message and message of a 404 ('Page Not Found: {full path}'). */
export const NOT_FOUND_STATUS_MESSAGE = 'Page Not Found';
export const GONE_STATUS_MESSAGE = 'Gone';
/** The status message of a preview link that did not verify (403). */
export const PREVIEW_REFUSED_STATUS_MESSAGE = 'Preview Link Refused';

export function notFoundMessage(path: string): string {
  return `${NOT_FOUND_STATUS_MESSAGE}: ${path}`;
}

export function goneMessage(path: string): string {
  return `Page Gone: ${path}`;
}

/** Which error page an error on `path` shows: jobs paths have their own. */
export function errorVariant(path: string, status: number): ErrorVariant {
  if (path.startsWith('/jobs')) return 'jobs';
  if (status === 404) return 'not-found';
  if (status === 410) return 'gone';
  return 'generic';
}

/** The error page state of a 404, as the worker and the client build it. */
export function notFoundPage(path: string): ErrorPage {
  return {
    kind: 'error',
    variant: errorVariant(path, 404),
    status: 404,
    path,
    statusMessage: NOT_FOUND_STATUS_MESSAGE,
    message: notFoundMessage(path),
  };
}

export const GENERIC_TITLE = 'An unexpected error occurred';
export const GENERIC_TEXT = 'Please try to return to the home page';

/** Fixed titles; the jobs page shows the error's own status message instead. */
const TITLES: Record<Exclude<ErrorVariant, 'jobs'>, string> = {
  'not-found': 'Not Found',
  gone: 'Gone',
  generic: GENERIC_TITLE,
  'preview-expired': 'This preview link has expired',
  'preview-invalid': 'This preview link is not valid',
};

export function errorTitle(page: Pick<ErrorPage, 'variant' | 'statusMessage'>): string {
  return page.variant === 'jobs' ? page.statusMessage : TITLES[page.variant];
}

export const NOT_FOUND_QUIP = "I don't believe it!";

export function notFoundText(path: string): string {
  return `The requested URL ${path} was not found.`;
}

export function goneText(path: string): string {
  return `The page ${path} has been removed and is no longer available.`;
}

/** Why a preview link was refused, and what the editor can do about it. */
export const PREVIEW_LINK_TEXT = {
  'preview-expired': 'Preview links work for a limited time, so that drafts do not stay open to anyone holding an old link.',
  'preview-invalid': 'The link may be incomplete, or it was not issued by the content system for this draft.',
  advice: 'To get a new link, open the draft in the content system and choose Preview again.',
} as const;
