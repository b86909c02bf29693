/**
 * The footer drawn once per site frame: it depends only on the frame (name,
 * settings, menus: objects the isolate keeps while they are fresh), so the
 * worker renders it once and every page reuses the markup
 * (app/layouts/footer-part.tsx). A page's render is mostly its own content.
 * @module
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { drawFootersFrom } from '../../app/layouts/footer-part';
import { SiteFooter } from '../../app/layouts/site-footer';
import type { FrameBasics, SiteFrame } from '../../contract/page-state';
import '../../app/nodes/renderers';
import type { AdoptedMarkup } from '../../app/nodes/node-registry';
import { parseMarkup } from './parse-markup';

interface Drawn {
  settings: object;
  name: string;
  slim: boolean;
  markup: AdoptedMarkup | null;
}

const memo = new WeakMap<object, Drawn[]>();

/** The worker renders whole frames only; the basics (no settings) match no drawn footer. */
function find(site: FrameBasics, slim: boolean): Drawn | undefined {
  const settings = (site as Partial<SiteFrame>).settings;
  return memo.get(site.menus)?.find((entry) => entry.settings === settings && entry.name === site.name && entry.slim === slim);
}

/** Draws this frame's footers (full and slim) unless already drawn. Called before a page renders, never during. */
export function drawFooters(site: SiteFrame): void {
  let entries = memo.get(site.menus);
  if (!entries) {
    entries = [];
    memo.set(site.menus, entries);
  }
  for (const slim of [false, true]) {
    if (find(site, slim)) continue;
    entries.push({
      settings: site.settings,
      name: site.name,
      slim,
      markup: parseMarkup(renderToString(createElement(SiteFooter, { site, slim }))),
    });
  }
}

drawFootersFrom((site, slim) => find(site, slim)?.markup ?? null);
