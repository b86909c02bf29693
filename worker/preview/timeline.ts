/**
 * The timeline preview: `/preview?at={moment}&token={token}[&path={address}]` shows an editor the address (home
 * when none) as it will be at that moment, scheduled items in and expired ones out, as the CMS answers under the
 * token (docs/content-api.md, "Preview authorisation"). The token is a preview token scoped to the moment
 * (contract/preview-token.server.ts, TIMELINE_SCOPE), checked before anything is read: a missing, forged, expired or
 * wrong-scope one gets the 403 preview page, never the content.
 *
 * A verified ask is answered by a site of its own, made for that moment (index.ts `createSite(isolate, timeline)`):
 * every request it serves is a timeline request (pages, lists, feeds, sitemaps alike), its calendar reads the
 * moment (open roles, "Closes in 2 days", the news sitemap's window: context.ts `calendar`), its request scope has
 * no cache to read or fill, and nothing a reader asks can make the public site one. What it answers is marked as a
 * preview and rewritten to stay on the timeline (timeline-response.ts).
 * @module
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { checkTimelineToken } from '../../contract/preview-token.server';
import { PREVIEW_PATH, timelineAskOf } from '../../contract/routing/preview-request';
import type { AppEnv } from '../context';
import { nowOf, secretsOf } from '../env';
import { previewRefused } from '../errors';
import { errorResponse } from '../routes/error-response';
import { markPreviewResponse, type TimelineState } from './preview-state';
import { timelineResponse } from './timeline-response';

/** `siteAt`: the site that shows a moment (one per verified request: editors' requests are few). */
export function timelineRoute(siteAt: (timeline: TimelineState) => Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async function serveTimeline(c, next) {
    const { path, rawSearch } = c.get('address');
    if (path !== PREVIEW_PATH || rawSearch === '') return next();
    const ask = timelineAskOf(path, new URLSearchParams(rawSearch));
    if (!ask) return next();
    const config = c.get('config');
    const check =
      ask.at === null || ask.target === null
        ? ({ status: 'invalid' } as const)
        : await checkTimelineToken(secretsOf(config, 'PREVIEW_SECRET'), ask.token, ask.at, Math.floor(nowOf(config) / 1000));
    if (check.status !== 'valid' || ask.at === null || ask.target === null) {
      const refused = await errorResponse(previewRefused(path, check.status === 'expired' ? 'expired' : 'invalid'), c);
      markPreviewResponse({ kind: 'refused', reason: 'invalid' }, refused.headers);
      return refused;
    }
    const timeline: TimelineState = { kind: 'timeline', at: ask.at, token: ask.token, expiresAt: check.expires };
    const inner = new Request(new URL(ask.target, config.SITE_ORIGIN), { headers: c.req.raw.headers });
    const answer = await siteAt(timeline).fetch(inner, c.env, c.executionCtx);
    return timelineResponse(answer, timeline, ask.target, config.SITE_ORIGIN);
  };
}
