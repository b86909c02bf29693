/**
 * The site worker: assembly only. Every request goes through the request
 * context, the security headers and the guard; pages then run the route
 * pipeline (worker/pipeline/run-pipeline.ts) and render.
 * @module
 */
import { Hono } from 'hono';
import type { AppEnv } from './context';
import { guard } from './middleware/guard';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { dataRoute } from './routes/data';
import { errorResponse } from './routes/error-response';
import { mediaRoute } from './routes/media';
import { pageRoute } from './routes/page';
import { purgeRoute } from './routes/purge';
import { seoRoutes } from './routes/seo';

const app = new Hono<AppEnv>();

app.use(requestContext());
app.use(securityHeaders());
app.use(guard({ postPaths: ['/__purge'] }));

app.post('/__purge', purgeRoute);
app.get('/__data', dataRoute);
app.get('/__floor', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }));
app.get('/media/*', mediaRoute);
app.route('/', seoRoutes);
app.get('*', pageRoute);

app.onError(errorResponse);

export default app;
