/**
 * The footer as the layouts place it. It never changes for a site frame and
 * has no behaviour, so it is drawn once and reused:
 * - the worker draws it once per frame and writes that markup into every page
 *   (worker/render/footer-memo.ts registers the lookup and the renderer);
 * - the client adopts the server's footer markup when it hydrates, so the
 *   first load carries no footer code; the renderer arrives with the rest of
 *   the client when the browser is idle (after-hydration.ts), for the rare
 *   client navigation that needs a footer the document does not hold. The
 *   page state carries only the frame's basics; that navigation's answer
 *   brings the whole frame the footer is drawn from.
 * @module
 */
import { createElement, type ReactNode } from 'react';
import type { FrameBasics, SiteFrame } from '../../contract/page-state';
import { type AdoptedMarkup, adoptedElement } from '../nodes/node-registry';

type FooterLookup = (site: FrameBasics, slim: boolean) => AdoptedMarkup | null;
type FooterRenderer = (props: { site: SiteFrame; slim: boolean }) => ReactNode;

let drawn: FooterLookup | undefined;
let renderFooter: FooterRenderer | undefined;

/** Where the footer markup drawn for a frame is found (the worker's memo, or the document on the client). */
export function drawFootersFrom(lookup: FooterLookup): void {
  drawn = lookup;
}

/** The footer component, for a frame no markup is known for. */
export function renderFootersWith(renderer: FooterRenderer): void {
  renderFooter = renderer;
}

/** Whether a frame is whole (a page answer's), not the basics a page embeds for hydration. */
function isWholeFrame(site: FrameBasics): site is SiteFrame {
  return 'settings' in site;
}

export function FooterPart({ site, slim = false }: { site: FrameBasics; slim?: boolean }) {
  const markup = drawn?.(site, slim);
  if (markup) return adoptedElement(markup);
  // Without markup the frame is whole: the worker always has it, and so does a navigation's answer.
  return renderFooter && isWholeFrame(site) ? createElement(renderFooter, { site, slim }) : null;
}
