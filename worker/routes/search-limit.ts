/**
 * The search page's flood guard: searches (a page or the client's `/__data` for one, with a query) are counted
 * per client by the platform's rate limiting binding (`SEARCH_LIMITER` in wrangler.jsonc, simulated locally by
 * wrangler), keyed by the client's network (request/client-network.ts: an IPv4 address, an IPv6 /64); over the
 * limit is a 429 error page with `Retry-After`. Uncached queries also meet the CMS breaker; this keeps one client
 * from spending the CMS on unique queries at all.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { SEARCH_PATH } from '../../contract/search-limits';
import type { AppEnv } from '../context';
import { HttpError } from '../errors';
import { clientNetwork } from '../request/client-network';

/** The binding's period (seconds), which a limited client is asked to wait. */
const PERIOD_SECONDS = 10;

export function searchLimit(): MiddlewareHandler<AppEnv> {
  return async function limitSearches(c, next) {
    // The query is parsed on the search page only: the scope parses it when first asked, and every request passes here.
    const scope = c.get('scope');
    const limiter = c.env.SEARCH_LIMITER;
    if (scope.path !== SEARCH_PATH || !limiter || !scope.search.get('q')) return next();
    const client = clientNetwork(c.req.header('cf-connecting-ip') ?? 'unknown');
    const { success } = await limiter.limit({ key: `search:${client}` });
    if (!success) {
      throw new HttpError(429, 'Too Many Requests', 'Too many searches from this connection: please wait a few seconds.', {
        retryAfter: PERIOD_SECONDS,
      });
    }
    return next();
  };
}
