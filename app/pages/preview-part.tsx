/**
 * The preview bar as the page view places it. A preview is always a full page
 * load and the bar has no behaviour, so the client adopts the server's markup
 * when it hydrates and ships no bar code; the worker (and tests) register the
 * real bar (preview-bar.tsx) through app/nodes/renderers.ts.
 * @module
 */
import { createElement } from 'react';
import type { PreviewInfo } from '../../contract/page-state';
import { type AdoptedMarkup, adoptedElement } from '../nodes/node-registry';

type PreviewBarComponent = (props: { preview: PreviewInfo }) => React.ReactNode;

let drawnBar: AdoptedMarkup | null = null;
let PreviewBar: PreviewBarComponent | undefined;

/** Client: the bar as the server drew it. */
export function adoptPreviewBar(markup: AdoptedMarkup | null): void {
  drawnBar = markup;
}

/** Worker and tests: the bar itself. */
export function renderPreviewBarsWith(component: PreviewBarComponent): void {
  PreviewBar = component;
}

export function PreviewPart({ preview }: { preview: PreviewInfo }) {
  if (PreviewBar) return createElement(PreviewBar, { preview });
  return drawnBar ? adoptedElement(drawnBar) : null;
}
