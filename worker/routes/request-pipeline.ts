/**
 * Everything a page or data request needs to run the route pipeline: the
 * content service (cache-less for previews), the rendered-page cache and the
 * pipeline input for the path.
 * @module
 */
import { ContentService } from '../cms/content-service';
import { contentVersion } from '../cms/content-version';
import { cacheSettings, SwrCache } from '../cms/swr-cache';
import { build } from '../builds';
import type { AppContext } from '../context';
import { runPipeline } from '../pipeline/run-pipeline';
import type { Outcome } from '../pipeline/types';

export interface PageCache {
  cache: SwrCache;
  keyFor(isBot: boolean): string;
}

export async function requestPipeline(c: AppContext, target?: URL) {
  const url = target ?? new URL(c.req.url);
  const { config, log, preview } = c.var;
  const version = await contentVersion(c.env.SITE_STATE);
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const content = new ContentService(config, log, version, { preview, waitUntil });
  const settings = cacheSettings(config);
  // Rendered pages: never for previews or preview hand-offs; the key is the
  // canonical host and path only, because nothing else changes what renders.
  const pageCache: PageCache | null = preview || url.searchParams.has('preview') || config.RENDERED_PAGE_CACHE === 'off' ? null : {
    // Pages keep no error window: a page past its stale window is rendered again.
    cache: new SwrCache(caches.default, { ...settings.windows, error: 0 }, waitUntil, Date.now, settings.maxLoadMs, false),
    keyFor: (isBot) => `${config.SITE_ORIGIN}/__page/v${version}/${build.id}/${isBot ? 'bot' : 'person'}${url.pathname}`,
  };
  const run = (): Promise<Outcome> => {
    // Every page needs the site frame (menus): fetch it alongside the path lookup, not after it.
    waitUntil(content.site().catch(() => undefined));
    return runPipeline({
      path: url.pathname,
      search: url.searchParams,
      rawSearch: url.search,
      config,
      env: c.env,
      content,
      log,
    });
  };
  return { content, pageCache, run };
}
