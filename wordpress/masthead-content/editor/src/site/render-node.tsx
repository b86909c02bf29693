/**
 * A node as the site draws it: sanitised by the site's sanitiser (contract/html/sanitize-slots.ts, so the
 * editor shows what readers will get and no editor's markup runs in wp-admin), rendered by the site's own
 * renderers with React 19 to static markup, as the worker renders a slot. Media paths then point at the
 * uploads folder, where WordPress serves the same files (`/media/x` is `uploads/x`).
 * @module
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { reportNodeFailure } from '../../../../../app/nodes/node-guard';
import { LeadNodeContext } from '../../../../../app/nodes/parts/lead';
import { RENDERERS } from '../../../../../app/nodes/renderers';
import { slotParts } from '../../../../../app/nodes/slot-parts';
import { sanitizeSlots } from '../../../../../contract/html/sanitize-slots';
import type { MediaBases } from '../../../../../contract/media-src';
import type { ContentNode } from '../../../../../contract/nodes';

export interface RenderOptions {
  /** Whether the node leads the page (the first block of the main slot): it then draws the page's `<h1>`. */
  lead: boolean;
  /** Bases whose `/media/…` files the site serves (WordPress's site address). */
  media: MediaBases;
  /** The uploads folder's URL, where the editor's browser finds `/media/…` files. */
  uploadsUrl: string;
}

/** Resource links React writes ahead of the node's element. */
const HOISTED = /^(?:<link\b[^>]*>)+/;

/** `src`, `srcset` and a video's `poster` values that start with `/media/`, at every URL of a srcset. */
const MEDIA_ATTRIBUTE = /(\s(?:src|srcset|poster)=")([^"]*)"/g;

export function renderNodeMarkup(node: ContentNode, options: RenderOptions): string {
  const clean = sanitizeSlots({ main: [node] }, options.media).main ?? [];
  const shown = clean[0];
  if (!shown) return '';
  // The renderer of its type in the slot's contexts (lead node, image plan, outline), as the worker draws a slot.
  const Renderer = RENDERERS[shown.type] as ComponentType<{ node: ContentNode }>;
  // A list of its own each time: nothing to keep between renders.
  const slot = slotParts().wrap([shown], options.lead, [<Renderer key={0} node={shown} />]);
  let markup: string;
  try {
    markup = renderToStaticMarkup(<LeadNodeContext.Provider value={options.lead ? shown : null}>{slot}</LeadNodeContext.Provider>, {
      identifierPrefix: 'masthead-editor-',
    });
  } catch (error) {
    reportNodeFailure(node.type, 0, error);
    return '';
  }
  const uploads = options.uploadsUrl.replace(/\/+$/, '');
  // What React hoists before the node (an image preload) belongs in a document's head, not on the canvas.
  return markup.replace(HOISTED, '').replace(MEDIA_ATTRIBUTE, (_match, start: string, value: string) => {
    return `${start}${value.replace(/(^|,\s*)\/media\//g, `$1${uploads}/`)}"`;
  });
}
