/**
 * Polls `check` until it passes: for outcomes that land out of band (background cache writes in waitUntil, a
 * purge recorded). The timeout only guards against a hang (a minute, well inside the test's own limit), never
 * as a pass/fail deadline: a slow or busy machine waits longer and passes.
 */
export async function eventually<T>(check: () => Promise<T>, { timeoutMs = 60_000, intervalMs = 20 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
