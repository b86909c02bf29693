/**
 * Applies a head model (worker/head/build-head.ts) to the live document after a client
 * navigation: title, meta, canonical/alternate links and JSON-LD.
 * @module
 */
import type { HeadModel } from '../../contract/head-model';

const MANAGED = 'data-head';

export function applyHead(head: HeadModel): void {
  document.title = head.title;
  const parent = document.head;
  for (const node of parent.querySelectorAll(
    `[${MANAGED}], meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]`,
  )) {
    node.remove();
  }
  const fragment = document.createDocumentFragment();
  for (const tag of head.meta) {
    const meta = document.createElement('meta');
    if (tag.property) meta.setAttribute('property', tag.property);
    else if (tag.name) meta.setAttribute('name', tag.name);
    meta.content = tag.content;
    meta.setAttribute(MANAGED, '');
    fragment.append(meta);
  }
  for (const item of head.links) {
    const link = document.createElement('link');
    link.rel = item.rel;
    link.href = item.href;
    if (item.type) link.type = item.type;
    if (item.title) link.title = item.title;
    link.setAttribute(MANAGED, '');
    fragment.append(link);
  }
  for (const thing of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(thing);
    script.setAttribute(MANAGED, '');
    fragment.append(script);
  }
  parent.append(fragment);
}
