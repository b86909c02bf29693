/**
 * The header as the layouts place it. Its first markup depends only on the
 * site frame and the current section, so the worker draws it once per frame
 * and section and writes that markup into every page
 * (worker/render/header-memo.ts registers the lookup). The client has no
 * lookup: it renders the header component, which hydrates against that same
 * markup and brings the menu button to life.
 * @module
 */
import type { FrameBasics } from '../../contract/page-state';
import { type AdoptedMarkup, adoptedElement } from '../nodes/node-registry';
import { SiteHeader } from './site-header';

type HeaderLookup = (site: FrameBasics, path: string) => AdoptedMarkup | null;

let drawn: HeaderLookup | undefined;

/** Where the header markup drawn for a frame and section is found (the worker's memo). */
export function drawHeadersFrom(lookup: HeaderLookup): void {
  drawn = lookup;
}

export function HeaderPart({ site, path }: { site: FrameBasics; path: string }) {
  const markup = drawn?.(site, path);
  if (markup) return adoptedElement(markup);
  return <SiteHeader name={site.name} path={path} links={site.menus.header} />;
}
