/**
 * Markup the worker drew once, read back as an element React can write again
 * (`AdoptedMarkup`: tag, attributes as props, inner HTML), the way the client
 * reads a drawn element from the document (app/client/adopt-page.ts).
 * @module
 */
import type { AdoptedMarkup } from '../../app/nodes/node-registry';

const PROPS: Record<string, string> = { class: 'className', tabindex: 'tabIndex', for: 'htmlFor' };
/** Attributes React writes as `name=""` that it only writes again for `true`. */
const BOOLEAN = new Set(['hidden', 'open', 'inert']);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** One element's markup as React writes it (`<tag a="v">inner</tag>`), or null when it is not one element. */
export function parseMarkup(html: string): AdoptedMarkup | null {
  const match = /^<([a-z][a-z0-9-]*)((?:\s+[a-z][a-z0-9:-]*(?:="[^"]*")?)*)>([\s\S]*)<\/\1>$/.exec(html);
  if (!match) return null;
  const props: Record<string, unknown> = {};
  for (const [, name, value] of match[2]!.matchAll(/\s+([a-z][a-z0-9:-]*)(?:="([^"]*)")?/g)) {
    // The CSP allows no inline style, so no renderer writes one; React could not take it back as text.
    if (name === 'style') return null;
    props[PROPS[name!] ?? name!] =
      value === undefined || BOOLEAN.has(name!) ? true : value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
  }
  const tag = match[1]!;
  const inner = match[3]!;
  return closesInside(tag, inner) ? null : { tag, props, html: inner };
}

/** Whether the first element closes inside the inner HTML (`<p>a</p><p>b</p>` is two elements, not one). */
function closesInside(tag: string, html: string): boolean {
  let depth = 0;
  for (const [, closing] of html.matchAll(new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g'))) {
    depth += closing ? -1 : 1;
    if (depth < 0) return true;
  }
  return false;
}
