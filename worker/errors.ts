/**
 * The one error type of the worker: an HTTP status with the status message and
 * message the error pages show, and the error pages' variant rule.
 * @module
 */
import {
  errorVariant,
  GONE_STATUS_MESSAGE,
  goneMessage,
  NOT_FOUND_STATUS_MESSAGE,
  notFoundMessage,
  PREVIEW_REFUSED_STATUS_MESSAGE,
} from '../app/pages/error-copy';
import type { ErrorVariant } from '../contract/page-state';

/** Seconds a reader is asked to wait when the CMS is down and nothing is held for what they asked. */
export const OUTAGE_RETRY_AFTER = 30;

export class HttpError extends Error {
  readonly status: number;
  readonly statusMessage: string;
  /** Seconds a client should wait before retrying (503 during a CMS outage). */
  readonly retryAfter?: number;
  /** The error page to show when the path and status alone do not decide it (a refused preview). */
  readonly variant?: ErrorVariant;

  constructor(
    status: number,
    statusMessage: string,
    message: string,
    options?: { retryAfter?: number; cause?: unknown; variant?: ErrorVariant },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'HttpError';
    this.status = status;
    this.statusMessage = statusMessage;
    this.retryAfter = options?.retryAfter;
    this.variant = options?.variant;
  }
}

/** 404: 'Page Not Found: {full path}'. */
export function notFound(path: string): HttpError {
  return new HttpError(404, NOT_FOUND_STATUS_MESSAGE, notFoundMessage(path));
}

/** 410: a page the CMS removed on purpose. */
export function gone(path: string): HttpError {
  return new HttpError(410, GONE_STATUS_MESSAGE, goneMessage(path));
}

/** 403 for an editor whose preview link did not verify: the page says why and how to get a new one. */
export function previewRefused(path: string, reason: 'expired' | 'invalid'): HttpError {
  return new HttpError(
    403,
    PREVIEW_REFUSED_STATUS_MESSAGE,
    `${reason === 'expired' ? 'This preview link has expired' : 'This preview link is not valid'}: ${path}`,
    {
      variant: reason === 'expired' ? 'preview-expired' : 'preview-invalid',
    },
  );
}

/** Which error page an error on `path` shows: its own variant if it names one, else the shared rule. */
export function errorVariantOf(path: string, error: HttpError): ErrorVariant {
  return error.variant ?? errorVariant(path, error.status);
}
