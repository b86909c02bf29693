/**
 * A circuit breaker for the CMS, one per CMS per isolate: after a call fails
 * (a timeout, a dropped connection, a 5xx or 429, a body that is not JSON),
 * the breaker opens, so a hung CMS costs one timeout, not one per request.
 * While it is open nobody waits on the CMS: once the pause is over, one call
 * at a time tests it (the trial), and every other call is refused at once. A
 * reader with a copy is answered from it (the trial, if any, is its
 * revalidation in the background); a reader with nothing to serve gets the
 * 503 with Retry-After at once, unless the pause is over and no trial is out,
 * when its own read is the trial. Each failed trial doubles the pause, up to
 * MAX_PAUSE_MS, so a CMS that stays hung costs one timeout per pause, however
 * many paths are asked for.
 *
 * Any answer from the CMS (content, a 404, even data that fails its schema)
 * closes it: the CMS is up.
 * @module
 */

/** The longest pause between probes of a CMS that keeps failing. */
export const MAX_PAUSE_MS = 30_000;

interface Trial {
  since: number;
}

/** How a call was let through: as usual, or as the trial of an open breaker. */
export type Admission = 'closed' | Trial;

export class CmsBreaker {
  private open = false;
  /** When the next trial may go out. */
  private retryAt = 0;
  private pauseMs: number;
  private trial: Trial | null = null;

  /**
   * `firstPauseMs`: the pause after the first failure. `trialLimitMs`: the longest a call can take; a trial
   * whose request was cancelled may never settle, and after this long it no longer holds the breaker.
   */
  constructor(
    private readonly firstPauseMs: number,
    private readonly trialLimitMs: number,
    private readonly now: () => number,
  ) {
    this.pauseMs = firstPauseMs;
  }

  /** Whether the CMS is taking calls: while it is not, a reader with a copy is answered from it at once. */
  get closed(): boolean {
    return !this.open;
  }

  /**
   * Whether a call may go out, and how; null: refused. While the breaker is open a call goes out only as the
   * trial: once the pause is over, when no other trial is out. The caller reports the outcome with `succeeded`
   * or `failed`.
   */
  admit(): Admission | null {
    if (!this.open) return 'closed';
    const now = this.now();
    const trialOut = this.trial !== null && now - this.trial.since < this.trialLimitMs;
    if (trialOut || now < this.retryAt) return null;
    this.trial = { since: now };
    return this.trial;
  }

  /** The CMS answered (content, or an answer about an item): it is up. */
  succeeded(admission: Admission): void {
    this.open = false;
    this.pauseMs = this.firstPauseMs;
    this.endTrial(admission);
  }

  /** The CMS itself failed. */
  failed(admission: Admission): void {
    if (admission !== 'closed') {
      if (this.open) this.pauseMs = Math.min(this.pauseMs * 2, MAX_PAUSE_MS);
    } else if (this.open) {
      // A call that went out before the breaker opened: the first failure has opened it already.
      return;
    }
    this.open = true;
    this.retryAt = this.now() + this.pauseMs;
    this.endTrial(admission);
  }

  /**
   * `call` when a call may go out, its outcome reported (`failsTheCms`: whether the result shows the CMS itself
   * failing); null when refused. Every CMS read takes this one gate: the content API's and the media files'.
   */
  async run<T>(call: () => Promise<T>, failsTheCms: (result: T) => boolean): Promise<T | null> {
    const admission = this.admit();
    if (!admission) return null;
    const result = await call();
    if (failsTheCms(result)) this.failed(admission);
    else this.succeeded(admission);
    return result;
  }

  /** Milliseconds until the next trial may go out (0 when closed or due). */
  get retryInMs(): number {
    return this.open ? Math.max(0, this.retryAt - this.now()) : 0;
  }

  private endTrial(admission: Admission): void {
    if (admission !== 'closed' && this.trial === admission) this.trial = null;
  }
}

type BreakerConfig = { CMS_API_BASE: string; CMS_BREAKER_PAUSE_MS: number; CMS_TIMEOUT_MS: number };

/** The isolate's breakers, one per CMS (by its API base and settings), made on first use. One per isolate (worker/isolate/isolate.ts). */
export class CmsBreakers {
  readonly #byKey = new Map<string, CmsBreaker>();
  /** By config object (one per isolate in production): no key is built per request. */
  #byConfig = new WeakMap<object, CmsBreaker>();

  constructor(private readonly now: () => number) {}

  /** Trusts every CMS again: tests start each case so, where a case before opened a breaker of the site's isolate. */
  clear(): void {
    this.#byKey.clear();
    this.#byConfig = new WeakMap();
  }

  for(config: BreakerConfig): CmsBreaker {
    let breaker = this.#byConfig.get(config);
    if (breaker) return breaker;
    const key = `${config.CMS_API_BASE} ${config.CMS_BREAKER_PAUSE_MS} ${config.CMS_TIMEOUT_MS}`;
    breaker = this.#byKey.get(key);
    if (!breaker) {
      // A call takes at most the timeout, once per attempt (one retry), plus a margin.
      breaker = new CmsBreaker(config.CMS_BREAKER_PAUSE_MS, config.CMS_TIMEOUT_MS * 2 + 1000, this.now);
      this.#byKey.set(key, breaker);
    }
    this.#byConfig.set(config, breaker);
    return breaker;
  }
}
