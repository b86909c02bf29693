/**
 * One media file from the CMS, read whole and checked (media-check.ts) before
 * anyone is answered or anything stored. The deadline for the response
 * headers is the CMS timeout; the body then has a deadline of its own, long
 * enough for a large file on a slow link, so a body that stops mid-way cannot
 * hold readers forever. A body longer than the kind's limit is cut off
 * unread. Every outcome is a value: the file's bytes, "missing" (the CMS's
 * 404/410, an answer), or a failure with the status readers get.
 * @module
 */
import { MEDIA_MAX_BYTES, type MediaFile } from '../../contract/media-types';
import { bytesProblem, typeProblem } from './media-check';

/** Longest a body may take to arrive once its headers are in. */
export const MEDIA_BODY_DEADLINE_MS = 30_000;

export type MediaResult =
  | { kind: 'file'; bytes: Uint8Array; etag: string | null; lastModified: string | null }
  | { kind: 'missing' }
  /** Not asked: the CMS's breaker refused the call (worker/routes/media.ts); fetchMedia itself never answers this. */
  | { kind: 'refused' }
  /** `down`: the CMS itself failed (no answer in time, a dropped connection, a 5xx or 429), which opens its breaker. */
  | { kind: 'failed'; status: 502 | 504; reason: string; down: boolean };

export interface MediaFetchOptions {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  headersDeadlineMs: number;
  bodyDeadlineMs?: number;
  maxBytes?: number;
}

const failed = (status: 502 | 504, reason: string, down = false): MediaResult => ({ kind: 'failed', status, reason, down });

class BodyTimeout extends Error {
  override name = 'BodyTimeout';
}

/**
 * The body, or null once it passes `max` bytes (the rest is not read). Each
 * read races the deadline, and the stream is cancelled when it passes: a body
 * that stops mid-way fails whatever the upstream's stream does on abort.
 */
async function readUpTo(body: ReadableStream<Uint8Array>, max: number, deadlineMs: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeout()), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      length += value.byteLength;
      if (length > max) return null;
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer as number);
    if (length > max) await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function fetchMedia(url: string, file: MediaFile, options: MediaFetchOptions): Promise<MediaResult> {
  const extension = file.fileName.split('.').pop()!;
  const max = options.maxBytes ?? MEDIA_MAX_BYTES[file.kind];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.headersDeadlineMs);
  try {
    const upstream = await options.fetch(url, { signal: controller.signal });
    clearTimeout(timer);
    if (upstream.status === 404 || upstream.status === 410) {
      await upstream.body?.cancel();
      return { kind: 'missing' };
    }
    const type = upstream.headers.get('content-type');
    // An HTML answer with 200 is an error page (a proxy's, a login wall's), never the file.
    const problem = !upstream.ok || !upstream.body ? `status ${upstream.status}` : typeProblem(extension, type);
    if (problem) {
      await upstream.body?.cancel();
      return failed(502, `answered ${problem}`, upstream.status >= 500 || upstream.status === 429);
    }
    if (Number(upstream.headers.get('content-length') ?? 0) > max) {
      await upstream.body?.cancel();
      return failed(502, `answered a body over ${max} bytes`);
    }
    const bytes = await readUpTo(upstream.body!, max, options.bodyDeadlineMs ?? MEDIA_BODY_DEADLINE_MS);
    if (!bytes) return failed(502, `answered a body over ${max} bytes`);
    const wrong = bytesProblem(extension, file.kind, bytes);
    if (wrong) return failed(502, `answered ${wrong}`);
    return { kind: 'file', bytes, etag: upstream.headers.get('etag'), lastModified: upstream.headers.get('last-modified') };
  } catch (error) {
    clearTimeout(timer);
    if (error instanceof BodyTimeout) return failed(502, 'timed out: the body did not arrive in time', true);
    if (controller.signal.aborted) return failed(504, `timed out: no response headers within ${options.headersDeadlineMs} ms`, true);
    return failed(502, `failed: ${(error as Error).message}`, true);
  }
}
