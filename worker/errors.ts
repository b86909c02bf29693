/**
 * The one error type of the worker: an HTTP status with the status message and
 * message the error pages show (spec §2, §8).
 * @module
 */
import { GONE_STATUS_MESSAGE, goneMessage, NOT_FOUND_STATUS_MESSAGE, notFoundMessage } from '../app/content/error-copy';

export class HttpError extends Error {
  readonly status: number;
  readonly statusMessage: string;
  /** Seconds a client should wait before retrying (503 during a CMS outage). */
  readonly retryAfter?: number;

  constructor(status: number, statusMessage: string, message: string, options?: { retryAfter?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'HttpError';
    this.status = status;
    this.statusMessage = statusMessage;
    this.retryAfter = options?.retryAfter;
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

/** Which error page an error shows: one rule with the client (app/content/error-copy.ts). */
export { errorVariant } from '../app/content/error-copy';
