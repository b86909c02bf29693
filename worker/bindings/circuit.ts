/**
 * A per-isolate circuit for a binding that failed: after a failure the
 * binding is left alone for a short pause, so a KV or Cache API outage costs
 * one reader a deadline, not every reader.
 * @module
 */
export class Circuit {
  private openUntil = 0;

  constructor(
    private readonly pauseMs: number,
    private readonly now: () => number,
  ) {}

  get open(): boolean {
    return this.now() < this.openUntil;
  }

  trip(): void {
    this.openUntil = this.now() + this.pauseMs;
  }
}
