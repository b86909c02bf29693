/**
 * Outbound calls to the content API. Every call has a timeout, a body-size cap,
 * the spec's retry rule and zod validation at the boundary, and returns a
 * typed success-or-error result instead of throwing. Every call goes through
 * the CMS's circuit breaker (cms-breaker.ts): while the CMS is failing, a call
 * it refuses fails at once as `unavailable`, costing no time and no request.
 * @module
 */
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { fetchWithRetry } from '../../contract/routing/fetch-retry';
import type { Config } from '../env';
import { loadCmsKit } from '../load-cms-kit';
import type { RequestLog } from '../observability/request-log';
import type { CmsBreaker } from './cms-breaker';

/** A classic or a zod/mini schema: what a new isolate builds at load is zod/mini (bench/README.md). */
type Schema = z.ZodType | ZodMiniType;

/** The contract's schemas, loaded on the first CMS read (load-cms-kit.ts says why). */
const cmsKit = loadCmsKit;

export type CmsFailure =
  | { kind: 'timeout' | 'network' | 'too-large' | 'malformed' | 'invalid' | 'unavailable'; detail: string }
  | { kind: 'status'; status: number; statusMessage: string; message: string };

export type CmsResult<T> = { ok: true; value: T } | { ok: false; error: CmsFailure };

export interface CmsCallOptions {
  headers?: Record<string, string>;
  /**
   * The endpoint fails on its own (search: its table, its index): a status it answers, 5xx included, shows the CMS
   * is up, so it never opens the breaker that sheds every page. Timeouts, dropped connections and garbage still do.
   */
  failsAlone?: boolean;
}

export class CmsClient {
  constructor(
    private readonly config: Config,
    private readonly log: RequestLog,
    private readonly breaker: CmsBreaker,
    /** A timeline preview's moment (unix seconds) and token, sent with every call (docs/content-api.md, "Preview authorisation"). */
    private readonly timeline?: { at: number; token: string },
  ) {}

  async get<S extends Schema>(
    path: string,
    params: Record<string, string>,
    schema: S,
    options: CmsCallOptions = {},
  ): Promise<CmsResult<z.infer<S>>> {
    const url = new URL(`${this.config.CMS_API_BASE}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const { timeline } = this;
    if (timeline) url.searchParams.set('at', String(timeline.at));
    const sent = timeline ? { ...options, headers: { ...options.headers, authorization: `Bearer ${timeline.token}` } } : options;
    const result = await this.breaker.run(
      () => this.call(url, schema, sent),
      (result) => !result.ok && failsTheCms(result.error) && !(options.failsAlone && result.error.kind === 'status'),
    );
    if (result) return result;
    const detail = `${url.pathname}: not asked, the CMS is failing (next trial in ${this.breaker.retryInMs} ms)`;
    this.log.fault('CMS', detail);
    return failure({ kind: 'unavailable', detail });
  }

  private async call<S extends Schema>(url: URL, schema: S, options: CmsCallOptions): Promise<CmsResult<z.infer<S>>> {
    const started = Date.now();
    try {
      const response = await fetchWithRetry(url.toString(), {
        headers: { accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(this.config.CMS_TIMEOUT_MS),
      });
      const text = await readCapped(response, this.config.CMS_MAX_BODY_BYTES);
      if (text === null) return failure({ kind: 'too-large', detail: `${url.pathname} over ${this.config.CMS_MAX_BODY_BYTES} bytes` });
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return failure({ kind: 'malformed', detail: `${url.pathname} answered ${response.status} with invalid JSON` });
      }
      if (!response.ok) {
        const body = (await cmsKit()).ErrorBodySchema.safeParse(json);
        return failure(
          body.success
            ? { kind: 'status', ...body.data.error, status: response.status }
            : {
                kind: 'status',
                status: response.status,
                statusMessage: response.statusText || 'Error',
                message: `CMS answered ${response.status}`,
              },
        );
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return failure({ kind: 'invalid', detail: `${url.pathname}: ${issue?.path.join('.')} ${issue?.message}` });
      }
      return { ok: true, value: parsed.data as z.infer<S> };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const detail = `${url.pathname}: ${error instanceof Error ? error.message : String(error)}`;
      return failure({ kind: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', detail });
    } finally {
      this.log.cms(Date.now() - started);
    }
  }
}

/** A failure of the CMS itself, which opens the breaker; anything else is an answer (the CMS is up). */
function failsTheCms(error: CmsFailure): boolean {
  if (error.kind === 'status') return error.status >= 500 || error.status === 429;
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'malformed';
}

function failure(error: CmsFailure): { ok: false; error: CmsFailure } {
  return { ok: false, error };
}

export function describeFailure(error: CmsFailure): string {
  return error.kind === 'status' ? `status ${error.status}: ${error.message}` : `${error.kind}: ${error.detail}`;
}

/** Reads a body up to `limit` bytes; null when it is larger (the rest is cancelled, never buffered). */
async function readCapped(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const decoder = new TextDecoder();
  return chunks.map((chunk, index) => decoder.decode(chunk, { stream: index < chunks.length - 1 })).join('');
}
