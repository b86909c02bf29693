/**
 * Page requests: the rendered-page cache first (a hot page is not re-rendered),
 * then the route pipeline, then the render. For people the head is flushed as
 * soon as the route is resolved, before nodes arrive; crawlers get complete
 * HTML. Rendered pages are cached per path, build id, content version and
 * crawler/person variant.
 * @module
 */
import type { AppState, ContentPage } from '../../app/content/page-state';
import { buildHead } from '../../app/head';
import { build } from '../builds';
import type { ContentService } from '../cms/content-service';
import type { AppContext } from '../context';
import type { ResolvedPage } from '../pipeline/types';
import { appState, siteFrame } from '../render/app-state';
import { documentEnd, documentStart } from '../render/document';
import { HTML_HEADERS, streamHtml } from '../render/html-response';
import { renderApp } from '../render/render-app';
import { requestPipeline } from './request-pipeline';

const encoder = new TextEncoder();

/** Browsers may keep a page briefly; the edge keeps rendered pages in the page cache. */
const PAGE_CACHE_CONTROL = 'public, max-age=30';

export async function pageRoute(c: AppContext): Promise<Response> {
  const { content, pageCache, run } = await requestPipeline(c);
  const key = pageCache?.keyFor(c.var.isBot);
  if (pageCache && key) {
    // Kept encoded: a hot page is sent as the bytes it is remembered as.
    const cached = await pageCache.cache.peek(key, (text) => encoder.encode(text) as Uint8Array<ArrayBuffer>);
    if (cached) {
      c.var.log.pageCache = cached.state;
      if (cached.state === 'stale') {
        c.executionCtx.waitUntil(pageCache.cache.refresh(key, async () => {
          const outcome = await run();
          if (outcome.kind !== 'page' || outcome.page.status !== 200) return { ok: false, error: 'not a page any more' };
          const html = await renderWhole(c, content, outcome.page);
          // A page rendered without its nodes does not replace a complete one.
          return outcome.page.degraded ? { ok: false, error: 'nodes unavailable' } : { ok: true, value: html };
        }).catch(() => undefined));
      }
      return c.body(cached.value, 200, { ...HTML_HEADERS, 'cache-control': PAGE_CACHE_CONTROL });
    }
    c.var.log.pageCache = 'miss';
  }
  const outcome = await run();
  if (outcome.kind === 'redirect') {
    return new Response(null, { status: outcome.status, headers: { location: outcome.location, 'cache-control': outcome.status === 302 ? 'no-store' : 'public, max-age=300' } });
  }
  const page = outcome.page;
  const cacheable = pageCache && key && page.status === 200 && !page.preview;
  const headers = { ...HTML_HEADERS, 'cache-control': PAGE_CACHE_CONTROL };

  if (c.var.isBot || typeof page.slots !== 'function') {
    const html = await renderWhole(c, content, page);
    if (cacheable && !page.degraded) pageCache.cache.store(key, html);
    return c.body(html, page.status as 200, headers);
  }
  // People: the route is known, so status and head go out now; the body follows the nodes.
  const frame = siteFrame(c.var.config, content);
  const early = appState(await frame, contentPage(page, {}));
  const start = documentStart(buildHead(early), build);
  const rest = resolveSlots(page).then(async (slots) => {
    const state = { ...early, page: contentPage(page, slots) };
    const end = await renderEnd(c, state);
    if (cacheable && !page.degraded) pageCache.cache.store(key, start + end);
    return end;
  });
  c.var.log.track(rest);
  // Nodes already in the isolate's memory arrive within a turn: then the page goes out in one
  // piece, without the cost of a stream. Anything slower streams, head first.
  const ready = await Promise.race([rest.then((end) => end, () => null), nextTurn()]);
  if (typeof ready === 'string') return c.body(start + ready, page.status as 200, headers);
  return c.body(streamHtml(start, rest), page.status as 200, headers);
}

function nextTurn(): Promise<undefined> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function contentPage(page: ResolvedPage, slots: ContentPage['slots']): ContentPage {
  return { kind: 'content', path: page.path, route: page.route, slots, ...(page.preview ? { preview: true } : {}) };
}

async function resolveSlots(page: ResolvedPage): Promise<ContentPage['slots']> {
  return typeof page.slots === 'function' ? page.slots() : page.slots;
}

async function renderEnd(c: AppContext, state: AppState): Promise<string> {
  const started = performance.now();
  const html = documentEnd(await renderApp(state), state);
  c.var.log.render(Math.round(performance.now() - started));
  return html;
}

/** The finished document in one piece (crawlers, cache refreshes). */
export async function renderWhole(c: AppContext, content: ContentService, page: ResolvedPage): Promise<string> {
  const [frame, slots] = await Promise.all([siteFrame(c.var.config, content), resolveSlots(page)]);
  const state = appState(frame, contentPage(page, slots));
  return documentStart(buildHead(state), build) + await renderEnd(c, state);
}
