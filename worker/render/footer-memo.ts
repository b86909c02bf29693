/**
 * The footer drawn once per site frame: it depends only on the frame (name,
 * settings, menus: objects the isolate keeps while they are fresh; and the
 * calendar's year, for its copyright), so the
 * worker renders it once and every page reuses the markup (the render kit's
 * drawn footer, renderer.ts). A page's render is mostly its own content.
 * @module
 */
import { createElement } from 'react';
import { SiteFooter } from '../../app/layouts/site-footer';
import type { AdoptedMarkup } from '../../app/render/markup';
import type { FrameBasics, SiteFrame } from '../../contract/page-state';
import { parseMarkup } from './parse-markup';
import { renderToString } from './string-renderer.cjs';

interface Drawn {
  settings: object;
  name: string;
  year: number;
  slim: boolean;
  markup: AdoptedMarkup | null;
}

export interface FooterMemo {
  /**
   * Draws this frame's full or slim footer unless already drawn. Called before a page renders, never during; only
   * the one the page's layout shows (a new isolate's first page draws one, not both).
   */
  draw(site: SiteFrame, slim: boolean): void;
  /** The footer drawn for a frame; the basics (no settings) match none: the worker renders whole frames only. */
  find(site: FrameBasics, slim: boolean): AdoptedMarkup | null;
}

/** `iconSprite`: the build's icon sprite, which the footer's channel marks point into. */
export function footerMemo(iconSprite: string): FooterMemo {
  const memo = new WeakMap<object, Drawn[]>();
  const entry = (site: FrameBasics, slim: boolean) => {
    const { settings, name, year } = site as Partial<SiteFrame>;
    const drawn = memo.get(site.menus);
    return drawn?.find((one) => one.settings === settings && one.name === name && one.year === year && one.slim === slim);
  };
  return {
    draw(site, slim) {
      if (entry(site, slim)) return;
      let entries = memo.get(site.menus);
      if (!entries) {
        entries = [];
        memo.set(site.menus, entries);
      }
      const markup = parseMarkup(renderToString(createElement(SiteFooter, { site, slim, iconSprite })));
      entries.push({ settings: site.settings, name: site.name, year: site.year, slim, markup });
    },
    find: (site, slim) => entry(site, slim)?.markup ?? null,
  };
}
