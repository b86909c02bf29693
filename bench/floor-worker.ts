/**
 * The reference floor: a bare Hono worker answering "ok", no middleware.
 * The bench serves it in the same workerd process as the site, on its own
 * socket, so "our floor ÷ this" is the price of the site's always-on
 * middleware (request context, security headers, guard, log line) measured
 * side by side on the same machine.
 *
 * `/cache-read?bytes=N`: one Cache API read (match, then the body as text) of an object of N bytes, stored by
 * the first such request: what a read costs a bare worker, the part of first sight no JavaScript of ours can
 * remove (the long tail's row (x), long-tail.ts).
 */
import { Hono } from 'hono';

/** The site's cache (worker/cache/edge-cache.ts); this file is typed with the DOM's CacheStorage, which lacks it. */
const edge = () => (caches as unknown as { default: Cache }).default;

const app = new Hono();
app.get('/cache-read', async (c) => {
  const bytes = Number(c.req.query('bytes') ?? 3072);
  const key = `https://reference.example/cache-read/${bytes}`;
  let found = await edge().match(key);
  if (!found) {
    await edge().put(key, new Response('x'.repeat(bytes), { headers: { 'cache-control': 'public, max-age=86400' } }));
    found = await edge().match(key);
  }
  const text = found ? await found.text() : '';
  return c.text(String(text.length), 200, { 'cache-control': 'no-store' });
});
app.get('*', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }));

export default app;
