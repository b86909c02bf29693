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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer as number));
}
