/**
 * Per-request observability: `Server-Timing` entries and one structured JSON
 * log line per request for Workers Logs.
 * @module
 */

export type CacheState = 'hit' | 'stale' | 'miss' | 'error-stale' | 'bypass';

export class RequestLog {
  readonly started = Date.now();
  private cmsMs = 0;
  private cmsCalls = 0;
  private renderMs = 0;
  private readonly cacheStates: CacheState[] = [];
  private readonly errors: string[] = [];
  private readonly notes: string[] = [];
  private readonly pending: Promise<unknown>[] = [];
  pageCache: CacheState | undefined;

  /** Work that finishes after the response started (a streamed body): the log line waits for it. */
  track(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }

  async settled(): Promise<void> {
    await Promise.allSettled(this.pending);
  }

  cms(ms: number): void {
    this.cmsMs += ms;
    this.cmsCalls += 1;
  }

  cache(state: CacheState): void {
    this.cacheStates.push(state);
  }

  render(ms: number): void {
    this.renderMs += ms;
  }

  error(message: string): void {
    this.errors.push(message.slice(0, 300));
  }

  private readonly faulty = new Set<string>();

  /** A dependency that failed (KV, the Cache API, the CMS…): logged once per request, named. */
  fault(dependency: string, message: string): void {
    if (this.faulty.has(dependency)) return;
    this.faulty.add(dependency);
    this.error(`${dependency}: ${message}`);
  }

  /** Something worth finding in the logs that is not a failure (an accepted purge). */
  info(message: string): void {
    this.notes.push(message.slice(0, 300));
  }

  /** The least fresh state seen, which is what the reader got. */
  get cacheState(): CacheState | 'none' {
    const order: CacheState[] = ['bypass', 'error-stale', 'miss', 'stale', 'hit'];
    return order.find((state) => this.cacheStates.includes(state)) ?? 'none';
  }

  serverTiming(): string {
    const parts = [
      `cms;dur=${this.cmsMs};desc="${this.cmsCalls} call(s)"`,
      `cache;desc="${this.pageCache ? `page-${this.pageCache}` : this.cacheState}"`,
      `render;dur=${this.renderMs}`,
      `total;dur=${Date.now() - this.started}`,
    ];
    return parts.join(', ');
  }

  line(fields: { requestId: string; method: string; path: string; status: number; bot: boolean }): string {
    return JSON.stringify({
      ...fields,
      cache: this.pageCache ? `page-${this.pageCache}` : this.cacheState,
      cmsMs: this.cmsMs,
      cmsCalls: this.cmsCalls,
      renderMs: this.renderMs,
      ms: Date.now() - this.started,
      errors: this.errors,
      ...(this.notes.length ? { info: this.notes } : {}),
    });
  }
}
