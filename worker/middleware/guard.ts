/**
 * Guard: the first thing every request meets. Pages answer GET and HEAD only
 * (405 otherwise), over-long URLs get 414 and undecodable paths 400, before any
 * step could reflect or redirect them.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { hasControlChars } from '../../contract/link-safety';
import type { AppEnv } from '../context';
import { HttpError } from '../errors';

export interface GuardOptions {
  /** Longest URL accepted, in characters. */
  maxUrlLength?: number;
  /** Paths that accept POST only (the purge endpoint). */
  postPaths?: readonly string[];
}

export function guard(options: GuardOptions = {}): MiddlewareHandler<AppEnv> {
  const maxUrlLength = options.maxUrlLength ?? 4096;
  const postPaths = new Set(options.postPaths ?? []);
  return async function guardRequest(c, next) {
    const method = c.req.method;
    const { path } = c.get('address');
    const allowPost = postPaths.has(path);
    const allowed = allowPost ? method === 'POST' : method === 'GET' || method === 'HEAD';
    if (!allowed) {
      c.header('allow', allowPost ? 'POST' : 'GET, HEAD');
      throw new HttpError(405, 'Method Not Allowed', `Method ${method.slice(0, 16)} is not allowed here`);
    }
    if (c.req.url.length > maxUrlLength) {
      throw new HttpError(414, 'URI Too Long', 'The requested address is too long');
    }
    // A parsed URL's path holds no raw control character: only an escape (`%`) can decode to one.
    if (path.includes('%')) {
      try {
        const decoded = decodeURIComponent(path);
        if (hasControlChars(decoded)) throw new URIError('control character');
      } catch {
        throw new HttpError(400, 'Bad Request', 'The requested address is not valid');
      }
    }
    await next();
  };
}
