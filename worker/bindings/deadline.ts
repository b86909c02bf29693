/**
 * A deadline for a call to a binding (KV, the Cache API): a binding that hangs
 * must cost a reader no more than this, after which the caller takes its
 * fallback. The call itself cannot be cancelled; its late result is ignored.
 * @module
 */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
}

export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  // One promise and one timer, not a race and a `finally`: measured cheaper per first sight (bench/README.md).
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineError(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
