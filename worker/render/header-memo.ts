/**
 * The header drawn once per site frame and current section: its markup
 * depends on nothing else (the navigation's id is fixed), so the worker
 * renders it once and every page of that section reuses the markup (the
 * render kit's drawn header, renderer.ts). The client hydrates the header
 * component against it as if React had just rendered it.
 * @module
 */
import { createElement } from 'react';
import { isCurrentSection } from '../../app/layouts/nav-state';
import { SiteHeader } from '../../app/layouts/site-header';
import type { AdoptedMarkup } from '../../app/render/markup';
import type { FrameBasics } from '../../contract/page-state';
import { parseMarkup } from './parse-markup';
import { renderToString } from './string-renderer.cjs';

export interface HeaderMemo {
  /** Draws the header for this frame and path's section unless already drawn. Called before a page renders, never during. */
  draw(site: FrameBasics, path: string): void;
  find(site: FrameBasics, path: string): AdoptedMarkup | null;
}

function keyOf(site: FrameBasics, path: string): string {
  const current = site.menus.header.filter((link) => isCurrentSection(link.href, path)).map((link) => link.href);
  return `${site.name}\n${current.join('\n')}`;
}

export function headerMemo(): HeaderMemo {
  /** By the frame's menus (the same object while the frame is cached), then by name and current links. */
  const memo = new WeakMap<object, Map<string, AdoptedMarkup | null>>();
  return {
    draw(site, path) {
      let drawn = memo.get(site.menus);
      if (!drawn) {
        drawn = new Map();
        memo.set(site.menus, drawn);
      }
      const key = keyOf(site, path);
      if (drawn.has(key)) return;
      drawn.set(key, parseMarkup(renderToString(createElement(SiteHeader, { name: site.name, path, links: site.menus.header }))));
    },
    find: (site, path) => memo.get(site.menus)?.get(keyOf(site, path)) ?? null,
  };
}
