/**
 * The footer as the layouts place it. It never changes for a site frame and
 * has no behaviour, so the worker draws it once per frame and writes that
 * markup into every page (worker/render/footer-memo.ts registers the lookup);
 * the client renders the footer itself, which hydrates against that markup.
 * @module
 */
import type { SiteFrame } from '../content/page-state';
import { adoptedElement, type AdoptedMarkup } from '../nodes/node-registry';
import { SiteFooter } from './site-footer';

let drawn: ((site: SiteFrame, slim: boolean) => AdoptedMarkup | null) | undefined;

/** Worker: where the footer markup drawn for a frame is found. */
export function useDrawnFootersFrom(lookup: (site: SiteFrame, slim: boolean) => AdoptedMarkup | null): void {
  drawn = lookup;
}

export function FooterPart({ site, slim = false }: { site: SiteFrame; slim?: boolean }) {
  const markup = drawn?.(site, slim);
  return markup ? adoptedElement(markup) : <SiteFooter site={site} slim={slim} />;
}
