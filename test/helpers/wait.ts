/** Polls `check` until it passes (background cache writes land in waitUntil). */
export async function eventually<T>(check: () => Promise<T>, { timeoutMs = 2000, intervalMs = 20 } = {}): Promise<T> {
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
