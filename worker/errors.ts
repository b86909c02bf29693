/**
 * The one error type of the worker: an HTTP status with the status message and
 * message the error pages show (spec §2, §8).
 * @module
 */
import type { ErrorVariant } from '../app/content/page-state';

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

/** The spec's 404: 'Page Not Found: {full path}'. */
export function notFound(path: string): HttpError {
  return new HttpError(404, 'Page Not Found', `Page Not Found: ${path}`);
}

/** Which of the three error pages an error on `path` shows (spec §2). */
export function errorVariant(path: string, status: number): ErrorVariant {
  if (path.startsWith('/jobs')) return 'jobs';
  return status === 404 || status === 410 ? 'not-found' : 'generic';
}
