/**
 * The worker's renderer, made once per isolate (worker/index.ts) and handed
 * to every route that renders (`c.get('renderer')`). It owns the render kit
 * (app/render/render-kit.tsx) with everything that renders from content, and
 * the memos of what does not change from request to request: the footer per
 * site frame (footer-memo.ts), the header per frame and section
 * (header-memo.ts), the page's top per route entry (page-top-memo.ts) and
 * each content node per content object (drawn-nodes.ts), which is also
 * stored beside a page's nodes (stored-markup.ts). Drawn markup goes out as
 * bytes encoded once (html-parts.ts `DrawnBytes`).
 *
 * Renders with `renderToString`: in workerd it costs a quarter to a sixth of
 * the CPU of `renderToReadableStream` for the same tree
 * (docs/decisions/001-streaming-and-string-rendering.md); the response still
 * streams, because the head is flushed before the content is fetched.
 * @module
 */
import { createElement } from 'react';
import { App, usesMinimalLayout } from '../../app/app';
import { preloadIcons } from '../../app/icons/load-icon';
import { navPath } from '../../app/layouts/nav-state';
import { FrameHeader } from '../../app/layouts/site-header';
import { ErrorPage } from '../../app/pages/error-page';
import { PageView } from '../../app/pages/page-view';
import type { RenderKit } from '../../app/render/render-kit';
import { withRenderers } from '../../app/render/rendered-parts';
import { ICON_NAMES } from '../../contract/icon-names';
import type { AppState } from '../../contract/page-state';
import { iconSpritePath } from '../../contract/routing/build-paths';
import type { BuildInfo } from '../builds';
import { DocumentParts } from './document';
import { drawnNodes } from './drawn-nodes';
import { footerMemo } from './footer-memo';
import { headerMemo } from './header-memo';
import { DrawnBytes, type HtmlPart, heldBytesMemo, reusedBuffer } from './html-parts';
import { OpenJobs } from './open-jobs';
import { pageTopMemo } from './page-top-memo';
import { type StoredMarkup, storedMarkup } from './stored-markup';
import { renderToString } from './string-renderer.cjs';

export interface Renderer {
  /** The client build the document links: the build, or Vite's dev server in `npm run dev` (`devClient`). */
  client(devClient: string | undefined): BuildInfo;
  /** The document's start for a state, held per route entry and frame where it can be (document.ts). */
  documentHead(state: AppState, build: BuildInfo): HtmlPart;
  /** The app for a state, then the route announcer and the hydration state: the document after its head. */
  documentEnd(state: AppState): Promise<HtmlPart[]>;
  /** Jobs lists as they stand on a day (open-jobs.ts), one view per list, day and filter. */
  readonly openJobs: OpenJobs;
  /** A published page's content markup, stored beside its nodes (stored-markup.ts). */
  readonly storedMarkup: StoredMarkup;
  /** A whole document's bytes for `new Response`, which copies them: written into one buffer, reused (html-parts.ts). */
  responseBody(parts: readonly HtmlPart[]): Uint8Array<ArrayBuffer>;
}

/** `build`: the client build the worker was bundled with (worker/builds.ts). */
export function createRenderer(build: BuildInfo): Renderer {
  const held = heldBytesMemo();
  const document = new DocumentParts(held);
  const iconSprite = iconSpritePath(build.id);
  const footers = footerMemo(iconSprite);
  const headers = headerMemo();
  const pageTops = pageTopMemo();
  const nodes = drawnNodes();
  const bytes = new DrawnBytes(held);
  const kit: RenderKit = withoutPlansWhenDrawn(
    withRenderers(
      {
        drawn: {
          footer: ({ site, slim }) => footers.find(site, slim),
          header: ({ site, path }) => headers.find(site, path),
          pageTop: ({ page }) => pageTops.find(page),
        },
        components: { header: FrameHeader, errorView: ErrorPage },
        drawnNode: nodes.markupOf,
        renderers: {},
        writeHtml: bytes.write,
      },
      iconSprite,
    ),
  );
  let iconsReady: Promise<void> | undefined;
  // Icons are in the worker bundle; load them once per isolate so every render is synchronous.
  function icons(): Promise<void> {
    iconsReady ??= preloadIcons(ICON_NAMES);
    return iconsReady;
  }

  async function renderApp(state: AppState): Promise<HtmlPart[]> {
    await icons();
    // What does not change is drawn before the page renders, never during.
    footers.draw(state.site, usesMinimalLayout(state.page));
    headers.draw(state.site, navPath(state.page));
    pageTops.draw(state.page);
    const hoisted = nodes.draw(state.page, kit);
    return [hoisted, ...bytes.render(() => renderToString(createElement(App, { state, kit, PageView })))];
  }

  return {
    client: (devClient) => document.client(build, devClient),
    documentHead: (state, client) => document.head(state, client),
    async documentEnd(state) {
      return document.end(await renderApp(state), state, kit);
    },
    openJobs: new OpenJobs(),
    storedMarkup: storedMarkup(build, nodes, kit, icons),
    responseBody: reusedBuffer(),
  };
}

/**
 * The kit with a slot's plans (image plan, outline: app/nodes/slot-parts.tsx) left out where every node of the slot
 * is drawn: drawn markup reads no context, and the plans are worked out once per nodes list, so a first sight written
 * from stored markup (stored-markup.ts) would work them out for nothing. Contexts write no markup: the page is the same.
 */
function withoutPlansWhenDrawn(kit: RenderKit): RenderKit {
  const parts = kit.slotParts;
  if (!parts) return kit;
  return {
    ...kit,
    slotParts: {
      node: parts.node,
      wrap: (nodes, lead, children) => (nodes.every((node) => kit.drawnNode(node)) ? children : parts.wrap(nodes, lead, children)),
    },
  };
}
