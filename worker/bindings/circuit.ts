/**
 * A per-isolate circuit for a binding that failed: after a failure the
 * binding is left alone for a short pause, so a KV or Cache API outage costs
 * one reader a deadline, not every reader.
 * @module
 */
export class Circuit {
  private openUntil = 0;

  constructor(private readonly pauseMs: number) {}

  get open(): boolean {
    return Date.now() < this.openUntil;
  }

  trip(): void {
    this.openUntil = Date.now() + this.pauseMs;
  }
}
