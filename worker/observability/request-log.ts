/**
 * Per-request observability: `Server-Timing` entries on every response, and
 * one structured JSON log line for Workers Logs for every request with
 * something to report: an error or fault, a note, a status of 400 or more, a
 * call to the CMS, or a slow answer. A healthy answer from the caches writes
 * none: the platform's invocation logs already record every request (path,
 * status, timings), and writing a line costs the hottest path more than the
 * rest of its middleware (measured: about 0.05 ms per request in workerd).
 * @module
 */

/** Wall time from which a request is logged even when nothing failed. */
const SLOW_MS = 250;

export type CacheState = 'hit' | 'stale' | 'miss' | 'error-stale' | 'bypass';

/** Least fresh first: the first one a request saw is what the reader got. */
const CACHE_ORDER: readonly CacheState[] = ['bypass', 'error-stale', 'miss', 'stale', 'hit'];

export class RequestLog {
  readonly started = Date.now();
  private cmsMs = 0;
  private cmsCalls = 0;
  private renderMs = 0;
  // Made at their first entry: every request has a log, cache hits included, and most write nothing to it.
  private cacheStates: CacheState[] | undefined;
  private errors: string[] | undefined;
  private notes: string[] | undefined;
  private tracked: Promise<unknown>[] | undefined;
  pageCache: CacheState | undefined;

  /** Work that finishes after the response started (a streamed body): the log line waits for it. */
  track(promise: Promise<unknown>): void {
    this.tracked ??= [];
    this.tracked.push(promise);
  }

  /** Whether tracked work may still be running (a streamed body). */
  get pending(): boolean {
    return this.tracked !== undefined;
  }

  /** Resolves when tracked work has settled. */
  settled(): Promise<void> {
    return Promise.allSettled(this.tracked ?? []).then(() => undefined);
  }

  cms(ms: number): void {
    this.cmsMs += ms;
    this.cmsCalls += 1;
  }

  cache(state: CacheState): void {
    this.cacheStates ??= [];
    this.cacheStates.push(state);
  }

  render(ms: number): void {
    this.renderMs += ms;
  }

  error(message: string): void {
    this.errors ??= [];
    this.errors.push(message.slice(0, 300));
  }

  /** Made at a request's first fault: most have none. */
  private faulty: Set<string> | undefined;

  /** A dependency that failed (KV, the Cache API, the CMS…): logged once per request, named. */
  fault(dependency: string, message: string): void {
    this.faulty ??= new Set();
    if (this.faulty.has(dependency)) return;
    this.faulty.add(dependency);
    this.error(`${dependency}: ${message}`);
  }

  /** Something worth finding in the logs that is not a failure (an accepted purge). */
  info(message: string): void {
    this.notes ??= [];
    this.notes.push(message.slice(0, 300));
  }

  /** The least fresh state seen, which is what the reader got. */
  get cacheState(): CacheState | 'none' {
    const seen = this.cacheStates;
    if (!seen) return 'none';
    return CACHE_ORDER.find((state) => seen.includes(state)) ?? 'none';
  }

  private cacheLabel(): string {
    return this.pageCache ? `page-${this.pageCache}` : this.cacheState;
  }

  serverTiming(): string {
    return `cms;dur=${this.cmsMs};desc="${this.cmsCalls} call(s)", cache;desc="${this.cacheLabel()}", render;dur=${this.renderMs}, total;dur=${Date.now() - this.started}`;
  }

  /** Whether the request has something to report (see the module comment). */
  worthLogging(status: number): boolean {
    return (
      this.errors !== undefined || this.notes !== undefined || status >= 400 || this.cmsCalls > 0 || Date.now() - this.started >= SLOW_MS
    );
  }

  /** The request's log line: one JSON object, fields in a fixed order. */
  line(fields: { requestId: string; method: string; path: string; status: number; bot: boolean }): string {
    return JSON.stringify({
      requestId: fields.requestId,
      method: fields.method,
      path: fields.path,
      status: fields.status,
      bot: fields.bot,
      cache: this.cacheLabel(),
      cmsMs: this.cmsMs,
      cmsCalls: this.cmsCalls,
      renderMs: this.renderMs,
      ms: Date.now() - this.started,
      errors: this.errors ?? [],
      ...(this.notes ? { info: this.notes } : {}),
    });
  }
}
