/**
 * The reference floor: a bare Hono worker answering "ok", no middleware.
 * The bench serves it in the same workerd process as the site, on its own
 * socket, so "our floor ÷ this" is the price of the site's always-on
 * middleware (request context, security headers, guard, log line) measured
 * side by side on the same machine.
 */
import { Hono } from 'hono';

const app = new Hono();
app.get('*', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }));

export default app;
