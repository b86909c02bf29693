/**
 * Loads joined across requests: the one rule for when a request may wait on
 * a promise another request started.
 *
 * workerd lets a request await a promise made in another request's context,
 * but the promise settles only while that request lives: if it ends or is
 * cancelled first, its I/O is cancelled and the promise never settles. So a
 * load is joined only when
 * - its value is plain data (text, bytes), never a Response or a stream,
 *   which belong to the request that made them;
 * - the request that starts it keeps it alive (`waitUntil`, done here);
 * - it is younger than the longest the load can take (`maxMs`): an older one
 *   may never settle, and the next reader starts its own.
 * Anything else stays inside its request: the site state's KV read (a cheap
 * read every few seconds, not worth the risk) and the Cache API writes that
 * wait on a request's own loads (cache/object-writes.ts).
 * @module
 */

export class SharedLoads<T> {
  readonly #inflight = new Map<string, { started: number; promise: Promise<T> }>();

  constructor(private readonly now: () => number) {}

  /**
   * The load under way for `key`, else the one `start` begins (kept alive with `waitUntil`). `started` says
   * which: the starter stores the result; a joiner only reads it.
   */
  join(
    key: string,
    maxMs: number,
    start: () => Promise<T>,
    waitUntil: (promise: Promise<unknown>) => void,
  ): { promise: Promise<T>; started: boolean } {
    const shared = this.#inflight.get(key);
    if (shared && this.now() - shared.started < maxMs) return { promise: shared.promise, started: false };
    const promise: Promise<T> = start().finally(() => {
      if (this.#inflight.get(key)?.promise === promise) this.#inflight.delete(key);
    });
    this.#inflight.set(key, { started: this.now(), promise });
    waitUntil(promise);
    return { promise, started: true };
  }
}
